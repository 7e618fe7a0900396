package es.plataforma.printbridge;

/** The error codes of the print bridge, version 1 (domain's PRINT_BRIDGE_ERROR_CODES). */
public enum ErrorCode {
    /** Bluetooth is off or the device has none. */
    BLUETOOTH_UNAVAILABLE("bluetooth_unavailable"),
    /** The app lacks the Bluetooth permission (BLUETOOTH_CONNECT). */
    PERMISSION_DENIED("permission_denied"),
    /** No paired device, or no saved network printer, with that address. */
    DEVICE_NOT_FOUND("device_not_found"),
    /** The printer did not accept the connection, also after a second try, or not in time. */
    CONNECT_FAILED("connect_failed"),
    /** Writing failed or did not end in time, also after reconnecting. */
    PRINT_FAILED("print_failed"),
    /** The request could not be read. */
    BAD_REQUEST("bad_request"),
    /** The request's version is not 1. */
    UNSUPPORTED_VERSION("unsupported_version");

    public final String wire;

    ErrorCode(String wire) {
        this.wire = wire;
    }
}
