import { describe, expect, it } from 'vitest';
import { buildTicket } from './build-ticket';
import { encodeEscPos, encodePc858, qrModuleSize, qrRasterImage, ticketToEscPos } from './escpos';
import { input, ORGANIZATION } from './fixtures.test-data';
import { layoutTicket, type TicketLayoutLine } from './layout';
import { qrModules } from './qr';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const line = (text: string, style: Partial<TicketLayoutLine> = {}): TicketLayoutLine => ({
  text,
  align: 'left',
  bold: false,
  double: false,
  ...style,
});

/** Where `needle` starts inside `bytes`, or -1. */
function indexOfBytes(bytes: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const START = [0x1b, 0x40, 0x1b, 0x74, 19, 0x1b, 0x4d, 0x00];
const END = [0x1b, 0x64, 3, 0x1d, 0x56, 66, 0];

describe('PC858 text', () => {
  it('maps every Spanish character to its PC858 byte', () => {
    expect(encodePc858('áéíóúüñÑ¿¡€')).toEqual([0xa0, 0x82, 0xa1, 0xa2, 0xa3, 0x81, 0xa4, 0xa5, 0xa8, 0xad, 0xd5]);
    expect(encodePc858('ÁÉÍÓÚÜºª')).toEqual([0xb5, 0x90, 0xd6, 0xe0, 0xe9, 0x9a, 0xa7, 0xa6]);
    expect(encodePc858('Año 12,50 €')).toEqual([...ascii('A'), 0xa4, ...ascii('o 12,50 '), 0xd5]);
  });

  it('composes decomposed accents, plain-texts typography and prints the rest as ?', () => {
    expect(encodePc858('n\u0303')).toEqual([0xa4]);
    expect(encodePc858('“Olé” – 1\u00a0€')).toEqual([...ascii('"Ol'), 0x82, ...ascii('" - 1 '), 0xd5]);
    expect(encodePc858('😀漢\u001b\n')).toEqual(ascii('????'));
  });
});

describe('ESC/POS encoder', () => {
  it('writes init, code page, font, styled lines and the cut', () => {
    const bytes = encodeEscPos([
      line('Café', { align: 'center', bold: true, double: true }),
      line('Total 3 €', { bold: true }),
      line('¡Gracias!', { align: 'right' }),
      line(''),
    ]);
    expect([...bytes]).toEqual([
      ...START,
      ...[0x1b, 0x61, 1, 0x1b, 0x45, 1, 0x1d, 0x21, 0x11],
      ...ascii('Caf'),
      0x82,
      0x0a,
      ...[0x1b, 0x61, 0, 0x1d, 0x21, 0x00],
      ...ascii('Total 3 '),
      0xd5,
      0x0a,
      ...[0x1b, 0x61, 2, 0x1b, 0x45, 0],
      0xad,
      ...ascii('Gracias!'),
      0x0a,
      ...[0x1b, 0x61, 0],
      0x0a,
      ...END,
    ]);
  });

  it('resets styles before cutting when the last line was styled', () => {
    const bytes = encodeEscPos([line('TOTAL', { align: 'center', bold: true, double: true })]);
    expect([...bytes.slice(-22)]).toEqual([
      ...ascii('TOTAL'),
      0x0a,
      ...[0x1b, 0x61, 0, 0x1b, 0x45, 0, 0x1d, 0x21, 0x00],
      ...END,
    ]);
  });

  it.each([
    [58, 32, 'TOTAL    60,00 '],
    [80, 48, 'TOTAL            60,00 '],
  ] as const)('encodes a whole %i mm ticket (%i columns)', (paperWidth, columns, total) => {
    const ticket = buildTicket(input());
    const bytes = ticketToEscPos(ticket, paperWidth);
    expect([...bytes.slice(0, START.length)]).toEqual(START);
    expect([...bytes.slice(-END.length)]).toEqual(END);
    // Header: centred, bold, double size.
    expect(indexOfBytes(bytes, [...START, 0x1b, 0x61, 1, 0x1b, 0x45, 1, 0x1d, 0x21, 0x11, ...ascii('Casa Lola')])).toBe(
      0,
    );
    // The title: centred and bold at normal size.
    expect(indexOfBytes(bytes, [0x1b, 0x61, 1, 0x1b, 0x45, 1, ...ascii('FACTURA SIMPLIFICADA'), 0x0a])).toBeGreaterThan(
      0,
    );
    // TOTAL: left, bold, double size, with the euro sign in PC858; back to normal after it.
    expect(
      indexOfBytes(bytes, [0x1b, 0x45, 1, 0x1d, 0x21, 0x11, ...ascii(total), 0xd5, 0x0a, 0x1b, 0x45, 0, 0x1d, 0x21, 0]),
    ).toBeGreaterThan(0);
    // A line with 'ñ' and 'é' as the layout wrote it.
    const rule = '-'.repeat(columns);
    expect(indexOfBytes(bytes, [...ascii(rule), 0x0a, 0x1b, 0x45, 1, ...ascii('Tipo')])).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [...ascii('3 x Ca'), 0xa4, 0x61])).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [...ascii('1 x Men'), 0xa3, ...ascii(' del d'), 0xa1, 0x61])).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [0xad, ...ascii('Gracias por su visita!'), 0x0a])).toBeGreaterThan(0);
    // One LF per layout line, and nothing outside PC858's printable range but commands.
    const lines = layoutTicket(ticket, columns);
    expect(bytes.filter((b) => b === 0x0a).length).toBe(lines.length);
    expect(bytes.length).toBe(
      START.length +
        END.length +
        lines.reduce((sum, l) => sum + encodePc858(l.text).length + 1, 0) +
        // Each style change costs one 3-byte command, the reset before the cut included.
        countStyleBytes(lines),
    );
  });
});

/** Bytes of the style commands encodeEscPos sends for a layout (3 bytes each, on every change). */
function countStyleBytes(lines: TicketLayoutLine[]): number {
  let state = { align: 'left', bold: false, double: false };
  let count = 0;
  for (const l of [...lines, line('')]) {
    if (l.align !== state.align) count += 3;
    if (l.bold !== state.bold) count += 3;
    if (l.double !== state.double) count += 3;
    state = l;
  }
  return count;
}

describe('the VERI*FACTU QR (issue 23)', () => {
  it("prints a QR line with the printer's own command: model 2, module size, error correction M, data, print", () => {
    const url =
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=C1-000123&fecha=22-11-2026&importe=60.00';
    const bytes = encodeEscPos([
      line('VERI*FACTU', { align: 'center', bold: true }),
      line('', { align: 'center', qr: url }),
    ]);
    const data = ascii(url);
    expect(data).toHaveLength(112); // version 7 (45 modules) at 7 dots: 39.4 mm
    expect([...bytes]).toEqual([
      ...START,
      ...[0x1b, 0x61, 1, 0x1b, 0x45, 1],
      ...ascii('VERI*FACTU'),
      0x0a,
      ...[0x1b, 0x45, 0],
      ...[0x1d, 0x28, 0x6b, 4, 0, 49, 65, 50, 0],
      ...[0x1d, 0x28, 0x6b, 3, 0, 49, 67, 7],
      ...[0x1d, 0x28, 0x6b, 3, 0, 49, 69, 49],
      ...[0x1d, 0x28, 0x6b, 115, 0, 49, 80, 48, ...data],
      ...[0x1d, 0x28, 0x6b, 3, 0, 49, 81, 48],
      0x0a,
      ...[0x1b, 0x61, 0],
      ...END,
    ]);
  });

  it('sizes the QR between 30 and 40 mm (203 dpi) for any URL length the symbol versions 1-10 hold', () => {
    const capacity = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
    for (let bytes = 1; bytes <= 213; bytes++) {
      const version = capacity.findIndex((c) => bytes <= c) + 1;
      const millimetres = ((17 + 4 * version) * qrModuleSize(bytes)) / 8;
      expect(millimetres, `${bytes} bytes`).toBeGreaterThanOrEqual(30);
      expect(millimetres, `${bytes} bytes`).toBeLessThanOrEqual(40);
    }
  });

  it("puts the legend and the QR under the issuer of a VERI*FACTU ticket, and nothing on others' tickets", () => {
    const verifactu = { mode: 'verifactu' as const, environment: 'pruebas' as const };
    const lines = layoutTicket(buildTicket(input({ organization: { ...ORGANIZATION, verifactu } })), 48);
    const legend = lines.findIndex((l) => l.text === 'VERI*FACTU');
    expect(legend).toBeGreaterThan(0);
    expect(lines[legend + 1]).toEqual({
      text: '',
      align: 'center',
      bold: false,
      double: false,
      qr: expect.stringContaining('ValidarQR?nif=B12345674&numserie=C1-000123'),
    });
    expect(lines.findIndex((l) => l.text === 'FACTURA SIMPLIFICADA')).toBeGreaterThan(legend + 1);
    expect(layoutTicket(buildTicket(input()), 48).some((l) => l.qr || l.text === 'VERI*FACTU')).toBe(false);

    const noNif = { ...ORGANIZATION, fiscal: { ...ORGANIZATION.fiscal, taxId: '' }, verifactu };
    const unverifiable = layoutTicket(buildTicket(input({ organization: noNif })), 48);
    expect(unverifiable.some((l) => l.qr)).toBe(false);
    expect(unverifiable.map((l) => l.text)).toContain('Factura no verificable: faltan datos fiscales');
  });
});

describe('loyalty cards on the printed ticket (issue 17)', () => {
  it('prints what the card earned and its balance, the middle dot in PC858', () => {
    const ticket = {
      ...buildTicket(input()),
      loyalty: [{ program: 'Club Casa Lola', kind: 'points' as const, earned: 12, spent: 0, balance: 140 }],
    };
    const bytes = ticketToEscPos(ticket, 58);
    expect(indexOfBytes(bytes, ascii('Club Casa Lola'))).toBeGreaterThan(-1);
    expect(indexOfBytes(bytes, [...ascii('Puntos ganados: 12 '), 0xfa, ...ascii(' Saldo: 140')])).toBeGreaterThan(-1);
  });
});

describe('the VERI*FACTU QR as a raster image (issue 23, printers without the QR command)', () => {
  const url =
    'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=C1-000123&fecha=22-11-2026&importe=60.00';

  it('sends GS v 0 with the width in bytes and the height in dots, the modules scaled as the native command', () => {
    const bytes = encodeEscPos([line('', { align: 'center', qr: url })], { qrImage: qrModules, printableDots: 384 });
    const at = indexOfBytes(bytes, [0x1d, 0x76, 0x30, 0]);
    expect(at).toBeGreaterThan(0);
    // Version 7: 45 modules and 4 of quiet zone each side = 53, at 7 dots (qrModuleSize's: the symbol 39.4 mm).
    expect(qrModuleSize(112)).toBe(7);
    const dots = 53 * 7;
    const widthBytes = Math.ceil(dots / 8);
    expect([...bytes.slice(at + 4, at + 8)]).toEqual([widthBytes & 0xff, widthBytes >> 8, dots & 0xff, dots >> 8]);
    expect(widthBytes).toBe(47);
    const data = bytes.slice(at + 8, at + 8 + widthBytes * dots);
    expect(bytes[at + 8 + widthBytes * dots]).toBe(0x0a);
    // No native QR command.
    expect(indexOfBytes(bytes, [0x1d, 0x28, 0x6b])).toBe(-1);
    const row = (y: number) => [...data.slice(y * widthBytes, (y + 1) * widthBytes)];
    // The quiet zone: the first 28 rows are blank.
    for (let y = 0; y < 28; y++) expect(row(y).every((b) => b === 0)).toBe(true);
    // The top of the finder pattern (symbol row 0): 7 dark modules from dot 28 to 76, the separator light after it;
    // the same for the 7 dot rows of that module row.
    for (let y = 28; y < 35; y++)
      expect(row(y).slice(0, 10)).toEqual([0, 0, 0, 0x0f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xf8]);
    // Symbol row 1 of the finder: dark, 5 light, dark (dots 28-34, 35-69 light, 70-76).
    expect(row(35).slice(0, 10)).toEqual([0, 0, 0, 0x0f, 0xe0, 0, 0, 0, 0x03, 0xf8]);
    // Every printed dot is a dark module.
    const modules = qrModules(url);
    for (let y = 0; y < dots; y += 3)
      for (let x = 0; x < dots; x += 5)
        expect(((data[y * widthBytes + (x >> 3)]! >> (7 - (x & 7))) & 1) === 1).toBe(
          modules[Math.floor(y / 7)]![Math.floor(x / 7)],
        );
  });

  it('keeps a short QR with its quiet zone within the paper: smaller modules on 58 mm than on 80 mm', () => {
    const modules = qrModules('ABC'); // version 1: 21 modules + 8
    const header = (image: number[]) => image.slice(0, 8);
    // 80 mm (576 dots): 15 dots a module (the symbol 39.4 mm); 58 mm (384 dots): 13, the 29 modules in 377 dots.
    expect(header(qrRasterImage(modules, 576))).toEqual([0x1d, 0x76, 0x30, 0, 55, 0, 435 & 0xff, 435 >> 8]);
    expect(header(qrRasterImage(modules, 384))).toEqual([0x1d, 0x76, 0x30, 0, 48, 0, 377 & 0xff, 377 >> 8]);
    expect(qrRasterImage(modules, 384)).toHaveLength(8 + 48 * 377);
  });

  it("prints a VERI*FACTU ticket's QR as an image when given the encoder, with the command otherwise", () => {
    const verifactu = { mode: 'verifactu' as const, environment: 'pruebas' as const };
    const ticket = buildTicket(input({ organization: { ...ORGANIZATION, verifactu } }));
    const native = ticketToEscPos(ticket, 58);
    const image = ticketToEscPos(ticket, 58, qrModules);
    expect(indexOfBytes(native, [0x1d, 0x28, 0x6b])).toBeGreaterThan(0);
    expect(indexOfBytes(native, [0x1d, 0x76, 0x30, 0])).toBe(-1);
    expect(indexOfBytes(image, [0x1d, 0x28, 0x6b])).toBe(-1);
    expect(indexOfBytes(image, [0x1d, 0x76, 0x30, 0])).toBeGreaterThan(0);
    // A ticket without QR is the same either way.
    expect(ticketToEscPos(buildTicket(input()), 80, qrModules)).toEqual(ticketToEscPos(buildTicket(input()), 80));
  });
});
