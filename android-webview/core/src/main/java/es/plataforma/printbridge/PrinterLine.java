package es.plataforma.printbridge;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeoutException;

/**
 * One printer's queue: its jobs (connect, print) run one at a time, in the order they arrived, on the line's own
 * thread, which alone touches the connection. A Bluetooth connection is kept between jobs; a network printer's is
 * closed after each job (it serves other tills too). A job whose connection breaks, or does not open, is tried once
 * more on a new connection before it fails.
 */
final class PrinterLine {
    /** Opens a connection to this printer; may block up to about {@code timeoutMs}. */
    interface Opener {
        PrinterConnection open(long timeoutMs) throws Exception;
    }

    /** A job's clock: the time left before its deadline. */
    interface Clock {
        long now();
    }

    private static final int ATTEMPTS = 2;

    private final PrinterAddress address;
    private final Opener opener;
    private final boolean keepOpen;
    private final Blocking blocking;
    private final Timeouts timeouts;
    private final Clock clock;
    private final ExecutorService queue;
    /** The kept connection (Bluetooth); only the queue's thread touches it. */
    private PrinterConnection kept;

    PrinterLine(PrinterAddress address, Opener opener, boolean keepOpen, Blocking blocking, Timeouts timeouts,
            Clock clock, ExecutorService queue) {
        this.address = address;
        this.opener = opener;
        this.keepOpen = keepOpen;
        this.blocking = blocking;
        this.timeouts = timeouts;
        this.clock = clock;
        this.queue = queue;
    }

    void submit(Runnable job) {
        queue.execute(job);
    }

    /** Opens (or, when one is kept, checks) the connection. */
    void connect(long deadline) throws BridgeException {
        if (kept != null) return;
        BridgeException failure = null;
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            try {
                PrinterConnection connection = open(deadline);
                if (keepOpen) kept = connection;
                else connection.close();
                return;
            } catch (BridgeException e) {
                if (e.code != ErrorCode.CONNECT_FAILED) throw e;
                failure = e;
            }
        }
        throw failure;
    }

    /** Writes a job's bytes, on the kept connection or a new one, reconnecting once if it breaks. */
    void print(byte[] data, long deadline) throws BridgeException {
        BridgeException failure = null;
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            PrinterConnection connection = kept;
            kept = null;
            try {
                if (connection == null) connection = open(deadline);
                write(connection, data, deadline);
                if (keepOpen) kept = connection;
                else connection.close();
                return;
            } catch (BridgeException e) {
                if (connection != null) connection.close();
                if (e.code != ErrorCode.CONNECT_FAILED && e.code != ErrorCode.PRINT_FAILED) throw e;
                failure = e;
            }
        }
        throw failure;
    }

    /** Closes the kept connection once the queued jobs are done, and ends the line's thread. */
    void shutdown() {
        try {
            queue.execute(new Runnable() {
                @Override
                public void run() {
                    if (kept != null) kept.close();
                    kept = null;
                }
            });
        } catch (RuntimeException alreadyShutDown) {
            // Nothing was kept by a line that no longer runs.
        }
        queue.shutdown();
    }

    private PrinterConnection open(long deadline) throws BridgeException {
        final long timeout = Math.min(timeouts.connectMs, deadline - clock.now());
        try {
            return blocking.call(new Callable<PrinterConnection>() {
                @Override
                public PrinterConnection call() throws Exception {
                    return opener.open(timeout);
                }
            }, timeout, new Blocking.Late<PrinterConnection>() {
                @Override
                public void discard(PrinterConnection late) {
                    late.close();
                }
            });
        } catch (BridgeException e) {
            throw e;
        } catch (TimeoutException e) {
            throw new BridgeException(ErrorCode.CONNECT_FAILED,
                    "No connection to " + address + " within " + Math.max(timeout, 0) + " ms");
        } catch (Exception e) {
            throw new BridgeException(ErrorCode.CONNECT_FAILED, "Could not connect to " + address + ": " + e, e);
        }
    }

    private void write(final PrinterConnection connection, final byte[] data, long deadline) throws BridgeException {
        long timeout = Math.min(timeouts.writeMs, deadline - clock.now());
        try {
            blocking.call(new Callable<Void>() {
                @Override
                public Void call() throws Exception {
                    connection.write(data);
                    return null;
                }
            }, timeout, null);
        } catch (TimeoutException e) {
            connection.close(); // unblocks the write
            throw new BridgeException(ErrorCode.PRINT_FAILED,
                    "Writing to " + address + " did not end within " + Math.max(timeout, 0) + " ms");
        } catch (Exception e) {
            throw new BridgeException(ErrorCode.PRINT_FAILED, "Writing to " + address + " failed: " + e, e);
        }
    }
}
