package es.plataforma.printbridge;

import java.util.Arrays;
import java.util.Base64;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a request of the web (JSON text) the way domain's {@code readBridgeRequest} does: not JSON or not an object is
 * {@code bad_request}; a {@code v} other than 1 (or none) is {@code unsupported_version}; then the request's schema
 * (no unknown fields). A refusal carries the request's id when it is a string of at most 64 characters, else "".
 */
public final class RequestReader {
    public static final int VERSION = 1;
    public static final int MAX_ID = 64;

    private static final Pattern BASE64 = Pattern.compile(
            "(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})");
    private static final Set<String> LIST_FIELDS = fields("v", "id", "type");
    private static final Set<String> CONNECT_FIELDS = fields("v", "id", "type", "address");
    private static final Set<String> PRINT_FIELDS = fields("v", "id", "type", "address", "paperWidth", "dataBase64");

    private RequestReader() {}

    /** A request, or why it is refused. */
    public static final class Reading {
        public final BridgeRequest request;
        /** The id to answer a refusal with ("" when unreadable). */
        public final String id;
        public final ErrorCode code;
        /** Why, in English, for the logs. */
        public final String reason;

        private Reading(BridgeRequest request, String id, ErrorCode code, String reason) {
            this.request = request;
            this.id = id;
            this.code = code;
            this.reason = reason;
        }

        public boolean ok() {
            return request != null;
        }
    }

    public static Reading read(String text) {
        if (text == null) return refuse("", ErrorCode.BAD_REQUEST, "The message is not text");
        Object value;
        try {
            value = Json.parse(text);
        } catch (Json.JsonException e) {
            return refuse("", ErrorCode.BAD_REQUEST, "Not JSON: " + e.getMessage());
        }
        if (!(value instanceof Map)) return refuse("", ErrorCode.BAD_REQUEST, "Not a JSON object");
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = (Map<String, Object>) value;
        Object rawId = fields.get("id");
        String id = rawId instanceof String && ((String) rawId).length() <= MAX_ID ? (String) rawId : "";
        if (!isNumber(fields.get("v"), VERSION))
            return refuse(id, ErrorCode.UNSUPPORTED_VERSION, "Version " + fields.get("v") + " is not " + VERSION);
        if (id.isEmpty()) return refuse(id, ErrorCode.BAD_REQUEST, "The id must be a text of 1-64 characters");

        BridgeRequest.Type type = fields.get("type") instanceof String
                ? BridgeRequest.Type.fromWire((String) fields.get("type"))
                : null;
        if (type == null) return refuse(id, ErrorCode.BAD_REQUEST, "Unknown type " + fields.get("type"));
        Set<String> allowed = type == BridgeRequest.Type.LIST_DEVICES
                ? LIST_FIELDS
                : type == BridgeRequest.Type.CONNECT ? CONNECT_FIELDS : PRINT_FIELDS;
        for (String field : fields.keySet())
            if (!allowed.contains(field)) return refuse(id, ErrorCode.BAD_REQUEST, "Unknown field " + field);
        if (type == BridgeRequest.Type.LIST_DEVICES) return accept(new BridgeRequest(id, type, null, 0, null));

        Object rawAddress = fields.get("address");
        PrinterAddress address = rawAddress instanceof String ? PrinterAddress.parse((String) rawAddress) : null;
        if (address == null) return refuse(id, ErrorCode.BAD_REQUEST, "Not a printer address: " + rawAddress);
        if (type == BridgeRequest.Type.CONNECT) return accept(new BridgeRequest(id, type, address, 0, null));

        Object width = fields.get("paperWidth");
        int paperWidth = isNumber(width, 58) ? 58 : isNumber(width, 80) ? 80 : 0;
        if (paperWidth == 0) return refuse(id, ErrorCode.BAD_REQUEST, "The paper width must be 58 or 80");
        Object data = fields.get("dataBase64");
        if (!(data instanceof String) || !BASE64.matcher((String) data).matches())
            return refuse(id, ErrorCode.BAD_REQUEST, "dataBase64 is not standard padded base64");
        return accept(new BridgeRequest(id, type, address, paperWidth, Base64.getDecoder().decode((String) data)));
    }

    private static boolean isNumber(Object value, double expected) {
        return value instanceof Double && (Double) value == expected;
    }

    private static Reading accept(BridgeRequest request) {
        return new Reading(request, request.id, null, null);
    }

    private static Reading refuse(String id, ErrorCode code, String reason) {
        return new Reading(null, id, code, reason);
    }

    private static Set<String> fields(String... names) {
        return new HashSet<>(Arrays.asList(names));
    }
}
