package es.plataforma.printbridge;

/** Where the answers to one page's requests go (the Android layer wraps WebViewCompat's JavaScriptReplyProxy). */
public interface MessageSink {
    /** Sends one answer (JSON text); called from any thread. */
    void post(String json);
}
