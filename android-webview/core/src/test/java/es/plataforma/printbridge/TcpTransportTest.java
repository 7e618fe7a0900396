package es.plataforma.printbridge;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.After;
import org.junit.Test;

/** The TCP transport against a local server that records the bytes each connection sends, as a printer would. */
public class TcpTransportTest {
    private final List<PrinterDevice> saved = Collections.synchronizedList(new ArrayList<PrinterDevice>());
    private final PrinterSettings settings = new PrinterSettings() {
        @Override
        public List<PrinterDevice> networkPrinters() {
            return new ArrayList<>(saved);
        }

        @Override
        public Integer paperWidth() {
            return 80;
        }
    };
    private final FakePrinters noBluetooth = new FakePrinters();
    private PrintBridge bridge =
            new PrintBridge(noBluetooth, new TcpTransport(), settings, new Timeouts(500, 1_000, 1_000, 5_000, 5_000, 9_000));
    private final List<ServerSocket> servers = new ArrayList<>();

    @After
    public void close() throws IOException {
        bridge.close();
        for (ServerSocket server : servers) server.close();
    }

    /** A network printer on 127.0.0.1: every connection's bytes, read to the end of the stream. */
    private final class Printer {
        final ServerSocket server;
        final List<byte[]> jobs = Collections.synchronizedList(new ArrayList<byte[]>());
        final String address;

        Printer(final boolean reads) throws IOException {
            server = new ServerSocket();
            // A small window, so that a printer that does not read soon stops taking bytes.
            server.setReceiveBufferSize(4096);
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            servers.add(server);
            address = "tcp://127.0.0.1:" + server.getLocalPort();
            saved.add(new PrinterDevice("Cocina", address, null));
            Thread thread = new Thread(new Runnable() {
                @Override
                public void run() {
                    try {
                        while (true) {
                            Socket socket = server.accept();
                            if (!reads) continue; // keeps the socket open, never reads
                            jobs.add(readAll(socket));
                            socket.close();
                        }
                    } catch (IOException closed) {
                        // The test is over.
                    }
                }
            });
            thread.setDaemon(true);
            thread.start();
        }
    }

    private static byte[] readAll(Socket socket) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        InputStream in = socket.getInputStream();
        byte[] buffer = new byte[8192];
        for (int read; (read = in.read(buffer)) != -1;) out.write(buffer, 0, read);
        return out.toByteArray();
    }

    private static String print(String id, String address, String base64) {
        return "{\"v\":1,\"id\":\"" + id + "\",\"type\":\"print\",\"address\":\"" + address
                + "\",\"paperWidth\":80,\"dataBase64\":\"" + base64 + "\"}";
    }

    private static Object code(Map<String, Object> answer) {
        return answer.containsKey("error") ? Fixtures.object(answer.get("error")).get("code") : "ok";
    }

    private static void waitFor(List<?> list, int size) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (list.size() < size && System.nanoTime() < end) Thread.sleep(10);
    }

    @Test
    public void theNetworkPrinterReceivesExactlyTheBytesTheWebEncodedForTheTicket() throws Exception {
        Map<String, Object> ticket = Fixtures.read("ticket.json");
        byte[] expected = Fixtures.hex((String) ticket.get("bytesHex"));
        assertTrue(expected.length > 500);
        Printer printer = new Printer(true);
        RecordingSink sink = new RecordingSink();
        bridge.onMessage(print("t1", printer.address, (String) ticket.get("dataBase64")), sink);
        assertEquals(Json.parse("{\"v\":1,\"id\":\"t1\",\"ok\":true}"), sink.single());
        waitFor(printer.jobs, 1);
        assertEquals(1, printer.jobs.size());
        assertArrayEquals(expected, printer.jobs.get(0));
    }

    @Test
    public void eachJobIsOneConnectionWithItsOwnBytes() throws Exception {
        Printer printer = new Printer(true);
        RecordingSink sink = new RecordingSink();
        String first = Base64.getEncoder().encodeToString(new byte[] {0x1b, 0x40, 'U', 'n', 'o', 0x0a});
        String second = Base64.getEncoder().encodeToString(new byte[] {0x1b, 0x40, 'D', 'o', 's', 0x0a});
        bridge.onMessage("{\"v\":1,\"id\":\"c1\",\"type\":\"connect\",\"address\":\"" + printer.address + "\"}", sink);
        bridge.onMessage(print("p1", printer.address, first), sink);
        bridge.onMessage(print("p2", printer.address, second), sink);
        for (Map<String, Object> answer : sink.await(3)) assertEquals(true, answer.get("ok"));
        waitFor(printer.jobs, 3);
        assertEquals(3, printer.jobs.size());
        assertArrayEquals("connect opens and closes", new byte[0], printer.jobs.get(0));
        assertArrayEquals(Base64.getDecoder().decode(first), printer.jobs.get(1));
        assertArrayEquals(Base64.getDecoder().decode(second), printer.jobs.get(2));
    }

    @Test
    public void answersConnectFailedWhenNothingListens() throws Exception {
        ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        String address = "tcp://127.0.0.1:" + closed.getLocalPort();
        closed.close();
        saved.add(new PrinterDevice("Apagada", address, null));
        RecordingSink sink = new RecordingSink();
        bridge.onMessage("{\"v\":1,\"id\":\"c1\",\"type\":\"connect\",\"address\":\"" + address + "\"}", sink);
        assertEquals("connect_failed", code(sink.single()));
    }

    @Test
    public void answersPrintFailedWhenThePrinterStopsTakingBytes() throws Exception {
        bridge.close();
        bridge = new PrintBridge(noBluetooth, new TcpTransport(), settings, new Timeouts(500, 500, 300, 5_000, 5_000, 5_000));
        Printer printer = new Printer(false);
        byte[] big = new byte[8 * 1024 * 1024];
        RecordingSink sink = new RecordingSink();
        long start = System.nanoTime();
        bridge.onMessage(print("p1", printer.address, Base64.getEncoder().encodeToString(big)), sink);
        assertEquals("print_failed", code(sink.single()));
        assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 4_000);
    }
}
