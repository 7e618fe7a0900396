package es.plataforma.printbridge;

import java.io.IOException;

/** Network printers: raw ESC/POS over TCP ({@link TcpTransport} is the implementation). */
public interface NetworkTransport {
    PrinterConnection open(String host, int port, int timeoutMs) throws IOException;
}
