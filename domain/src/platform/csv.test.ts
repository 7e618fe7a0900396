import { describe, expect, it } from 'vitest';
import { utf8 } from './csv.test-data';
import { countLines, decodeCsv, decodeUtf8, detectSeparator, parseCsv, toExcelCsv } from './csv';

/** Windows-1252 bytes of Latin-1 text (the accents of Spanish are all in its Latin-1 range). */
const cp1252 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

describe('decodeCsv', () => {
  it('reads UTF-8 with and without its BOM, and Windows-1252', () => {
    const text = 'nombre;teléfono\nMaría Núñez;600111222';
    expect(decodeCsv(utf8(text))).toBe(text);
    expect(decodeCsv(utf8(`\uFEFF${text}`))).toBe(text);
    expect(decodeCsv(cp1252(text))).toBe(text);
    // The euro sign is 0x80 in Windows-1252 (not Latin-1).
    expect(decodeCsv(Uint8Array.from([0x80, 0x20, 0xf1]))).toBe('€ ñ');
  });
});

describe('decodeUtf8', () => {
  it('decodes every length of sequence, and refuses what is not well-formed', () => {
    const text = 'a ñ € 𝄞 日本';
    expect(decodeUtf8(utf8(text))).toBe(text);
    const long = 'ñ'.repeat(10_000);
    expect(decodeUtf8(utf8(long))).toBe(long);
    for (const bad of [
      [0xf1],
      [0xc3],
      [0xc0, 0x80],
      [0xed, 0xa0, 0x80],
      [0xe2, 0x82],
      [0xf4, 0x90, 0x80, 0x80],
      [0x80],
    ])
      expect(decodeUtf8(Uint8Array.from(bad)), String(bad)).toBeUndefined();
  });
});

describe('detectSeparator', () => {
  it('takes the one the header uses, ignoring quoted cells, ; when tied', () => {
    expect(detectSeparator('nombre;email;teléfono\nAna,Luis;a@b.es;6')).toBe(';');
    expect(detectSeparator('nombre,email\n"Ana; Luis",a@b.es')).toBe(',');
    expect(detectSeparator('"nombre;x",email,tel')).toBe(',');
    expect(detectSeparator('nombre')).toBe(';');
  });
});

describe('parseCsv', () => {
  it('splits records and cells, with quotes, doubled quotes and line breaks inside quotes', () => {
    const text = 'nombre;notas\r\nAna;"Dice ""hola""; y adiós"\r\n\r\nLuis;"dos\nlíneas"\nEva;\n';
    expect(parseCsv(text, ';')).toEqual([
      { line: 1, cells: ['nombre', 'notas'] },
      { line: 2, cells: ['Ana', 'Dice "hola"; y adiós'] },
      { line: 4, cells: ['Luis', 'dos\nlíneas'] },
      { line: 6, cells: ['Eva', ''] },
    ]);
  });

  it('takes CR-only line ends and a last line without a break, and trims cells', () => {
    expect(parseCsv('a, b\r c ,d', ',')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
    ]);
  });

  it('counts lines as an editor shows them', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\r\nb\r\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
  });
});

describe('toExcelCsv', () => {
  it('writes a BOM, ; and CRLF, quoting what needs it', () => {
    expect(
      toExcelCsv([
        ['nombre', 'notas'],
        ['Ana', 'a;b "c"'],
      ]),
    ).toBe('\uFEFFnombre;notas\r\nAna;"a;b ""c"""\r\n');
  });

  it('keeps formulas from running, but not phone numbers', () => {
    expect(toExcelCsv([['=HYPERLINK("x")', '+34 600 111 222', '-2', '-5,00', '@SUM(A1)']])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")";+34 600 111 222;-2;-5,00;\'@SUM(A1)\r\n',
    );
  });

  it('reads back what it writes', () => {
    const rows = [
      ['nombre', 'notas'],
      ['María', 'dos\r\nlíneas; "comillas"'],
    ];
    const text = decodeCsv(utf8(toExcelCsv(rows)));
    expect(parseCsv(text, detectSeparator(text)).map((record) => record.cells)).toEqual(rows);
  });
});
