import type { TicketLayoutLine } from './layout';
import { QR_QUIET_ZONE } from './qr-draw';

/**
 * A PDF of layout lines (a till report, a ticket): the very lines the printer prints, in Courier on A4 pages, so a
 * download says exactly what the paper says. Written by hand rather than with a PDF library: the layout is already
 * monospace text, so the whole file is a few objects with the standard 14 fonts (nothing embedded, nothing to
 * lazy-load, no bundle weight). Text is WinAnsiEncoding (Windows-1252): every Spanish character and '€' print; a
 * character outside it prints as '?'.
 */

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const FONT_SIZE = 10;
/** Courier advances 0.6 em per character. */
const CHAR_WIDTH = FONT_SIZE * 0.6;
const LEADING = 12;

/** Windows-1252 bytes 0x80-0x9F that differ from Latin-1 (the rest of 0xA0-0xFF is Latin-1 itself). */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF literal string's bytes (as a binary string): WinAnsi, with ( ) \ escaped. */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const byte = code >= 0x20 && code < 0x7f ? code : code >= 0xa0 && code <= 0xff ? code : (CP1252_HIGH[char] ?? 0x3f);
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return out;
}

/** Where a line starts within its width, as layoutText aligns it (a double line holds half the columns). */
function placed(line: TicketLayoutLine, columns: number): string {
  const size = line.double ? Math.floor(columns / 2) : columns;
  const room = Math.max(0, size - [...line.text].length);
  const left = line.align === 'center' ? Math.floor(room / 2) : line.align === 'right' ? room : 0;
  return ' '.repeat(left) + line.text;
}

/** The VERI*FACTU QR's symbol (quiet zone not counted) is 35 mm wide, as on the screen (the order asks 30-40 mm). */
const QR_SYMBOL_PT = (35 / 25.4) * 72;

/**
 * A QR's dark modules as filled rectangles (one per run of dark modules in a row: vector, sharp at any zoom), the
 * symbol centred on `centre` with its top-left corner of the quiet zone at `top`; answers the drawing and its height.
 */
export function pdfQr(modules: readonly (readonly boolean[])[], centre: number, top: number) {
  const size = modules.length;
  const unit = QR_SYMBOL_PT / Math.max(1, size - 2 * QR_QUIET_ZONE);
  const left = centre - (size * unit) / 2;
  const n = (value: number) => value.toFixed(3);
  let drawing = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      drawing += `${n(left + x * unit)} ${n(top - (y + 1) * unit)} ${n((end - x + 1) * unit)} ${n(unit)} re\n`;
      x = end;
    }
  });
  return { drawing: drawing ? `0 g\n${drawing}f\n` : '', height: size * unit };
}

/**
 * The bytes of a PDF of `lines` laid out for `columns` characters, with `title` in its metadata. A QR line (a
 * VERI*FACTU ticket's) is drawn from the modules `qr` encodes (qrModules, passed in so that this file does not load
 * the encoder where no QR is drawn: a till report); without it the line stays blank.
 */
export function layoutToPdf(
  lines: readonly TicketLayoutLine[],
  columns: number,
  title: string,
  qr?: (data: string) => boolean[][],
): Uint8Array<ArrayBuffer> {
  const x = (PAGE.width - columns * CHAR_WIDTH) / 2;
  const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / LEADING);
  const pages: string[] = [];
  let stream = '';
  let y = PAGE.height - PAGE.margin;
  const flush = () => {
    pages.push(stream);
    stream = '';
    y = PAGE.height - PAGE.margin;
  };
  let used = 0;
  for (const line of lines) {
    const modules = line.qr !== undefined && qr ? qr(line.qr) : null;
    if (modules) {
      // Whole lines of the page's grid, so the text under it stays on the grid.
      const rows = Math.ceil(pdfQr(modules, 0, 0).height / LEADING);
      if (used + rows > perPage) {
        flush();
        used = 0;
      }
      stream += pdfQr(modules, PAGE.width / 2, y).drawing;
      used += rows;
      y -= LEADING * rows;
      continue;
    }
    const height = line.double ? 2 : 1;
    if (used + height > perPage) {
      flush();
      used = 0;
    }
    used += height;
    y -= LEADING * height;
    const font = line.bold ? '/F2' : '/F1';
    const size = line.double ? FONT_SIZE * 2 : FONT_SIZE;
    stream += `BT ${font} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td (${pdfText(placed(line, columns))}) Tj ET\n`;
  }
  flush();

  // Objects: 1 catalog, 2 pages, 3-4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + 2 * i);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${pdfText(title)}) /Producer (Plataforma) >>`;
  pages.forEach((content, i) => {
    const id = pageIds[i]!;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}endstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character of `body` is one byte (0-255): offsets counted in characters are byte offsets.
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}
