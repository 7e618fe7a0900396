package es.plataforma.printbridge;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A printer's address as the bridge writes it: a Bluetooth MAC ({@code 66:22:B3:01:02:03}, either case) or a network
 * printer's {@code tcp://host:port} (port 1-65535 written out, IPv6 in brackets), at most 64 characters. The same rules
 * as domain's {@code parsePrinterAddress}, checked against the contract fixtures' addresses.
 */
public final class PrinterAddress {
    public enum Kind {
        BLUETOOTH,
        NETWORK
    }

    public static final int MAX_LENGTH = 64;
    /** The usual port of network ESC/POS printers (raw printing). */
    public static final int NETWORK_PRINTER_PORT = 9100;

    private static final Pattern MAC = Pattern.compile("[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}");
    private static final String LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
    private static final Pattern TCP = Pattern.compile(
            "tcp://(?:(" + LABEL + "(?:\\." + LABEL + ")*)|\\[([0-9A-Fa-f:.]+)\\]):([1-9][0-9]{0,4})");

    public final Kind kind;
    /** The address as written. */
    public final String text;
    /** The network printer's host (an IPv6 address without its brackets); null for Bluetooth. */
    public final String host;
    /** The network printer's port; 0 for Bluetooth. */
    public final int port;

    private PrinterAddress(Kind kind, String text, String host, int port) {
        this.kind = kind;
        this.text = text;
        this.host = host;
        this.port = port;
    }

    /** The address, or null when the text is not one. */
    public static PrinterAddress parse(String text) {
        if (text == null || text.length() > MAX_LENGTH) return null;
        if (MAC.matcher(text).matches()) return new PrinterAddress(Kind.BLUETOOTH, text, null, 0);
        Matcher tcp = TCP.matcher(text);
        if (!tcp.matches()) return null;
        int port = Integer.parseInt(tcp.group(3));
        if (port > 65535) return null;
        return new PrinterAddress(Kind.NETWORK, text, tcp.group(1) != null ? tcp.group(1) : tcp.group(2), port);
    }

    /**
     * A network printer typed in the settings: {@code 192.168.1.50}, {@code cocina.local:9100} or the full
     * {@code tcp://} address; port 9100 when none is given. Null when it is not a valid address.
     */
    public static PrinterAddress fromUserInput(String input) {
        if (input == null) return null;
        String text = input.trim();
        if (!text.startsWith("tcp://")) text = "tcp://" + text;
        boolean hasPort = !text.endsWith("]") && text.substring("tcp://".length()).matches(".*:[0-9]+");
        if (!hasPort) text = text + ":" + NETWORK_PRINTER_PORT;
        PrinterAddress address = parse(text);
        return address != null && address.kind == Kind.NETWORK ? parse(address.key()) : null;
    }

    /** The MAC in upper case (what Android's Bluetooth API takes). */
    public String mac() {
        if (kind != Kind.BLUETOOTH) throw new IllegalStateException("Not a Bluetooth address: " + text);
        return text.toUpperCase(Locale.ROOT);
    }

    /** One printer, one key: the MAC in upper case, or the tcp address with the host in lower case. */
    public String key() {
        if (kind == Kind.BLUETOOTH) return mac();
        String name = host.toLowerCase(Locale.ROOT);
        return "tcp://" + (name.indexOf(':') >= 0 ? "[" + name + "]" : name) + ":" + port;
    }

    public boolean samePrinter(PrinterAddress other) {
        return other != null && key().equals(other.key());
    }

    @Override
    public String toString() {
        return text;
    }
}
