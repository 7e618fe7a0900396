import { PAPER_WIDTHS, parsePrinterAddress, type PaperWidth, type PrinterKind } from '@plataforma/domain';
import { readDeviceChoice, saveDeviceChoice, useDeviceChoice } from '../../../platform/device/device-choice';

/**
 * How a printer prints the VERI*FACTU QR (issue 23): with its own QR command (most ESC/POS printers: the default), or
 * as a raster image of the modules for a printer without it.
 */
export type QrMode = 'native' | 'image';
export const QR_MODES: readonly QrMode[] = ['native', 'image'];

/**
 * A printer of the Android bridge: a paired Bluetooth one (MAC) or a network one (`tcp://host:port`); `qr` is only
 * stored when 'image' (a choice saved before it existed prints natively).
 */
export type BridgePrinterChoice = {
  kind: PrinterKind;
  name: string;
  address: string;
  paperWidth: PaperWidth;
  qr?: QrMode;
};

/** Where this device prints tickets: the browser's print dialog, or a printer through the Android bridge. */
export type PrinterChoice = { kind: 'browser'; paperWidth: PaperWidth } | BridgePrinterChoice;

export const isBridgePrinter = (choice: PrinterChoice): choice is BridgePrinterChoice => choice.kind !== 'browser';

/** The device choice's name (stored in localStorage under `plataforma.printer`). */
const PRINTER_CHOICE = 'printer';

/** localStorage key: the choice belongs to this device (tablet, phone or computer), not to the user. */
export const PRINTER_STORAGE_KEY = `plataforma.${PRINTER_CHOICE}`;

export const DEFAULT_PRINTER: PrinterChoice = { kind: 'browser', paperWidth: 80 };

const isPaperWidth = (value: unknown): value is PaperWidth => (PAPER_WIDTHS as readonly unknown[]).includes(value);

/**
 * A stored choice, checked by hand rather than with a zod schema (the POS screens load this on first paint, and
 * zod with it): unknown fields are dropped, anything else not as written here is refused (the browser's then).
 */
function parseChoice(value: unknown): PrinterChoice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, name, address, paperWidth, qr } = value as Record<string, unknown>;
  if (!isPaperWidth(paperWidth)) return undefined;
  if (kind === 'browser') return { kind, paperWidth };
  const bridge = kind === 'bluetooth' || kind === 'network';
  if (!bridge || typeof name !== 'string' || name.length > 200 || typeof address !== 'string') return undefined;
  // A bridge printer's address, of its kind.
  if (parsePrinterAddress(address)?.kind !== kind) return undefined;
  return qr === 'image' ? { kind, name, address, paperWidth, qr } : { kind, name, address, paperWidth };
}

/** The remembered choice, or the browser's printer (the same object while it does not change). */
export const readPrinterChoice = (): PrinterChoice => readDeviceChoice(PRINTER_CHOICE, parseChoice) ?? DEFAULT_PRINTER;

export const savePrinterChoice = (choice: PrinterChoice): void => saveDeviceChoice(PRINTER_CHOICE, choice);

/** The remembered choice as React state, and the setter that remembers another one. */
export const usePrinterChoice = () => useDeviceChoice(PRINTER_CHOICE, parseChoice, DEFAULT_PRINTER);
