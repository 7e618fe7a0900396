package es.plataforma.printbridge;

/** A request of the web, read and checked (see {@link RequestReader}). */
public final class BridgeRequest {
    public enum Type {
        LIST_DEVICES("listDevices"),
        CONNECT("connect"),
        PRINT("print");

        public final String wire;

        Type(String wire) {
            this.wire = wire;
        }

        static Type fromWire(String wire) {
            for (Type type : values()) if (type.wire.equals(wire)) return type;
            return null;
        }
    }

    public final String id;
    public final Type type;
    /** The printer (connect, print); null for listDevices. */
    public final PrinterAddress address;
    /** 58 or 80 (print); 0 otherwise. */
    public final int paperWidth;
    /** The ESC/POS bytes to write (print); null otherwise. */
    public final byte[] data;

    BridgeRequest(String id, Type type, PrinterAddress address, int paperWidth, byte[] data) {
        this.id = id;
        this.type = type;
        this.address = address;
        this.paperWidth = paperWidth;
        this.data = data;
    }
}
