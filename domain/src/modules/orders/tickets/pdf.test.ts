import { describe, expect, it } from 'vitest';
import type { TicketLayoutLine } from './layout';
import { buildTicket } from './build-ticket';
import { input, ORGANIZATION } from './fixtures.test-data';
import { layoutTicket } from './layout';
import { layoutToPdf, pdfText } from './pdf';
import { qrModules } from './qr';

const line = (text: string, style: Partial<TicketLayoutLine> = {}): TicketLayoutLine => ({
  text,
  align: 'left',
  bold: false,
  double: false,
  ...style,
});
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('layout to PDF', () => {
  it('writes a well-formed PDF whose cross-reference table points at every object', () => {
    const pdf = latin1(
      layoutToPdf([line('INFORME Z', { bold: true, align: 'center' }), line('Total  12,50 €')], 48, 'Z 1'),
    );
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const entries = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBe(7);
    entries.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    // Courier-Bold for the bold line, the euro sign as WinAnsi 0x80.
    expect(pdf).toMatch(/\/F2 10 Tf [\d.]+ [\d.]+ Td \( +INFORME Z\) Tj/);
    expect(pdf).toContain('(Total  12,50 \x80) Tj');
    const stream = /\/Length (\d+) >>\nstream\n/.exec(pdf)!;
    const start = stream.index + stream[0].length;
    expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 9)).toBe('endstream');
  });

  it('breaks long reports into pages and escapes what PDF strings reserve', () => {
    const pdf = latin1(
      layoutToPdf(
        Array.from({ length: 130 }, (_, i) => line(`Línea ${i}`)),
        32,
        'Largo',
      ),
    );
    expect(pdf).toContain('/Count 3');
    expect(pdfText('(a\\b) ñ ✓')).toBe('\\(a\\\\b\\) \xf1 ?');
  });
});

/** Checks the file's structure: header, every xref entry at its object, startxref at the table, stream lengths. */
function expectWellFormed(pdf: string) {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
  expect(pdf.slice(xref, xref + 4)).toBe('xref');
  const size = Number(/\/Size (\d+)/.exec(pdf)![1]);
  const entries = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(entries.length).toBe(size - 1);
  entries.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  for (const stream of pdf.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const start = stream.index + stream[0].length;
    expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 9)).toBe('endstream');
  }
}

describe('a VERI*FACTU ticket as PDF (issue 23)', () => {
  const verifactu = { mode: 'verifactu' as const, environment: 'pruebas' as const };
  const ticket = buildTicket(input({ organization: { ...ORGANIZATION, verifactu } }));
  const url = ticket.verifactu!.qrUrl!;

  it("writes the ticket's text and draws its QR, module by module, 35 mm wide, in a well-formed file", () => {
    const lines = layoutTicket(ticket, 48);
    const pdf = latin1(layoutToPdf(lines, 48, `Ticket ${ticket.code}`, qrModules));
    expectWellFormed(pdf);
    expect(pdf).toContain('VERI*FACTU) Tj');
    expect(pdf).toContain('FACTURA SIMPLIFICADA) Tj');
    expect(pdf).toContain(ticket.code);
    expect(pdf).toContain(`/Title (Ticket ${ticket.code})`);
    // The QR: filled rectangles, each a run of dark modules of one row. Read back into a grid, they are the symbol.
    const rects = [...pdf.matchAll(/^([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re$/gm)].map((m) => m.slice(1).map(Number));
    expect(rects.length).toBeGreaterThan(100);
    const modules = qrModules(url);
    const unit = rects[0]![3]!;
    expect(unit * (modules.length - 8)).toBeCloseTo((35 / 25.4) * 72, 1);
    const left = Math.min(...rects.map((r) => r[0]!)) - 4 * unit; // the finder's corner, past the quiet zone
    const top = Math.max(...rects.map((r) => r[1]! + r[3]!)) + 4 * unit;
    const grid = modules.map((row) => row.map(() => false));
    for (const [x, y, w] of rects) {
      const row = Math.round((top - y! - unit) / unit);
      for (let col = Math.round((x! - left) / unit); col < Math.round((x! + w! - left) / unit); col++)
        grid[row]![col] = true;
    }
    expect(grid).toEqual(modules);
    // Centred on the page (595 pt wide).
    expect(left + (modules.length * unit) / 2).toBeCloseTo(595 / 2, 1);
    expect(/0 g\n[\s\S]*re\nf\n/.test(pdf)).toBe(true);
  });

  it('leaves the QR line blank without the encoder (a till report never loads it)', () => {
    const pdf = latin1(layoutToPdf(layoutTicket(ticket, 48), 48, 'T'));
    expectWellFormed(pdf);
    expect(pdf).not.toMatch(/ re$/m);
    expect(pdf).toContain('VERI*FACTU) Tj');
  });
});
