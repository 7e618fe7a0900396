package es.plataforma.printbridge;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;

/** Network printers over plain TCP (ESC/POS raw printing, usually port 9100): the bytes go out as they are. */
public final class TcpTransport implements NetworkTransport {
    @Override
    public PrinterConnection open(String host, int port, int timeoutMs) throws IOException {
        final Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(host, port), timeoutMs);
            final OutputStream out = socket.getOutputStream();
            return new PrinterConnection() {
                @Override
                public void write(byte[] data) throws IOException {
                    out.write(data);
                    out.flush();
                }

                @Override
                public void close() {
                    try {
                        // The printer reads to the end of the stream: send it, then let go.
                        if (!socket.isClosed() && !socket.isOutputShutdown()) socket.shutdownOutput();
                    } catch (IOException ignored) {
                        // Closing follows anyway.
                    }
                    closeQuietly(socket);
                }
            };
        } catch (IOException | RuntimeException e) {
            closeQuietly(socket);
            throw e;
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Already closed.
        }
    }
}
