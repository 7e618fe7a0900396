package es.plataforma.printbridge;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.After;
import org.junit.Test;

/**
 * The core against the contract fixtures the domain generates (tests/fixtures/print-bridge): the same constants, the
 * same address rules, and for every request of requests.json exactly the answer the domain's reference reader gives.
 */
public class ContractFixturesTest {
    private static final Map<String, Object> CONTRACT = Fixtures.read("contract.json");
    private final FakePrinters printers = scenario();
    private final PrintBridge bridge = new PrintBridge(printers, printers, printers, Timeouts.DEFAULT);

    @After
    public void close() {
        bridge.close();
    }

    /** The printers of the fixtures' scenario: what requests.json's answers expect. */
    private static FakePrinters scenario() {
        Map<String, Object> scenario = Fixtures.object(CONTRACT.get("scenario"));
        FakePrinters printers = new FakePrinters();
        printers.paperWidth = ((Double) scenario.get("paperWidth")).intValue();
        for (Map<String, Object> device : Fixtures.cases(scenario, "paired"))
            printers.paired.add(new PrinterDevice((String) device.get("name"), (String) device.get("address"), null));
        for (Map<String, Object> device : Fixtures.cases(scenario, "network"))
            printers.network.add(new PrinterDevice((String) device.get("name"), (String) device.get("address"), null));
        return printers;
    }

    @Test
    public void knowsTheContractsConstants() {
        assertEquals(1.0, CONTRACT.get("version"));
        assertEquals((double) RequestReader.VERSION, CONTRACT.get("version"));
        assertEquals(PrintBridge.OBJECT_NAME, CONTRACT.get("object"));
        assertEquals(PrintBridge.SPP_UUID, CONTRACT.get("sppUuid"));
        assertEquals((double) PrinterAddress.NETWORK_PRINTER_PORT, CONTRACT.get("networkPrinterPort"));
        List<Object> codes = new ArrayList<>();
        for (ErrorCode code : ErrorCode.values()) codes.add(code.wire);
        assertEquals(CONTRACT.get("errorCodes"), codes);
    }

    @Test
    public void answersWithinTheWebsTimeoutsEvenWhenEveryStepTakesItsLongest() {
        Map<String, Object> web = Fixtures.object(CONTRACT.get("webTimeoutsMs"));
        Timeouts t = Timeouts.DEFAULT;
        assertTrue(t.listBudgetMs < (Double) web.get("listDevices"));
        assertTrue(t.connectBudgetMs < (Double) web.get("connect"));
        assertTrue(t.printBudgetMs < (Double) web.get("print"));
        assertTrue(t.listMs <= t.listBudgetMs);
        // Two tries (the second after a reconnect) fit in the budget, so a slow printer is not cut short.
        assertTrue(2 * t.connectMs <= t.connectBudgetMs);
        assertTrue(2 * (t.connectMs + t.writeMs) <= t.printBudgetMs);
    }

    @Test
    public void readsAddressesAsTheDomainDoes() {
        Map<String, Object> addresses = Fixtures.read("addresses.json");
        for (Map<String, Object> good : Fixtures.cases(addresses, "good")) {
            String text = (String) good.get("address");
            PrinterAddress address = PrinterAddress.parse(text);
            assertNotNull(text, address);
            assertEquals(text, good.get("kind"), address.kind.name().toLowerCase());
            if (address.kind == PrinterAddress.Kind.NETWORK) {
                assertEquals(text, good.get("host"), address.host);
                assertEquals(text, good.get("port"), (double) address.port);
            }
        }
        for (Object bad : (List<?>) addresses.get("bad")) assertNull((String) bad, PrinterAddress.parse((String) bad));
    }

    @Test
    public void carriesOutEveryGoodRequestWithTheAnswerOfTheFixtures() throws InterruptedException {
        for (Map<String, Object> request : Fixtures.cases(Fixtures.read("requests.json"), "good")) {
            RecordingSink sink = new RecordingSink();
            bridge.onMessage((String) request.get("text"), sink);
            assertEquals((String) request.get("name"), request.get("answer"), sink.single());
        }
    }

    @Test
    public void refusesEveryBadRequestWithTheErrorOfTheFixtures() throws InterruptedException {
        for (Map<String, Object> request : Fixtures.cases(Fixtures.read("requests.json"), "bad")) {
            RecordingSink sink = new RecordingSink();
            bridge.onMessage((String) request.get("text"), sink);
            Map<String, Object> answer = new LinkedHashMap<>(sink.single());
            Map<String, Object> error = new LinkedHashMap<>(Fixtures.object(answer.get("error")));
            assertTrue("a message for the logs", error.remove("message") instanceof String);
            answer.put("error", error);
            assertEquals((String) request.get("name"), request.get("answer"), answer);
        }
        assertEquals("nothing was opened for a bad request", 0, printers.opens.size());
    }

    @Test
    public void writesAnswersAsTheWebReadsThem() throws Exception {
        Map<String, Map<String, Object>> answers = new LinkedHashMap<>();
        for (Map<String, Object> good : Fixtures.cases(Fixtures.read("answers.json"), "good"))
            answers.put((String) good.get("name"), Fixtures.object(Json.parse((String) good.get("text"))));
        assertEquals(answers.get("ok"), Json.parse(Answers.ok("a1")));
        List<PrinterDevice> devices = new ArrayList<>();
        for (Map<String, Object> device : Fixtures.cases(answers.get("devices of both kinds"), "devices"))
            devices.add(new PrinterDevice((String) device.get("name"), (String) device.get("address"),
                    ((Double) device.get("paperWidth")).intValue()));
        assertEquals(answers.get("devices of both kinds"), Json.parse(Answers.devices("a2", devices)));
        for (ErrorCode code : ErrorCode.values())
            assertEquals(answers.get("failure " + code.wire),
                    Json.parse(Answers.failure("a7", code, "Example: " + code.wire)));
        assertEquals(answers.get("a failure to an unreadable request"),
                Json.parse(Answers.failure("", ErrorCode.BAD_REQUEST, "Example: bad_request")));
    }
}
