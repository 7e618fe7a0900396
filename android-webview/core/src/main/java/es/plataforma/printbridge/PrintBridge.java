package es.plataforma.printbridge;

import java.io.Closeable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The Android side of the print bridge (contract: domain/src/modules/orders/tickets/print-bridge.ts), without
 * Android: it reads each request of the page, answers every one exactly once with its id, lists the paired Bluetooth
 * and saved network printers, and runs connect and print jobs on one queue per printer. {@link #onMessage} never
 * blocks; answers go to the request's {@link MessageSink} from the bridge's threads.
 */
public final class PrintBridge implements Closeable {
    /** The object WebViewCompat.addWebMessageListener injects into the product's pages. */
    public static final String OBJECT_NAME = "PlataformaPrinter";
    /** Serial Port Profile: the RFCOMM service of Bluetooth thermal printers. */
    public static final String SPP_UUID = "00001101-0000-1000-8000-00805F9B34FB";

    private final BluetoothTransport bluetooth;
    private final NetworkTransport network;
    private final PrinterSettings settings;
    private final Timeouts timeouts;
    private final PrinterLine.Clock clock;
    private final ExecutorService calls = Executors.newCachedThreadPool(threads("printer-call"));
    private final ExecutorService lists = Executors.newSingleThreadExecutor(threads("printer-list"));
    private final Blocking blocking = new Blocking(calls);
    private final ConcurrentHashMap<String, PrinterLine> lines = new ConcurrentHashMap<>();
    private volatile boolean closed;

    public PrintBridge(BluetoothTransport bluetooth, NetworkTransport network, PrinterSettings settings,
            Timeouts timeouts) {
        this(bluetooth, network, settings, timeouts, new PrinterLine.Clock() {
            @Override
            public long now() {
                return System.nanoTime() / 1_000_000;
            }
        });
    }

    PrintBridge(BluetoothTransport bluetooth, NetworkTransport network, PrinterSettings settings, Timeouts timeouts,
            PrinterLine.Clock clock) {
        this.bluetooth = bluetooth;
        this.network = network;
        this.settings = settings;
        this.timeouts = timeouts;
        this.clock = clock;
    }

    /** A message of the page (its {@code data}: JSON text, or null when it was not text). */
    public void onMessage(String text, MessageSink sink) {
        final Reply reply = new Reply(sink);
        RequestReader.Reading reading = RequestReader.read(text);
        if (!reading.ok()) {
            reply.failure(reading.id, reading.code, reading.reason);
            return;
        }
        final BridgeRequest request = reading.request;
        final long deadline = clock.now() + timeouts.budget(request.type);
        try {
            if (closed) throw new RejectedExecutionException();
            if (request.type == BridgeRequest.Type.LIST_DEVICES) {
                lists.execute(new Runnable() {
                    @Override
                    public void run() {
                        listDevices(request.id, reply, deadline);
                    }
                });
                return;
            }
            final PrinterLine line = lineFor(request.address);
            line.submit(new Runnable() {
                @Override
                public void run() {
                    runJob(line, request, reply, deadline);
                }
            });
        } catch (BridgeException e) {
            reply.failure(request.id, e.code, e.getMessage());
        } catch (RejectedExecutionException e) {
            ErrorCode code = request.type == BridgeRequest.Type.LIST_DEVICES
                    ? ErrorCode.BLUETOOTH_UNAVAILABLE
                    : jobFailure(request.type);
            reply.failure(request.id, code, "The print bridge is closed");
        }
    }

    /** Closes the kept connections and stops the threads (the activity is going away). */
    @Override
    public void close() {
        closed = true;
        for (PrinterLine line : lines.values()) line.shutdown();
        lists.shutdownNow();
        calls.shutdown();
    }

    private void listDevices(String id, Reply reply, long deadline) {
        Integer paperWidth = settings.paperWidth();
        List<PrinterDevice> devices = new ArrayList<>();
        BridgeException bluetoothFailure = null;
        try {
            List<PrinterDevice> paired = blocking.call(new Callable<List<PrinterDevice>>() {
                @Override
                public List<PrinterDevice> call() throws Exception {
                    return bluetooth.pairedDevices();
                }
            }, Math.min(timeouts.listMs, deadline - clock.now()), null);
            for (PrinterDevice device : paired) {
                PrinterAddress address = PrinterAddress.parse(device.address);
                if (address != null && address.kind == PrinterAddress.Kind.BLUETOOTH)
                    devices.add(new PrinterDevice(device.name, address.mac(), paperWidth));
            }
        } catch (BridgeException e) {
            bluetoothFailure = e;
        } catch (Exception e) {
            bluetoothFailure = new BridgeException(ErrorCode.BLUETOOTH_UNAVAILABLE, "No paired devices: " + e, e);
        }
        List<PrinterDevice> saved = savedNetworkPrinters();
        for (PrinterDevice printer : saved) devices.add(printer.withPaperWidth(paperWidth));
        // Bluetooth off (or not allowed) still lists the network printers; with none, the Bluetooth error is the answer.
        if (bluetoothFailure != null && saved.isEmpty())
            reply.failure(id, bluetoothFailure.code, bluetoothFailure.getMessage());
        else reply.devices(id, devices);
    }

    private void runJob(PrinterLine line, BridgeRequest request, Reply reply, long deadline) {
        try {
            if (request.type == BridgeRequest.Type.CONNECT) line.connect(deadline);
            else line.print(request.data, deadline);
            reply.ok(request.id);
        } catch (BridgeException e) {
            reply.failure(request.id, e.code, e.getMessage());
        } catch (RuntimeException e) {
            reply.failure(request.id, jobFailure(request.type), "Unexpected failure: " + e);
        }
    }

    private static ErrorCode jobFailure(BridgeRequest.Type type) {
        return type == BridgeRequest.Type.PRINT ? ErrorCode.PRINT_FAILED : ErrorCode.CONNECT_FAILED;
    }

    /** The saved network printers whose address is valid, in the order of the settings. */
    private List<PrinterDevice> savedNetworkPrinters() {
        List<PrinterDevice> saved = new ArrayList<>();
        for (PrinterDevice printer : settings.networkPrinters()) {
            PrinterAddress address = PrinterAddress.parse(printer.address);
            if (address != null && address.kind == PrinterAddress.Kind.NETWORK)
                saved.add(new PrinterDevice(printer.name, address.text, printer.paperWidth));
        }
        return saved;
    }

    private PrinterLine lineFor(final PrinterAddress address) throws BridgeException {
        if (address.kind == PrinterAddress.Kind.NETWORK && !isSaved(address))
            throw new BridgeException(ErrorCode.DEVICE_NOT_FOUND, address + " is not a saved network printer");
        String key = address.key();
        PrinterLine line = lines.get(key);
        if (line != null) return line;
        PrinterLine created = new PrinterLine(address, opener(address),
                address.kind == PrinterAddress.Kind.BLUETOOTH, blocking, timeouts, clock,
                Executors.newSingleThreadExecutor(threads("printer " + key)));
        line = lines.putIfAbsent(key, created);
        if (line == null) return created;
        created.shutdown();
        return line;
    }

    private boolean isSaved(PrinterAddress address) {
        for (PrinterDevice printer : savedNetworkPrinters())
            if (address.samePrinter(PrinterAddress.parse(printer.address))) return true;
        return false;
    }

    private PrinterLine.Opener opener(final PrinterAddress address) {
        if (address.kind == PrinterAddress.Kind.BLUETOOTH) {
            return new PrinterLine.Opener() {
                @Override
                public PrinterConnection open(long timeoutMs) throws Exception {
                    return bluetooth.open(address.mac());
                }
            };
        }
        return new PrinterLine.Opener() {
            @Override
            public PrinterConnection open(long timeoutMs) throws Exception {
                return network.open(address.host, address.port, (int) Math.max(1, timeoutMs));
            }
        };
    }

    private static ThreadFactory threads(final String name) {
        final AtomicInteger count = new AtomicInteger();
        return new ThreadFactory() {
            @Override
            public Thread newThread(Runnable runnable) {
                Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
                thread.setDaemon(true);
                return thread;
            }
        };
    }
}
