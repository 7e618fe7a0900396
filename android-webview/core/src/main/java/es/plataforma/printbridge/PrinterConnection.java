package es.plataforma.printbridge;

import java.io.IOException;

/** An open connection to a printer (an RFCOMM socket, a TCP socket). */
public interface PrinterConnection {
    /** Writes every byte (blocks until the transport has taken them); throws when the connection is broken. */
    void write(byte[] data) throws IOException;

    /** Closes the connection; never throws, may be called twice, and unblocks a write in progress. */
    void close();
}
