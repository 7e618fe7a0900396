package es.plataforma.printbridge;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.Test;

public class NetworkPrinterListTest {
    @Test
    public void savesAddsReplacesAndRemovesPrinters() {
        List<PrinterDevice> printers = NetworkPrinterList.with(Collections.<PrinterDevice>emptyList(), "Cocina",
                "192.168.1.50");
        printers = NetworkPrinterList.with(printers, " ", "barra.local:9101");
        printers = NetworkPrinterList.with(printers, "Cocina nueva", "tcp://192.168.1.50:9100");
        String stored = NetworkPrinterList.encode(printers);
        assertEquals("[{\"name\":\"tcp://barra.local:9101\",\"address\":\"tcp://barra.local:9101\"},"
                + "{\"name\":\"Cocina nueva\",\"address\":\"tcp://192.168.1.50:9100\"}]", stored);
        List<PrinterDevice> read = NetworkPrinterList.decode(stored);
        assertEquals(2, read.size());
        assertEquals("Cocina nueva", read.get(1).name);
        assertEquals(1, NetworkPrinterList.without(read, "tcp://BARRA.local:9101").size());
    }

    @Test
    public void readsWhatItCanOfABrokenStore() {
        assertTrue(NetworkPrinterList.decode(null).isEmpty());
        assertTrue(NetworkPrinterList.decode("not json").isEmpty());
        List<PrinterDevice> read = NetworkPrinterList.decode(
                "[{\"name\":\"A\",\"address\":\"tcp://a:9100\"},{\"address\":\"66:22:B3:01:02:03\"},7,{\"name\":1,\"address\":\"tcp://b:1\"}]");
        assertEquals(2, read.size());
        assertEquals("", read.get(1).name);
    }

    @Test(expected = IllegalArgumentException.class)
    public void refusesAnAddressThatIsNotOne() {
        NetworkPrinterList.with(Collections.<PrinterDevice>emptyList(), "Cocina", "impresora de la cocina");
    }
}
