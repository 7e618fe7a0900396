import { useEffect, useRef } from 'react';

/**
 * A USB barcode scanner is a keyboard that types a code very fast (a few ms per key) and ends it with Enter. The
 * till listens to every key of the page (capture phase, before any field), tells a scan from a person typing by the
 * time between keys, and keeps the scan out of whatever field has the focus:
 *
 * - The first key of a burst goes through (it may be a person typing): the focused field's value and selection are
 *   remembered before it lands.
 * - A key within `maxGapMs` of the previous one is part of a burst: it is swallowed (default prevented).
 * - Enter ending a burst of at least `minLength` keys is a scan: the field gets back its value (the first key is
 *   taken out again) and `onScan` gets the code. Nothing else sees that Enter (no form submits, no search chooses).
 * - A burst that stops without Enter was a person typing fast: the swallowed keys are put back into the field.
 */
export interface ScannerOptions {
  onScan: (code: string) => void;
  /** Off while a dialog that types (a client's search) is open, or the till cannot sell. */
  enabled?: boolean;
  /** Longest time between two keys of a scan (scanners: 1-20 ms; people rarely below 30 ms twice running). */
  maxGapMs?: number;
  /** Shortest code (EAN-8 and short SKUs are longer). */
  minLength?: number;
}

const DEFAULT_MAX_GAP_MS = 30;
const DEFAULT_MIN_LENGTH = 4;

type Field = HTMLInputElement | HTMLTextAreaElement;

interface Burst {
  chars: string;
  last: number;
  field: Field | null;
  value: string;
  selection: [number | null, number | null];
  timer: ReturnType<typeof setTimeout> | undefined;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    ['text', 'search', 'tel', 'email', 'url', 'number', 'password', ''].includes(target.type));

/** Sets a field's value as a person would (React's onChange sees it). */
function setFieldValue(field: Field, value: string, caret: number | null) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret !== null) {
    try {
      field.setSelectionRange(caret, caret);
    } catch {
      // Fields without a selection (number) keep their caret.
    }
  }
}

/** Puts keys that were swallowed back where the caret is (a person typed fast, it was no scan). */
function insertText(field: Field, text: string) {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  setFieldValue(field, field.value.slice(0, start) + text + field.value.slice(end), start + text.length);
}

export function useBarcodeScanner({
  onScan,
  enabled = true,
  maxGapMs = DEFAULT_MAX_GAP_MS,
  minLength = DEFAULT_MIN_LENGTH,
}: ScannerOptions) {
  const scan = useRef(onScan);
  useEffect(() => {
    scan.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return;
    let burst: Burst | null = null;

    const end = () => {
      if (!burst) return;
      clearTimeout(burst.timer);
      const swallowed = burst.chars.slice(1);
      // No Enter came: a person typing. Their keys go back into the field they typed in.
      if (swallowed && burst.field && document.activeElement === burst.field) insertText(burst.field, swallowed);
      burst = null;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.repeat) return end();
      // When the key was pressed (the event's own time): a page busy rendering the first key's effect dispatches the
      // next keys late, but their times are still the scanner's.
      const now = event.timeStamp || performance.now();
      const fast = burst !== null && now - burst.last <= maxGapMs;
      if (event.key === 'Enter') {
        if (fast && burst!.chars.length >= minLength) {
          event.preventDefault();
          event.stopImmediatePropagation();
          const { chars, field, value, selection } = burst!;
          clearTimeout(burst!.timer);
          burst = null;
          if (field) setFieldValue(field, value, selection[0]);
          scan.current(chars);
        } else end();
        return;
      }
      if (event.key.length !== 1) {
        // Shift comes before a capital letter of a scan; any other key ends the burst.
        if (event.key !== 'Shift') end();
        return;
      }
      if (fast) {
        event.preventDefault();
        event.stopImmediatePropagation();
        burst!.chars += event.key;
        burst!.last = now;
      } else {
        end();
        const field = isField(event.target) ? event.target : null;
        burst = {
          chars: event.key,
          last: now,
          field,
          value: field?.value ?? '',
          selection: [field?.selectionStart ?? null, field?.selectionEnd ?? null],
          timer: undefined,
        };
      }
      const current = burst!;
      clearTimeout(current.timer);
      current.timer = setTimeout(end, maxGapMs * 3);
    };

    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      if (burst) clearTimeout(burst.timer);
    };
  }, [enabled, maxGapMs, minLength]);
}
