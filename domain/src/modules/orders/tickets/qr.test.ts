import { describe, expect, it } from 'vitest';
import decodeQR from 'qr/decode.js';
import { qrModules } from './qr';
import { QR_QUIET_ZONE, qrSvgPath } from './qr-draw';

const URL =
  'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=C1-000123&fecha=22-11-2026&importe=60.00';

/** The modules (their quiet zone included) as an RGB image, 4 pixels a module, as a camera would see them. */
function image(modules: boolean[][]) {
  const scale = 4;
  const side = modules.length * scale;
  const data = new Uint8Array(side * side * 3).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const offset = ((y * scale + dy) * side + x * scale + dx) * 3;
          data.fill(0, offset, offset + 3);
        }
    }),
  );
  return { width: side, height: side, data };
}

describe('the QR of a ticket', () => {
  it('encodes the URL so that a reader reads it back, in a version 7 symbol (error correction M)', () => {
    const modules = qrModules(URL);
    expect(modules).toHaveLength(17 + 4 * 7 + 2 * QR_QUIET_ZONE);
    expect(decodeQR(image(modules))).toBe(URL);
  });

  it('draws one unit square per dark module', () => {
    const modules = [
      [true, false],
      [false, true],
    ];
    expect(qrSvgPath(modules)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
