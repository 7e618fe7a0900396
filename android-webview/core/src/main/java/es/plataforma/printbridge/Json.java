package es.plataforma.printbridge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader and writer (RFC 8259, read the way JavaScript's {@code JSON.parse} reads it) for the bridge's
 * small messages, so that the core needs no library. Objects read as {@code LinkedHashMap<String, Object>} (a repeated
 * key keeps its last value, as in JavaScript), arrays as {@code List<Object>}, numbers as {@code Double}, and null as
 * {@link #NULL}.
 */
public final class Json {
    /** JSON's null, distinct from a missing key. */
    public static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    /** Deeper nesting than any message of the bridge has is refused rather than risking the stack. */
    private static final int MAX_DEPTH = 512;

    private Json() {}

    /** Text that is not one JSON value. */
    public static final class JsonException extends Exception {
        private static final long serialVersionUID = 1L;

        JsonException(String message, int at) {
            super(message + " at " + at);
        }
    }

    public static Object parse(String text) throws JsonException {
        Reader reader = new Reader(text);
        reader.skipSpace();
        Object value = reader.value(0);
        reader.skipSpace();
        if (reader.at < text.length()) throw new JsonException("Unexpected text after the value", reader.at);
        return value;
    }

    private static final class Reader {
        private final String text;
        private int at;

        Reader(String text) {
            this.text = text;
        }

        void skipSpace() {
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
                at++;
            }
        }

        private char peek() throws JsonException {
            if (at >= text.length()) throw new JsonException("Unexpected end", at);
            return text.charAt(at);
        }

        private void expect(char c) throws JsonException {
            if (peek() != c) throw new JsonException("Expected '" + c + "'", at);
            at++;
        }

        Object value(int depth) throws JsonException {
            if (depth > MAX_DEPTH) throw new JsonException("Too deep", at);
            char c = peek();
            switch (c) {
                case '{':
                    return object(depth);
                case '[':
                    return array(depth);
                case '"':
                    return string();
                case 't':
                    return word("true", Boolean.TRUE);
                case 'f':
                    return word("false", Boolean.FALSE);
                case 'n':
                    return word("null", NULL);
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) return number();
                    throw new JsonException("Unexpected '" + c + "'", at);
            }
        }

        private Object word(String word, Object value) throws JsonException {
            if (!text.startsWith(word, at)) throw new JsonException("Expected " + word, at);
            at += word.length();
            return value;
        }

        private Map<String, Object> object(int depth) throws JsonException {
            Map<String, Object> object = new LinkedHashMap<>();
            expect('{');
            skipSpace();
            if (peek() == '}') {
                at++;
                return object;
            }
            while (true) {
                skipSpace();
                String key = string();
                skipSpace();
                expect(':');
                skipSpace();
                object.put(key, value(depth + 1));
                skipSpace();
                if (peek() == ',') {
                    at++;
                    continue;
                }
                expect('}');
                return object;
            }
        }

        private List<Object> array(int depth) throws JsonException {
            List<Object> array = new ArrayList<>();
            expect('[');
            skipSpace();
            if (peek() == ']') {
                at++;
                return array;
            }
            while (true) {
                skipSpace();
                array.add(value(depth + 1));
                skipSpace();
                if (peek() == ',') {
                    at++;
                    continue;
                }
                expect(']');
                return array;
            }
        }

        private String string() throws JsonException {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (true) {
                char c = peek();
                at++;
                if (c == '"') return out.toString();
                if (c < 0x20) throw new JsonException("Control character in a string", at - 1);
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char escape = peek();
                at++;
                switch (escape) {
                    case '"':
                    case '\\':
                    case '/':
                        out.append(escape);
                        break;
                    case 'b':
                        out.append('\b');
                        break;
                    case 'f':
                        out.append('\f');
                        break;
                    case 'n':
                        out.append('\n');
                        break;
                    case 'r':
                        out.append('\r');
                        break;
                    case 't':
                        out.append('\t');
                        break;
                    case 'u':
                        if (at + 4 > text.length()) throw new JsonException("Short \\u escape", at);
                        int code = 0;
                        for (int i = 0; i < 4; i++) {
                            int digit = Character.digit(text.charAt(at + i), 16);
                            if (digit < 0) throw new JsonException("Bad \\u escape", at);
                            code = code * 16 + digit;
                        }
                        at += 4;
                        out.append((char) code);
                        break;
                    default:
                        throw new JsonException("Bad escape", at - 1);
                }
            }
        }

        private Double number() throws JsonException {
            int start = at;
            if (peek() == '-') at++;
            if (peek() == '0') at++;
            else digits();
            if (at < text.length() && text.charAt(at) == '.') {
                at++;
                digits();
            }
            if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
                at++;
                if (peek() == '+' || peek() == '-') at++;
                digits();
            }
            return Double.valueOf(text.substring(start, at));
        }

        private void digits() throws JsonException {
            char c = peek();
            if (c < '0' || c > '9') throw new JsonException("Expected a digit", at);
            while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') at++;
        }
    }

    /** JSON text of maps, lists, strings, numbers (integral ones written without a fraction), booleans and null. */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null || value == NULL) {
            out.append("null");
        } else if (value instanceof String) {
            writeString((String) value, out);
        } else if (value instanceof Boolean) {
            out.append(value.toString());
        } else if (value instanceof Integer || value instanceof Long) {
            out.append(value.toString());
        } else if (value instanceof Number) {
            double number = ((Number) value).doubleValue();
            if (Double.isNaN(number) || Double.isInfinite(number)) out.append("null");
            else if (number == Math.rint(number) && Math.abs(number) < 1e15) out.append((long) number);
            else out.append(number);
        } else if (value instanceof Map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if (!first) out.append(',');
                first = false;
                writeString(String.valueOf(entry.getKey()), out);
                out.append(':');
                write(entry.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof List) {
            out.append('[');
            boolean first = true;
            for (Object item : (List<?>) value) {
                if (!first) out.append(',');
                first = false;
                write(item, out);
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("Not a JSON value: " + value.getClass());
        }
    }

    private static void writeString(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"':
                    out.append("\\\"");
                    break;
                case '\\':
                    out.append("\\\\");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                case '\b':
                    out.append("\\b");
                    break;
                case '\f':
                    out.append("\\f");
                    break;
                default:
                    if (c < 0x20 || Character.isSurrogate(c) && !wellPaired(text, i)) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                        if (Character.isHighSurrogate(c)) out.append(text.charAt(++i));
                    }
            }
        }
        out.append('"');
    }

    /** Whether the surrogate at {@code i} is half of a pair (a lone one is escaped, as JSON.stringify does). */
    private static boolean wellPaired(String text, int i) {
        char c = text.charAt(i);
        return Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
    }
}
