import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per user action: the same action retried (same body) reuses its key, so the server answers
 * the first result instead of doing it twice (selling, booking); another action gets a new one. Call `done()` once
 * the server answered, so the next action, even with the same body, is a new one.
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) current.current = { body: text, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
