import { describe, expect, it } from 'vitest';
import type { TicketLayoutLine } from './layout';
import { layoutToPdf, pdfText } from './pdf';

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
