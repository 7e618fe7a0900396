package es.plataforma.printbridge;

import java.util.List;

/** What the app's settings say about printers (read at each request: the manager may change them meanwhile). */
public interface PrinterSettings {
    /** The network printers saved in the settings. */
    List<PrinterDevice> networkPrinters();

    /** The paper width (58 or 80) the printers are said to have, or null. */
    Integer paperWidth();
}
