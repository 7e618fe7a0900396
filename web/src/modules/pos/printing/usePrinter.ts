import { useCallback, useMemo, useState } from 'react';
import type { PrintedDocument } from '@plataforma/domain';
import { getPrintBridge } from './bridge';
import { usePrinterChoice, type PrinterChoice } from './printer-choice';
import type { PrintOutcome } from './printTicket';

export interface UsePrinter {
  /** Where tickets print on this device (a bridge printer counts only inside the Android wrapper). */
  choice: PrinterChoice;
  /** Whether the Android print bridge is present. */
  bridgeAvailable: boolean;
  /** Remembers another printer for this device. */
  setChoice: (choice: PrinterChoice) => void;
  /** Prints a ticket on the chosen printer (falling back to the browser's dialog). */
  print: (ticket: PrintedDocument) => Promise<PrintOutcome>;
  printing: boolean;
}

/** The printer of this device and a print function, for the POS screens. */
export function usePrinter(): UsePrinter {
  const [stored, setChoice] = usePrinterChoice();
  const bridgeAvailable = getPrintBridge() !== null;
  const choice = useMemo<PrinterChoice>(
    () => (bridgeAvailable || stored.kind === 'browser' ? stored : { kind: 'browser', paperWidth: stored.paperWidth }),
    [bridgeAvailable, stored],
  );
  const [printing, setPrinting] = useState(false);
  const print = useCallback(
    async (ticket: PrintedDocument) => {
      setPrinting(true);
      try {
        // The ESC/POS encoder and the browser's ticket load with the first print, not with the screen.
        const { printTicket } = await import('./printTicket');
        return await printTicket(ticket, choice);
      } finally {
        setPrinting(false);
      }
    },
    [choice],
  );
  return { choice, bridgeAvailable, setChoice, print, printing };
}
