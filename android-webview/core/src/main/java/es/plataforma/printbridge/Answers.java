package es.plataforma.printbridge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON text of the bridge's answers (version 1). */
public final class Answers {
    private Answers() {}

    public static String ok(String id) {
        return Json.write(base(id, true));
    }

    public static String devices(String id, List<PrinterDevice> devices) {
        Map<String, Object> answer = base(id, true);
        List<Object> list = new ArrayList<>();
        for (PrinterDevice device : devices) list.add(device.toJson());
        answer.put("devices", list);
        return Json.write(answer);
    }

    public static String failure(String id, ErrorCode code, String message) {
        Map<String, Object> answer = base(id, false);
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code.wire);
        error.put("message", message == null ? "" : message);
        answer.put("error", error);
        return Json.write(answer);
    }

    private static Map<String, Object> base(String id, boolean ok) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("v", RequestReader.VERSION);
        answer.put("id", id);
        answer.put("ok", ok);
        return answer;
    }
}
