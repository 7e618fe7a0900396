package es.plataforma.printbridge;

import java.util.LinkedHashMap;
import java.util.Map;

/** A printer as {@code listDevices} lists it: a paired Bluetooth device or a saved network printer. */
public final class PrinterDevice {
    public static final int MAX_NAME = 200;

    public final String name;
    public final String address;
    /** The paper the app was told the printer has (58 or 80), or null. */
    public final Integer paperWidth;

    public PrinterDevice(String name, String address, Integer paperWidth) {
        String shown = name == null ? "" : name;
        this.name = shown.length() > MAX_NAME ? shown.substring(0, MAX_NAME) : shown;
        this.address = address;
        this.paperWidth = paperWidth;
    }

    public PrinterDevice withPaperWidth(Integer width) {
        return new PrinterDevice(name, address, width);
    }

    Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("name", name);
        json.put("address", address);
        if (paperWidth != null) json.put("paperWidth", paperWidth);
        return json;
    }
}
