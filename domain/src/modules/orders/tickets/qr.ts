import { encodeQR } from 'qr';
import { QR_OPTIONS } from './qr-draw';

/**
 * The modules of a QR code (rows of booleans, true for dark, with the quiet zone of 4 light modules
 * around the symbol that readers need), error correction M, for the screens and
 * documents that draw it themselves (the HTML ticket, the PDF); the ESC/POS ticket sends the data to the printer's
 * own QR command instead. The encoder is the `qr` package (ISO/IEC 18004, no dependencies).
 */
export function qrModules(data: string): boolean[][] {
  return encodeQR(data, 'raw', QR_OPTIONS);
}
