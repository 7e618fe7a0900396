package es.plataforma.printbridge;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

/** The address rules themselves are checked against the fixtures (ContractFixturesTest); these are the core's own. */
public class PrinterAddressTest {
    @Test
    public void givesOnePrinterOneKey() {
        assertEquals("66:22:B3:0A:0B:0C", PrinterAddress.parse("66:22:b3:0a:0b:0c").key());
        assertEquals("tcp://cocina.local:9100", PrinterAddress.parse("tcp://Cocina.LOCAL:9100").key());
        assertEquals("tcp://[fe80::1]:9100", PrinterAddress.parse("tcp://[FE80::1]:9100").key());
        assertTrue(PrinterAddress.parse("66:22:b3:0a:0b:0c").samePrinter(PrinterAddress.parse("66:22:B3:0A:0B:0C")));
        assertFalse(PrinterAddress.parse("tcp://a:9100").samePrinter(PrinterAddress.parse("tcp://a:9101")));
        assertFalse(PrinterAddress.parse("tcp://a:9100").samePrinter(null));
    }

    @Test
    public void takesWhatAManagerTypesForANetworkPrinter() {
        assertEquals("tcp://192.168.1.50:9100", PrinterAddress.fromUserInput(" 192.168.1.50 ").text);
        assertEquals("tcp://cocina.local:9101", PrinterAddress.fromUserInput("Cocina.local:9101").text);
        assertEquals("tcp://192.168.1.50:9100", PrinterAddress.fromUserInput("tcp://192.168.1.50:9100").text);
        assertEquals("tcp://[fe80::1]:9100", PrinterAddress.fromUserInput("[fe80::1]").text);
        for (String bad : new String[] {"", "impresora cocina", "192.168.1.50:0", "66:22:B3:01:02:03", "http://x:1"})
            assertNull(bad, PrinterAddress.fromUserInput(bad));
    }
}
