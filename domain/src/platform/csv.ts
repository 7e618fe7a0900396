/**
 * CSV as Spanish users have it: Excel in Spanish writes ';' (',' is the decimal comma) in Windows-1252, other tools
 * write ',' in UTF-8, with or without a BOM. Pure functions shared by the API (the CRM's import and export, VERI*FACTU's export) and the web.
 */

import { foldText } from './search';

/** An import file (CRM's clients, the shop's products) may weigh up to 5 MB and hold 20,000 lines (the header included). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_LINES = 20_000;

const BOM = '\uFEFF';

/**
 * Windows-1252's characters at 0x80-0x9F (its other bytes are their own code point, as in Latin-1). Decoded by hand:
 * the domain has no TextDecoder, and Node's reads 'windows-1252' as Latin-1 in some versions (0x80 -> U+0080, not €).
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** The length of a UTF-8 sequence by its first byte, and the range its second byte must be in (RFC 3629). */
function utf8Lead(byte: number): [length: number, min: number, max: number] | undefined {
  if (byte >= 0xc2 && byte <= 0xdf) return [2, 0x80, 0xbf];
  if (byte === 0xe0) return [3, 0xa0, 0xbf];
  if (byte === 0xed) return [3, 0x80, 0x9f]; // no surrogates
  if (byte >= 0xe1 && byte <= 0xef) return [3, 0x80, 0xbf];
  if (byte === 0xf0) return [4, 0x90, 0xbf];
  if (byte >= 0xf1 && byte <= 0xf3) return [4, 0x80, 0xbf];
  if (byte === 0xf4) return [4, 0x80, 0x8f]; // up to U+10FFFF
  return undefined;
}

/** Strict UTF-8 (the domain has no TextDecoder): undefined at the first byte that is not well-formed UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  const parts: string[] = [];
  let codes: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i]!;
    if (byte < 0x80) {
      codes.push(byte);
      i++;
    } else {
      const lead = utf8Lead(byte);
      if (!lead) return undefined;
      const [length, min, max] = lead;
      let code = byte & (0xff >> (length + 1));
      for (let k = 1; k < length; k++) {
        const next = bytes[i + k];
        if (next === undefined || next < (k === 1 ? min : 0x80) || next > (k === 1 ? max : 0xbf)) return undefined;
        code = (code << 6) | (next & 0x3f);
      }
      codes.push(code);
      i += length;
    }
    if (codes.length >= 8192) {
      parts.push(String.fromCodePoint(...codes));
      codes = [];
    }
  }
  parts.push(String.fromCodePoint(...codes));
  return parts.join('');
}

/**
 * The text of a file's bytes: UTF-8 (its BOM dropped) when the bytes are valid UTF-8, else Windows-1252 (what Excel
 * saves as 'CSV (delimitado por comas)' on Windows). Valid UTF-8 is very unlikely to be Windows-1252 text with accents.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const text = decodeUtf8(bytes) ?? decodeWindows1252(bytes);
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** ';' or ',': whichever the first line holds more of outside quotes (';' when tied: Excel in Spanish). */
export function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** One record of a CSV file and the line of the file it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The records of CSV text (RFC 4180: quoted cells may hold the separator, quotes doubled and line breaks; CRLF, LF
 * or CR). Blank lines are skipped; cells are trimmed.
 */
export function parseCsv(text: string, separator: ';' | ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endCell = () => {
    cells.push(cell.trim());
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (cells.some((value) => value !== '')) records.push({ line: start, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
  }
  endRecord();
  return records;
}

/** The number of lines of a text (a last line without its break counts). */
export function countLines(text: string): number {
  if (text === '') return 0;
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  return /[\r\n]$/.test(text) ? breaks : breaks + 1;
}

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy', as the CRM import reads it and Spanish Excel shows it. */
export const spanishDate = (date: string) => (date ? date.split('-').reverse().join('/') : '');

/** A cell as Excel reads it back: quoted when it holds the separator, a quote or a line break. */
function csvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection): a quote mark keeps it text.
  // Numbers stay numbers: a phone '+34 600...', an amount '-5,00'.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d[\d\s]*(,\d+)?$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV that Excel in Spanish opens as columns with its accents: UTF-8 with BOM, ';' between cells, CRLF. */
export function toExcelCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** A header cell as imports compare it: folded (lower case, no accents), single spaces, trimmed. */
export const csvHeaderKey = (cell: string) => foldText(cell).replace(/\s+/g, ' ').trim();

/**
 * The field of each column of an import's header row, by the (folded) headers each field is known by; a field is
 * read from its first column only (null: a column the import does not read).
 */
export function csvColumns<F extends string>(
  header: readonly string[],
  headersByField: Readonly<Record<F, readonly string[]>>,
): (F | null)[] {
  const byHeader = new Map(
    (Object.entries(headersByField) as [F, readonly string[]][]).flatMap(([field, headers]) =>
      headers.map((h) => [h, field] as const),
    ),
  );
  const seen = new Set<F>();
  return header.map((cell) => {
    const field = byHeader.get(csvHeaderKey(cell)) ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}
