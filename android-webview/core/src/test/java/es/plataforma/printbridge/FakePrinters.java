package es.plataforma.printbridge;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Test double of both transports and the settings: printers that accept, refuse, hang or break as each test scripts
 * it, and that record every open, every byte written and how many writes ran at once per printer.
 */
final class FakePrinters implements BluetoothTransport, NetworkTransport, PrinterSettings {
    /** What the next open of a printer does. */
    enum Step {
        /** Opens; writes take {@link #writeMs}. */
        OK,
        /** The printer refuses the connection (IOException). */
        REFUSE,
        /** Open blocks until {@link #release}, then opens. */
        HANG,
        /** Opens, but every write throws. */
        BROKEN,
        /** Opens, but every write blocks until the connection is closed. */
        STUCK,
    }

    final List<PrinterDevice> paired = Collections.synchronizedList(new ArrayList<PrinterDevice>());
    final List<PrinterDevice> network = Collections.synchronizedList(new ArrayList<PrinterDevice>());
    volatile Integer paperWidth;
    volatile BridgeException pairedFailure;
    volatile BridgeException openFailure;
    volatile boolean listHangs;
    volatile long writeMs;
    final CountDownLatch release = new CountDownLatch(1);

    /** Every open, by target (the MAC, or host:port), in order. */
    final List<String> opens = Collections.synchronizedList(new ArrayList<String>());
    /** Every connection opened, in order. */
    final List<Connection> connections = Collections.synchronizedList(new ArrayList<Connection>());
    private final Map<String, Deque<Step>> scripts = new HashMap<>();
    private final Map<String, AtomicInteger> writing = new HashMap<>();
    private final Map<String, AtomicInteger> mostAtOnce = new HashMap<>();
    /** Jobs written, in the order they were written: the first byte of each (tests number their jobs so). */
    final List<String> written = Collections.synchronizedList(new ArrayList<String>());

    synchronized FakePrinters script(String target, Step... steps) {
        Deque<Step> script = scripts.get(target);
        if (script == null) scripts.put(target, script = new ArrayDeque<>());
        Collections.addAll(script, steps);
        return this;
    }

    synchronized int mostAtOnce(String target) {
        AtomicInteger most = mostAtOnce.get(target);
        return most == null ? 0 : most.get();
    }

    private synchronized Step next(String target) {
        Deque<Step> script = scripts.get(target);
        return script == null || script.isEmpty() ? Step.OK : script.poll();
    }

    private synchronized AtomicInteger counter(Map<String, AtomicInteger> counters, String target) {
        AtomicInteger counter = counters.get(target);
        if (counter == null) counters.put(target, counter = new AtomicInteger());
        return counter;
    }

    @Override
    public List<PrinterDevice> pairedDevices() throws BridgeException {
        if (listHangs) await(release);
        if (pairedFailure != null) throw pairedFailure;
        return new ArrayList<>(paired);
    }

    @Override
    public PrinterConnection open(String mac) throws BridgeException, IOException {
        if (openFailure != null) throw openFailure;
        return open(mac, next(mac));
    }

    @Override
    public PrinterConnection open(String host, int port, int timeoutMs) throws IOException {
        String target = host + ":" + port;
        return open(target, next(target));
    }

    @Override
    public List<PrinterDevice> networkPrinters() {
        return new ArrayList<>(network);
    }

    @Override
    public Integer paperWidth() {
        return paperWidth;
    }

    private PrinterConnection open(String target, Step step) throws IOException {
        opens.add(target);
        if (step == Step.REFUSE) throw new IOException("Connection refused by " + target);
        if (step == Step.HANG) await(release);
        Connection connection = new Connection(target, step);
        connections.add(connection);
        return connection;
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    final class Connection implements PrinterConnection {
        final String target;
        final Step step;
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final CountDownLatch closed = new CountDownLatch(1);

        Connection(String target, Step step) {
            this.target = target;
            this.step = step;
        }

        boolean isClosed() {
            return closed.getCount() == 0;
        }

        @Override
        public void write(byte[] data) throws IOException {
            if (isClosed()) throw new IOException("Socket closed");
            if (step == Step.BROKEN) throw new IOException("Broken pipe");
            AtomicInteger now = counter(writing, target);
            AtomicInteger most = counter(mostAtOnce, target);
            int atOnce = now.incrementAndGet();
            synchronized (most) {
                most.set(Math.max(most.get(), atOnce));
            }
            try {
                if (step == Step.STUCK) {
                    await(closed);
                    throw new IOException("Socket closed while writing");
                }
                if (writeMs > 0) Thread.sleep(writeMs);
                synchronized (bytes) {
                    bytes.write(data);
                }
                written.add(target + "#" + data[0]);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("Interrupted");
            } finally {
                now.decrementAndGet();
            }
        }

        @Override
        public void close() {
            closed.countDown();
        }
    }
}
