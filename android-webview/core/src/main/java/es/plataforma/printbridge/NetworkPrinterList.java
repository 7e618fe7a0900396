package es.plataforma.printbridge;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The saved network printers as the settings store them: a JSON array of {@code {name, address}}. */
public final class NetworkPrinterList {
    private NetworkPrinterList() {}

    public static String encode(List<PrinterDevice> printers) {
        List<Object> list = new ArrayList<>();
        for (PrinterDevice printer : printers) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("name", printer.name);
            item.put("address", printer.address);
            list.add(item);
        }
        return Json.write(list);
    }

    /** The stored printers; entries that are not a network printer's address are left out, nothing throws. */
    public static List<PrinterDevice> decode(String stored) {
        if (stored == null || stored.isEmpty()) return Collections.emptyList();
        Object value;
        try {
            value = Json.parse(stored);
        } catch (Json.JsonException e) {
            return Collections.emptyList();
        }
        List<PrinterDevice> printers = new ArrayList<>();
        if (!(value instanceof List)) return printers;
        for (Object item : (List<?>) value) {
            if (!(item instanceof Map)) continue;
            Object name = ((Map<?, ?>) item).get("name");
            Object address = ((Map<?, ?>) item).get("address");
            PrinterAddress parsed = address instanceof String ? PrinterAddress.parse((String) address) : null;
            if (parsed != null && parsed.kind == PrinterAddress.Kind.NETWORK)
                printers.add(new PrinterDevice(name instanceof String ? (String) name : "", parsed.key(), null));
        }
        return printers;
    }

    /**
     * The list with one more printer (typed by the manager: {@code 192.168.1.50}, {@code cocina.local:9100}...), or
     * replacing the one with the same address. Throws IllegalArgumentException when the address is not valid.
     */
    public static List<PrinterDevice> with(List<PrinterDevice> printers, String name, String typedAddress) {
        PrinterAddress address = PrinterAddress.fromUserInput(typedAddress);
        if (address == null) throw new IllegalArgumentException("Not a network printer address: " + typedAddress);
        List<PrinterDevice> next = without(printers, address.key());
        next.add(new PrinterDevice(name == null || name.trim().isEmpty() ? address.key() : name.trim(), address.key(),
                null));
        return next;
    }

    public static List<PrinterDevice> without(List<PrinterDevice> printers, String address) {
        PrinterAddress removed = PrinterAddress.parse(address);
        List<PrinterDevice> next = new ArrayList<>();
        for (PrinterDevice printer : printers)
            if (!PrinterAddress.parse(printer.address).samePrinter(removed)) next.add(printer);
        return next;
    }
}
