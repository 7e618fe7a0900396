package es.plataforma.printbridge;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;

/**
 * The print bridge's contract fixtures (tests/fixtures/print-bridge/, generated from the domain by
 * {@code npm run fixtures:print-bridge}): the folder is given by the system property {@code plataforma.fixtures}, or
 * found above the working directory.
 */
final class Fixtures {
    private static final File FOLDER = locate();

    private Fixtures() {}

    private static File locate() {
        String given = System.getProperty("plataforma.fixtures");
        if (given != null) return new File(given);
        for (File dir = new File("").getAbsoluteFile(); dir != null; dir = dir.getParentFile()) {
            File candidate = new File(dir, "tests/fixtures/print-bridge");
            if (candidate.isDirectory()) return candidate;
        }
        throw new IllegalStateException("tests/fixtures/print-bridge not found: set -Dplataforma.fixtures");
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> read(String name) {
        try {
            byte[] bytes = Files.readAllBytes(new File(FOLDER, name).toPath());
            return (Map<String, Object>) Json.parse(new String(bytes, StandardCharsets.UTF_8));
        } catch (IOException | Json.JsonException e) {
            throw new IllegalStateException("Cannot read fixture " + name, e);
        }
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> cases(Map<String, Object> fixture, String group) {
        return (List<Map<String, Object>>) fixture.get(group);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(Object value) {
        return (Map<String, Object>) value;
    }

    static byte[] hex(String text) {
        byte[] bytes = new byte[text.length() / 2];
        for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) Integer.parseInt(text.substring(2 * i, 2 * i + 2), 16);
        return bytes;
    }
}
