/**
 * What the POS module offers other modules (import the folder, never its files): ticket printing.
 * Its texts live under `pos.` in the module's catalogue (loaded with the POS screens).
 */
export { TicketView } from './printing/TicketView';
export { PrinterButton, PrinterPicker, usePrinterName } from './printing/PrinterPicker';
export { usePrinter, type UsePrinter } from './printing/usePrinter';
export { printTicket, printInBrowser, type PrintOutcome, type PrintTicketOptions } from './printing/printTicket';
export { getPrintBridge, PrintBridgeError, type PrintBridge } from './printing/bridge';
export {
  DEFAULT_PRINTER,
  PRINTER_STORAGE_KEY,
  readPrinterChoice,
  savePrinterChoice,
  type PrinterChoice,
} from './printing/printer-choice';
