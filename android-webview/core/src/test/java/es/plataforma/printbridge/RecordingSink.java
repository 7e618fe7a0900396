package es.plataforma.printbridge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A message sink that keeps every answer, and waits for them. */
final class RecordingSink implements MessageSink {
    private final List<String> answers = new ArrayList<>();

    @Override
    public synchronized void post(String json) {
        answers.add(json);
        notifyAll();
    }

    /** The first {@code count} answers, parsed, waiting up to 10 s for them; fails when they do not come. */
    synchronized List<Map<String, Object>> await(int count) throws InterruptedException {
        long end = System.currentTimeMillis() + 10_000;
        while (answers.size() < count) {
            long left = end - System.currentTimeMillis();
            if (left <= 0) throw new AssertionError("Expected " + count + " answers, got " + answers);
            wait(left);
        }
        List<Map<String, Object>> parsed = new ArrayList<>();
        for (String answer : answers) {
            try {
                parsed.add(Fixtures.object(Json.parse(answer)));
            } catch (Json.JsonException e) {
                throw new AssertionError("Not JSON: " + answer);
            }
        }
        return parsed;
    }

    /** The one answer of a single request. */
    Map<String, Object> single() throws InterruptedException {
        return await(1).get(0);
    }

    synchronized int count() {
        return answers.size();
    }
}
