package es.plataforma.printbridge;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.Test;

/** The JSON reader takes what JavaScript's JSON.parse takes, and nothing else; the writer writes what it reads. */
public class JsonTest {
    @Test
    public void readsValuesAsJavaScriptDoes() throws Exception {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("v", 1.0);
        expected.put("id", "a\"1\u00e9\n/");
        expected.put("list", Arrays.<Object>asList(true, false, Json.NULL, -0.5, 58.0, 1e3));
        expected.put("empty", new LinkedHashMap<String, Object>());
        assertEquals(expected, Json.parse(
                " {\"v\":1.0,\"id\":\"a\\\"1\\u00e9\\n\\/\",\"list\":[true,false,null,-5e-1,58,1E3],\"empty\":{}}\r\n"));
        assertEquals("the last of a repeated key", 2.0, ((Map<?, ?>) Json.parse("{\"v\":1,\"v\":2}")).get("v"));
        assertEquals("\ud83d\udda8", Json.parse("\"\\ud83d\\udda8\""));
    }

    @Test
    public void refusesWhatJavaScriptRefuses() {
        for (String bad : new String[] {"", " ", "{", "{\"v\":1,}", "[1,]", "{'v':1}", "{v:1}", "01", "1.", ".5", "+1",
                "NaN", "Infinity", "\"a\nb\"", "\"\\x41\"", "\"\\u12\"", "tru", "nul", "{\"a\":1}}", "[1] [2]",
                "\"open", "{\"a\" 1}", "\u00a0{}"}) {
            try {
                Json.parse(bad);
                fail("read " + bad);
            } catch (Json.JsonException expected) {
                // refused
            }
        }
    }

    @Test
    public void writesWhatItReads() throws Exception {
        String text = "{\"v\":1,\"id\":\"x\\\"\\\\\\n\\u0001\u00f1\",\"ok\":true,\"n\":null,\"d\":[58,0.5]}";
        assertEquals(text, Json.write(Json.parse(text)));
        assertEquals("\"\\ud800\"", Json.write("\ud800"));
    }
}
