import * as z from 'zod/mini';
import { PAPER_WIDTHS, parsePrinterAddress, type PaperWidth, type PrinterKind } from '@plataforma/domain';
import { readDeviceChoice, saveDeviceChoice, useDeviceChoice } from '../../../platform/device/device-choice';

/** A printer of the Android bridge: a paired Bluetooth one (MAC) or a network one (`tcp://host:port`). */
export type BridgePrinterChoice = { kind: PrinterKind; name: string; address: string; paperWidth: PaperWidth };

/** Where this device prints tickets: the browser's print dialog, or a printer through the Android bridge. */
export type PrinterChoice = { kind: 'browser'; paperWidth: PaperWidth } | BridgePrinterChoice;

export const isBridgePrinter = (choice: PrinterChoice): choice is BridgePrinterChoice => choice.kind !== 'browser';

/** The device choice's name (stored in localStorage under `plataforma.printer`). */
const PRINTER_CHOICE = 'printer';

/** localStorage key: the choice belongs to this device (tablet, phone or computer), not to the user. */
export const PRINTER_STORAGE_KEY = `plataforma.${PRINTER_CHOICE}`;

export const DEFAULT_PRINTER: PrinterChoice = { kind: 'browser', paperWidth: 80 };

const paperWidth = z.union(PAPER_WIDTHS.map((w) => z.literal(w)) as [z.ZodMiniLiteral<PaperWidth>]);
const name = z.string().check(z.maxLength(200));
/** A bridge printer's address, of its kind. */
const addressOf = (kind: PrinterKind) =>
  z.string().check(z.refine((address) => parsePrinterAddress(address)?.kind === kind));
const choiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('browser'), paperWidth }),
  z.object({ kind: z.literal('bluetooth'), name, address: addressOf('bluetooth'), paperWidth }),
  z.object({ kind: z.literal('network'), name, address: addressOf('network'), paperWidth }),
]);
const parseChoice = (value: unknown): PrinterChoice | undefined => choiceSchema.safeParse(value).data;

/** The remembered choice, or the browser's printer (the same object while it does not change). */
export const readPrinterChoice = (): PrinterChoice => readDeviceChoice(PRINTER_CHOICE, parseChoice) ?? DEFAULT_PRINTER;

export const savePrinterChoice = (choice: PrinterChoice): void => saveDeviceChoice(PRINTER_CHOICE, choice);

/** The remembered choice as React state, and the setter that remembers another one. */
export const usePrinterChoice = () => useDeviceChoice(PRINTER_CHOICE, parseChoice, DEFAULT_PRINTER);
