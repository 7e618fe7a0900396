package es.plataforma.printbridge;

/** A failure with its contract error code (thrown by the transports, answered as it is). */
public final class BridgeException extends Exception {
    private static final long serialVersionUID = 1L;

    public final ErrorCode code;

    public BridgeException(ErrorCode code, String message) {
        super(message);
        this.code = code;
    }

    public BridgeException(ErrorCode code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }
}
