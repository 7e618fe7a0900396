import * as z from 'zod/mini';
import { PAPER_WIDTHS, type PaperWidth } from '@plataforma/domain';
import { readDeviceChoice, saveDeviceChoice, useDeviceChoice } from '../../../platform/device/device-choice';

/** Where this device prints tickets: the browser's print dialog, or a paired Bluetooth printer through the bridge. */
export type PrinterChoice =
  | { kind: 'browser'; paperWidth: PaperWidth }
  | { kind: 'bluetooth'; name: string; address: string; paperWidth: PaperWidth };

/** The device choice's name (stored in localStorage under `plataforma.printer`). */
const PRINTER_CHOICE = 'printer';

/** localStorage key: the choice belongs to this device (tablet, phone or computer), not to the user. */
export const PRINTER_STORAGE_KEY = `plataforma.${PRINTER_CHOICE}`;

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
const parseChoice = (value: unknown): PrinterChoice | undefined => choiceSchema.safeParse(value).data;

/** The remembered choice, or the browser's printer (the same object while it does not change). */
export const readPrinterChoice = (): PrinterChoice => readDeviceChoice(PRINTER_CHOICE, parseChoice) ?? DEFAULT_PRINTER;

export const savePrinterChoice = (choice: PrinterChoice): void => saveDeviceChoice(PRINTER_CHOICE, choice);

/** The remembered choice as React state, and the setter that remembers another one. */
export const usePrinterChoice = () => useDeviceChoice(PRINTER_CHOICE, parseChoice, DEFAULT_PRINTER);
