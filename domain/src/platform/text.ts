import * as z from 'zod/mini';

/** Field message for text holding half a character (a lone UTF-16 surrogate, which no keyboard types). */
export const ILL_FORMED_TEXT_MESSAGE = 'El texto contiene caracteres no válidos';

// A surrogate only matches \p{Cs} in a `u` regex when it is unpaired: the same as !value.isWellFormed() (ES2024,
// newer than the browsers and the lib the web targets). Firestore cannot encode such a string: it would fail
// the write (and a transaction would retry it for a minute) instead of a clean 400.
const LONE_SURROGATE = /\p{Cs}/u;

// Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) reorder the text after them, so a name could
// read on a ticket or a screen differently from what it holds ('Trojan Source'). The marks LRM/RLM stay.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);

export const stripBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, '');

/** The well-formedness check, for string schemas that are not free text (passwords). */
export const wellFormed = () => z.refine<string>(isWellFormedText, ILL_FORMED_TEXT_MESSAGE);

/**
 * Free text a person types (names, notes, addresses, searches), the base of every text field of the API: refused
 * when ill-formed, without bidirectional controls, trimmed, at most `max` characters and at least `min` (with its
 * own message when given).
 */
export function textSchema(max: number, min = 0, minMessage?: string) {
  return z
    .string()
    .check(
      wellFormed(),
      z.overwrite(stripBidiControls),
      z.trim(),
      ...(min > 0 ? [z.minLength(min, minMessage)] : []),
      z.maxLength(max),
    );
}
