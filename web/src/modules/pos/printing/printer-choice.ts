import * as z from 'zod/mini';
import { PAPER_WIDTHS, type PaperWidth } from '@plataforma/domain';

/** Where this device prints tickets: the browser's print dialog, or a paired Bluetooth printer through the bridge. */
export type PrinterChoice =
  | { kind: 'browser'; paperWidth: PaperWidth }
  | { kind: 'bluetooth'; name: string; address: string; paperWidth: PaperWidth };

/** localStorage key: the choice belongs to this device (tablet, phone or computer), not to the user. */
export const PRINTER_STORAGE_KEY = 'plataforma.printer';

export const DEFAULT_PRINTER: PrinterChoice = { kind: 'browser', paperWidth: 80 };

const paperWidth = z.union(PAPER_WIDTHS.map((w) => z.literal(w)) as [z.ZodMiniLiteral<PaperWidth>]);
const choiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('browser'), paperWidth }),
  z.object({
    kind: z.literal('bluetooth'),
    name: z.string().check(z.maxLength(200)),
    address: z.string().check(z.minLength(1), z.maxLength(64)),
    paperWidth,
  }),
]);

const listeners = new Set<() => void>();
let cache: { raw: string | null; choice: PrinterChoice } | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(PRINTER_STORAGE_KEY);
  } catch {
    return null; // Storage disabled (private mode): the default printer.
  }
}

/** The remembered choice (the same object while it does not change, as useSyncExternalStore wants). */
export function readPrinterChoice(): PrinterChoice {
  const raw = readRaw();
  if (cache?.raw === raw) return cache.choice;
  let choice = DEFAULT_PRINTER;
  if (raw !== null) {
    try {
      const parsed = choiceSchema.safeParse(JSON.parse(raw));
      if (parsed.success) choice = parsed.data;
    } catch {
      // A damaged value: the default printer.
    }
  }
  cache = { raw, choice };
  return choice;
}

export function savePrinterChoice(choice: PrinterChoice): void {
  try {
    window.localStorage.setItem(PRINTER_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Not remembered, but this session still uses it.
    cache = { raw: JSON.stringify(choice), choice };
  }
  listeners.forEach((listener) => listener());
}

/** Subscribes to changes of the choice, from this page or another tab. */
export function subscribePrinterChoice(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PRINTER_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
