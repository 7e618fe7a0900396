package es.plataforma.printbridge;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a blocking call of a transport (a Bluetooth connect has no timeout of its own) on another thread and waits for
 * it at most a given time. A result that arrives after the caller gave up is handed to {@code late} (to close it).
 */
final class Blocking {
    interface Late<T> {
        void discard(T result);
    }

    private static final int RUNNING = 0;
    private static final int TAKEN = 1;
    private static final int ABANDONED = 2;

    private final ExecutorService threads;

    Blocking(ExecutorService threads) {
        this.threads = threads;
    }

    <T> T call(final Callable<T> task, long timeoutMs, final Late<T> late) throws Exception {
        if (timeoutMs <= 0) throw new TimeoutException("No time left");
        final AtomicInteger state = new AtomicInteger(RUNNING);
        Future<T> future = threads.submit(new Callable<T>() {
            @Override
            public T call() throws Exception {
                T result = task.call();
                if (!state.compareAndSet(RUNNING, TAKEN) && late != null && result != null) late.discard(result);
                return result;
            }
        });
        try {
            return future.get(timeoutMs, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            // Unless the call finished at this very moment (then its result is ours), it is abandoned.
            if (state.compareAndSet(RUNNING, ABANDONED)) throw e;
            return unwrap(future);
        } catch (ExecutionException e) {
            throw rethrow(e);
        }
    }

    private static <T> T unwrap(Future<T> future) throws Exception {
        try {
            return future.get();
        } catch (ExecutionException e) {
            throw rethrow(e);
        }
    }

    private static Exception rethrow(ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof Exception) return (Exception) cause;
        if (cause instanceof Error) throw (Error) cause;
        return e;
    }
}
