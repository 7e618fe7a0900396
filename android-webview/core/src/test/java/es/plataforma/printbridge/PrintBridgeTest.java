package es.plataforma.printbridge;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import es.plataforma.printbridge.FakePrinters.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.After;
import org.junit.Test;

/** Every request type and error code, the per-printer queue, reconnecting once, and the timeouts. */
public class PrintBridgeTest {
    private static final String MTP = "66:22:B3:01:02:03";
    private static final String KITCHEN = "tcp://192.168.1.50:9100";
    private static final String KITCHEN_TARGET = "192.168.1.50:9100";
    /** Short steps so that the tests take milliseconds; budgets long enough for two tries. */
    private static final Timeouts FAST = new Timeouts(300, 200, 200, 1_000, 1_000, 2_000);

    private final FakePrinters printers = new FakePrinters();
    private PrintBridge bridge = new PrintBridge(printers, printers, printers, FAST);

    public PrintBridgeTest() {
        printers.paired.add(new PrinterDevice("MTP-II", MTP, null));
        printers.network.add(new PrinterDevice("Cocina", KITCHEN, null));
    }

    @After
    public void close() {
        printers.release.countDown();
        bridge.close();
    }

    private static String request(String id, String type, String... fields) {
        StringBuilder text = new StringBuilder("{\"v\":1,\"id\":\"" + id + "\",\"type\":\"" + type + "\"");
        for (int i = 0; i < fields.length; i += 2) {
            boolean number = fields[i].equals("paperWidth");
            text.append(",\"").append(fields[i]).append("\":").append(number ? fields[i + 1] : "\"" + fields[i + 1] + "\"");
        }
        return text.append('}').toString();
    }

    /** A print job whose bytes start with its number, so that the order of writing shows. */
    private static String print(String id, String address, int job) {
        byte[] data = {(byte) job, 0x1b, 0x40, 'H', 'o', 'l', 'a', 0x0a};
        return request(id, "print", "address", address, "paperWidth", "58", "dataBase64",
                Base64.getEncoder().encodeToString(data));
    }

    private Map<String, Object> answer(String message) throws InterruptedException {
        RecordingSink sink = new RecordingSink();
        bridge.onMessage(message, sink);
        Map<String, Object> answer = sink.single();
        Thread.sleep(20);
        assertEquals("answered once", 1, sink.count());
        return answer;
    }

    private static Object code(Map<String, Object> answer) {
        return answer.containsKey("error") ? Fixtures.object(answer.get("error")).get("code") : "ok";
    }

    // listDevices

    @Test
    public void listsThePairedAndTheSavedNetworkPrintersWithTheirPaper() throws Exception {
        printers.paperWidth = 80;
        printers.paired.add(new PrinterDevice(null, "not a MAC", null));
        printers.paired.add(new PrinterDevice("Lower", "66:22:b3:0a:0b:0c", null));
        printers.network.add(new PrinterDevice("Mala", "tcp://nowhere", null));
        Map<String, Object> answer = answer(request("l1", "listDevices"));
        assertEquals(Json.parse("{\"v\":1,\"id\":\"l1\",\"ok\":true,\"devices\":["
                + "{\"name\":\"MTP-II\",\"address\":\"66:22:B3:01:02:03\",\"paperWidth\":80},"
                + "{\"name\":\"Lower\",\"address\":\"66:22:B3:0A:0B:0C\",\"paperWidth\":80},"
                + "{\"name\":\"Cocina\",\"address\":\"tcp://192.168.1.50:9100\",\"paperWidth\":80}]}"), answer);
    }

    @Test
    public void listsTheNetworkPrintersAloneWhenBluetoothIsOff() throws Exception {
        printers.pairedFailure = new BridgeException(ErrorCode.BLUETOOTH_UNAVAILABLE, "Bluetooth is off");
        List<?> devices = (List<?>) answer(request("l1", "listDevices")).get("devices");
        assertEquals(1, devices.size());
        assertEquals(KITCHEN, Fixtures.object(devices.get(0)).get("address"));
    }

    @Test
    public void answersTheBluetoothErrorWhenThereIsNoNetworkPrinterEither() throws Exception {
        printers.network.clear();
        printers.pairedFailure = new BridgeException(ErrorCode.BLUETOOTH_UNAVAILABLE, "Bluetooth is off");
        assertEquals("bluetooth_unavailable", code(answer(request("l1", "listDevices"))));
        printers.pairedFailure = new BridgeException(ErrorCode.PERMISSION_DENIED, "BLUETOOTH_CONNECT refused");
        assertEquals("permission_denied", code(answer(request("l2", "listDevices"))));
    }

    @Test
    public void answersBluetoothUnavailableWhenThePairedListDoesNotComeInTime() throws Exception {
        printers.network.clear();
        printers.listHangs = true;
        long start = System.nanoTime();
        assertEquals("bluetooth_unavailable", code(answer(request("l1", "listDevices"))));
        assertTrue((System.nanoTime() - start) / 1_000_000 < 1_000);
    }

    // connect

    @Test
    public void connectsToABluetoothPrinterAndKeepsTheConnectionForThePrints() throws Exception {
        assertEquals("ok", code(answer(request("c1", "connect", "address", MTP))));
        assertEquals("ok", code(answer(print("p1", MTP, 1))));
        assertEquals("ok", code(answer(print("p2", MTP.toLowerCase(), 2))));
        assertEquals(Collections.singletonList(MTP), printers.opens);
        assertFalse(printers.connections.get(0).isClosed());
        assertEquals(Arrays.asList(MTP + "#1", MTP + "#2"), printers.written);
    }

    @Test
    public void opensANetworkPrinterForEachJobAndClosesItAfter() throws Exception {
        assertEquals("ok", code(answer(request("c1", "connect", "address", KITCHEN))));
        assertEquals("ok", code(answer(print("p1", KITCHEN, 1))));
        assertEquals(Arrays.asList(KITCHEN_TARGET, KITCHEN_TARGET), printers.opens);
        for (FakePrinters.Connection connection : printers.connections) assertTrue(connection.isClosed());
        assertArrayEquals(new byte[] {1, 0x1b, 0x40, 'H', 'o', 'l', 'a', 0x0a},
                printers.connections.get(1).bytes.toByteArray());
    }

    @Test
    public void refusesANetworkPrinterThatIsNotSavedWithoutOpeningAnything() throws Exception {
        assertEquals("device_not_found", code(answer(request("c1", "connect", "address", "tcp://10.0.0.9:9100"))));
        assertEquals("device_not_found", code(answer(print("p1", "tcp://10.0.0.9:9100", 1))));
        assertTrue(printers.opens.isEmpty());
    }

    @Test
    public void passesOnTheTransportsRefusalsWithoutRetrying() throws Exception {
        printers.openFailure = new BridgeException(ErrorCode.DEVICE_NOT_FOUND, "Not paired");
        assertEquals("device_not_found", code(answer(request("c1", "connect", "address", "66:22:B3:0F:0F:0F"))));
        printers.openFailure = new BridgeException(ErrorCode.PERMISSION_DENIED, "BLUETOOTH_CONNECT refused");
        assertEquals("permission_denied", code(answer(print("p1", MTP, 1))));
        printers.openFailure = new BridgeException(ErrorCode.BLUETOOTH_UNAVAILABLE, "Bluetooth is off");
        assertEquals("bluetooth_unavailable", code(answer(request("c2", "connect", "address", MTP))));
        assertTrue(printers.written.isEmpty());
    }

    @Test
    public void triesToConnectTwiceThenAnswersConnectFailed() throws Exception {
        printers.script(MTP, Step.REFUSE, Step.OK);
        assertEquals("ok", code(answer(request("c1", "connect", "address", MTP))));
        assertEquals(2, printers.opens.size());

        printers.script(KITCHEN_TARGET, Step.REFUSE, Step.REFUSE);
        assertEquals("connect_failed", code(answer(request("c2", "connect", "address", KITCHEN))));
        assertEquals(Arrays.asList(MTP, MTP, KITCHEN_TARGET, KITCHEN_TARGET), printers.opens);
    }

    @Test
    public void answersConnectFailedWhenTheConnectionDoesNotOpenInTimeAndClosesItWhenItComes() throws Exception {
        printers.script(MTP, Step.HANG, Step.HANG);
        long start = System.nanoTime();
        assertEquals("connect_failed", code(answer(request("c1", "connect", "address", MTP))));
        long took = (System.nanoTime() - start) / 1_000_000;
        assertTrue("two tries of 200 ms: " + took, took >= 350 && took < 900);
        printers.release.countDown();
        Thread.sleep(100);
        assertEquals(2, printers.connections.size());
        for (FakePrinters.Connection late : printers.connections) assertTrue("late connection closed", late.isClosed());
    }

    // print

    @Test
    public void reconnectsOnceWhenTheKeptConnectionBroke() throws Exception {
        printers.script(MTP, Step.BROKEN, Step.OK);
        assertEquals("ok", code(answer(request("c1", "connect", "address", MTP))));
        assertEquals("ok", code(answer(print("p1", MTP, 1))));
        assertEquals(2, printers.opens.size());
        assertTrue(printers.connections.get(0).isClosed());
        assertEquals(Collections.singletonList(MTP + "#1"), printers.written);
    }

    @Test
    public void answersPrintFailedWhenTheSecondConnectionBreaksToo() throws Exception {
        printers.script(MTP, Step.BROKEN, Step.BROKEN, Step.OK);
        assertEquals("print_failed", code(answer(print("p1", MTP, 1))));
        assertEquals(2, printers.opens.size());
        // The next job starts afresh.
        assertEquals("ok", code(answer(print("p2", MTP, 2))));
        assertEquals(Collections.singletonList(MTP + "#2"), printers.written);
    }

    @Test
    public void answersConnectFailedWhenAPrintCannotConnect() throws Exception {
        printers.script(MTP, Step.REFUSE, Step.REFUSE);
        assertEquals("connect_failed", code(answer(print("p1", MTP, 1))));
    }

    @Test
    public void answersPrintFailedWhenWritingDoesNotEndInTimeAndClosesTheStuckConnection() throws Exception {
        printers.script(KITCHEN_TARGET, Step.STUCK, Step.STUCK);
        long start = System.nanoTime();
        assertEquals("print_failed", code(answer(print("p1", KITCHEN, 1))));
        long took = (System.nanoTime() - start) / 1_000_000;
        assertTrue("two writes of 200 ms: " + took, took >= 350 && took < 1_500);
        for (FakePrinters.Connection stuck : printers.connections) assertTrue(stuck.isClosed());
    }

    // the queue

    @Test
    public void writesOneJobAtATimePerPrinterInTheOrderTheyCame() throws Exception {
        printers.writeMs = 30;
        RecordingSink sink = new RecordingSink();
        for (int job = 1; job <= 6; job++) bridge.onMessage(print("p" + job, job % 2 == 0 ? MTP : KITCHEN, job), sink);
        List<Map<String, Object>> answers = sink.await(6);
        Thread.sleep(50);
        assertEquals("every request answered once", 6, sink.count());
        List<String> ids = new ArrayList<>();
        for (Map<String, Object> answer : answers) {
            assertEquals(true, answer.get("ok"));
            ids.add((String) answer.get("id"));
        }
        Collections.sort(ids);
        assertEquals(Arrays.asList("p1", "p2", "p3", "p4", "p5", "p6"), ids);
        assertEquals(1, printers.mostAtOnce(MTP));
        assertEquals(1, printers.mostAtOnce(KITCHEN_TARGET));
        List<String> bluetooth = new ArrayList<>();
        List<String> network = new ArrayList<>();
        for (String job : printers.written) (job.startsWith(MTP) ? bluetooth : network).add(job);
        assertEquals(Arrays.asList(MTP + "#2", MTP + "#4", MTP + "#6"), bluetooth);
        assertEquals(Arrays.asList(KITCHEN_TARGET + "#1", KITCHEN_TARGET + "#3", KITCHEN_TARGET + "#5"), network);
    }

    @Test
    public void aStuckPrinterDoesNotHoldBackAnother() throws Exception {
        printers.script(KITCHEN_TARGET, Step.STUCK, Step.STUCK);
        RecordingSink stuck = new RecordingSink();
        bridge.onMessage(print("p1", KITCHEN, 1), stuck);
        Thread.sleep(50);
        long start = System.nanoTime();
        assertEquals("ok", code(answer(print("p2", MTP, 2))));
        assertTrue((System.nanoTime() - start) / 1_000_000 < 150);
        assertEquals(0, stuck.count());
        assertEquals("print_failed", code(stuck.single()));
    }

    @Test
    public void failsAJobWhoseTimeRanOutInTheQueueRatherThanPrintingAfterTheWebGaveUp() throws Exception {
        bridge.close();
        // A print has 300 ms: it waits behind a connect that spends 2 x 200 ms on a printer that does not answer.
        bridge = new PrintBridge(printers, printers, printers, new Timeouts(300, 200, 200, 300, 600, 300));
        printers.script(MTP, Step.HANG, Step.HANG, Step.OK);
        RecordingSink sink = new RecordingSink();
        bridge.onMessage("{\"v\":1,\"id\":\"c1\",\"type\":\"connect\",\"address\":\"" + MTP + "\"}", sink);
        bridge.onMessage(print("p1", MTP, 1), sink);
        Map<String, Object> codes = new HashMap<>();
        for (Map<String, Object> answer : sink.await(2)) codes.put((String) answer.get("id"), code(answer));
        assertEquals("connect_failed", codes.get("c1"));
        assertEquals("connect_failed", codes.get("p1"));
        assertEquals("the print did not even try", 2, printers.opens.size());
        assertTrue("nothing printed late", printers.written.isEmpty());
    }

    // every request answered once

    @Test
    public void answersUnreadableMessagesAtOnce() throws Exception {
        assertEquals(Json.parse("{\"v\":1,\"id\":\"\",\"ok\":false,\"error\":{\"code\":\"bad_request\","
                + "\"message\":\"The message is not text\"}}"), answer(null));
        assertEquals("unsupported_version", code(answer("{\"v\":3,\"id\":\"x1\",\"type\":\"print\"}")));
    }

    @Test
    public void answersEveryOneOfManyOverlappingRequestsOnceWithItsId() throws Exception {
        printers.writeMs = 2;
        printers.script(MTP, Step.BROKEN);
        RecordingSink sink = new RecordingSink();
        List<String> sent = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String id = "r" + i;
            sent.add(id);
            switch (i % 5) {
                case 0:
                    bridge.onMessage(request(id, "listDevices"), sink);
                    break;
                case 1:
                    bridge.onMessage(request(id, "connect", "address", KITCHEN), sink);
                    break;
                case 2:
                    bridge.onMessage(print(id, MTP, i), sink);
                    break;
                case 3:
                    bridge.onMessage(print(id, "tcp://10.9.9.9:9100", i), sink);
                    break;
                default:
                    bridge.onMessage("{\"v\":1,\"id\":\"" + id + "\",\"type\":\"print\"}", sink);
            }
        }
        List<String> ids = new ArrayList<>();
        for (Map<String, Object> answer : sink.await(40)) ids.add((String) answer.get("id"));
        Thread.sleep(100);
        assertEquals(40, sink.count());
        Collections.sort(ids);
        Collections.sort(sent);
        assertEquals(sent, ids);
    }

    @Test
    public void keepsWorkingWhenThePageThatAskedIsGone() throws Exception {
        bridge.onMessage(request("c1", "connect", "address", MTP), new MessageSink() {
            @Override
            public void post(String json) {
                throw new IllegalStateException("WebView destroyed");
            }
        });
        assertEquals("ok", code(answer(print("p1", MTP, 1))));
    }

    @Test
    public void answersAfterItWasClosedWithoutOpeningAnything() throws Exception {
        bridge.close();
        assertEquals("print_failed", code(answer(print("p1", MTP, 1))));
        assertEquals("connect_failed", code(answer(request("c1", "connect", "address", KITCHEN))));
        assertTrue(printers.opens.isEmpty());
    }

    @Test
    public void closesTheKeptConnectionsWhenClosed() throws Exception {
        assertEquals("ok", code(answer(request("c1", "connect", "address", MTP))));
        bridge.close();
        Thread.sleep(50);
        assertTrue(printers.connections.get(0).isClosed());
    }
}
