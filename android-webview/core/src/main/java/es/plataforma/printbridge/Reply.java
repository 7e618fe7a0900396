package es.plataforma.printbridge;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/** The one answer a request gets: whatever happens after the first, nothing more is sent. */
final class Reply {
    private final MessageSink sink;
    private final AtomicBoolean sent = new AtomicBoolean();

    Reply(MessageSink sink) {
        this.sink = sink;
    }

    void ok(String id) {
        send(Answers.ok(id));
    }

    void devices(String id, List<PrinterDevice> devices) {
        send(Answers.devices(id, devices));
    }

    void failure(String id, ErrorCode code, String message) {
        send(Answers.failure(id, code, message));
    }

    private void send(String json) {
        if (!sent.compareAndSet(false, true)) return;
        try {
            sink.post(json);
        } catch (RuntimeException pageGone) {
            // The page that asked is gone (the WebView navigated or was destroyed): nobody waits for the answer.
        }
    }
}
