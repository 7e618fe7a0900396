import { createElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  isPrintBridgeErrorCode,
  QR_OPTIONS,
  ticketToEscPos,
  type PaperWidth,
  type PrintedDocument,
  type PrinterKind,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import i18n from '../../../i18n';
import { getPrintBridge, PrintBridgeError, type PrintBridge } from './bridge';
import { documentLabel } from './document-label';
import { isBridgePrinter, type PrinterChoice } from './printer-choice';
import { loadQrEncoder, TicketView } from './TicketView';

export type PrintOutcome =
  /** Sent to the Bluetooth or network printer through the Android bridge. */
  | { via: 'bridge' }
  /** The browser's print dialog opened; `fallbackFrom` says why the bridge was not used when it was chosen. */
  | { via: 'browser'; fallbackFrom?: PrintBridgeError };

export interface PrintTicketOptions {
  /** The Android bridge (default: the one of this page, if any). */
  bridge?: PrintBridge | null;
  /** The browser's print dialog (default: printInBrowser); replaceable in tests. */
  printInBrowser?: (ticket: PrintedDocument, paperWidth: PaperWidth) => Promise<void>;
}

/** The Spanish reason of a bridge failure, for the toast (worded for the kind of printer, when known). */
export function bridgeErrorReason(error: unknown, kind?: PrinterKind): string {
  const code = error instanceof PrintBridgeError ? error.code : 'unknown';
  const key = isPrintBridgeErrorCode(code) || code === 'timeout' ? code : 'unknown';
  // A network printer is saved in the app rather than paired, and on the network rather than near.
  if (kind === 'network' && (key === 'device_not_found' || key === 'connect_failed'))
    return i18n.t(`pos.printing.networkErrors.${key}`);
  return i18n.t(`pos.printing.errors.${key}`);
}

/** How a printable document (a ticket, a till report) goes out: its ESC/POS bytes, and its browser print. */
export interface PrintWays<T> {
  escPos: (doc: T, paperWidth: PaperWidth) => Uint8Array;
  printInBrowser: (doc: T, paperWidth: PaperWidth) => Promise<void>;
  bridge?: PrintBridge | null;
}

/**
 * Prints a document where this device prints: on the chosen Bluetooth or network printer (ESC/POS bytes through the
 * Android bridge) when the bridge is there, else with the browser's print dialog. A bridge failure falls back to the
 * browser's dialog, with a toast that says why.
 */
export async function printDocument<T>(
  doc: T,
  choice: PrinterChoice,
  { escPos, printInBrowser: browser, bridge = getPrintBridge() }: PrintWays<T>,
): Promise<PrintOutcome> {
  if (bridge && isBridgePrinter(choice)) {
    try {
      await bridge.print(choice.address, choice.paperWidth, escPos(doc, choice.paperWidth));
      return { via: 'bridge' };
    } catch (error) {
      const failure = error instanceof PrintBridgeError ? error : new PrintBridgeError('unknown', String(error));
      toast.warning(
        i18n.t('pos.printing.fallback', {
          name: choice.name || choice.address,
          reason: bridgeErrorReason(failure, choice.kind),
        }),
      );
      await browser(doc, choice.paperWidth);
      return { via: 'browser', fallbackFrom: failure };
    }
  }
  await browser(doc, choice.paperWidth);
  return { via: 'browser' };
}

/**
 * Prints a ticket or a pre-bill (see printDocument). On a printer without the QR command (`qr: 'image'`), a
 * VERI*FACTU ticket's QR goes as a raster image: the encoder is loaded first (the ESC/POS bytes are made at once).
 */
export async function printTicket(
  ticket: PrintedDocument,
  choice: PrinterChoice,
  { bridge, printInBrowser: browser = printInBrowser }: PrintTicketOptions = {},
): Promise<PrintOutcome> {
  const hasQr = 'verifactu' in ticket && !!ticket.verifactu?.qrUrl;
  const qr = hasQr && isBridgePrinter(choice) && choice.qr === 'image' ? await loadQrEncoder() : null;
  const qrImage = qr ? (data: string) => qr.encodeQR(data, 'raw', QR_OPTIONS) : undefined;
  return printDocument(ticket, choice, {
    escPos: (doc, paperWidth) => ticketToEscPos(doc, paperWidth, qrImage),
    printInBrowser: browser,
    bridge,
  });
}

let current: { frame: HTMLIFrameElement; root: Root } | null = null;

function removeFrame() {
  if (!current) return;
  const { frame, root } = current;
  current = null;
  root.unmount();
  frame.remove();
}

/** Opens the browser's print dialog on the HTML ticket (or pre-bill) alone (see printElementInBrowser). */
export async function printInBrowser(ticket: PrintedDocument, paperWidth: PaperWidth): Promise<void> {
  // The print renders once and prints at once: a VERI*FACTU ticket's QR encoder must be there before.
  if ('verifactu' in ticket && ticket.verifactu?.qrUrl) await loadQrEncoder();
  return printElementInBrowser(
    documentLabel(ticket),
    documentLabel(ticket),
    createElement(TicketView, { ticket, paperWidth }),
  );
}

/**
 * Opens the browser's print dialog on one printed document alone: it is rendered into a hidden iframe (so the
 * screen behind is untouched and nothing else prints), which is removed after printing or before the next one.
 */
export async function printElementInBrowser(title: string, docTitle: string, element: ReactElement): Promise<void> {
  removeFrame();
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  document.body.appendChild(frame);
  const view = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!view || !doc) {
    frame.remove();
    throw new Error('The print frame has no document');
  }
  doc.title = docTitle;
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const root = createRoot(container);
  current = { frame, root };
  flushSync(() => root.render(element));
  view.addEventListener('afterprint', () => window.setTimeout(() => current?.frame === frame && removeFrame(), 0), {
    once: true,
  });
  view.focus();
  view.print();
}
