import {
  layoutDocument,
  PAPER_COLUMNS,
  type PaperWidth,
  type PrintedDocument,
  type TicketAlign,
  type TicketLayoutLine,
} from './layout';
import { QR_QUIET_ZONE } from './qr-draw';

/**
 * ESC/POS bytes of a ticket layout, for 58 and 80 mm thermal printers (Epson TM and the many compatibles).
 *
 * Text goes out in code page PC858 (PC850 with the euro sign at 0xD5), selected with ESC t 19: it has every
 * Spanish character (á é í ó ú ü ñ Ñ ¿ ¡ € º ª and the capitals). A character PC858 lacks prints as '?'; control
 * characters never reach the printer as such (a name cannot inject commands).
 */

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export const ESCPOS = {
  /** ESC @: initialise (clears styles and buffer). */
  init: [ESC, 0x40],
  /** ESC t 19: character code table PC858 (Euro). */
  codePagePc858: [ESC, 0x74, 19],
  /** ESC M 0: font A (12 x 24), the font PAPER_COLUMNS counts in. */
  fontA: [ESC, 0x4d, 0],
  /** ESC a n: 0 left, 1 centre, 2 right. */
  align: (align: TicketAlign) => [ESC, 0x61, align === 'left' ? 0 : align === 'center' ? 1 : 2],
  /** ESC E n: emphasised (bold) on or off. */
  bold: (on: boolean) => [ESC, 0x45, on ? 1 : 0],
  /** GS ! n: character size, 0x11 double width and height, 0x00 normal. */
  size: (double: boolean) => [GS, 0x21, double ? 0x11 : 0x00],
  /** ESC d n: print and feed n lines. */
  feed: (lines: number) => [ESC, 0x64, lines],
  /** GS V 66 0: feed to the cutter and cut partially. */
  partialCut: [GS, 0x56, 66, 0],
  /**
   * A QR code with the printer's own command (GS ( k, function 165-169 of the model 2 symbol): model 2, module size
   * `module` dots, error correction M, store the data, print it. The printer encodes it (any Epson TM since 2008 and
   * most compatibles).
   */
  qr: (data: number[], module: number) => [
    ...[GS, 0x28, 0x6b, 4, 0, 49, 65, 50, 0],
    ...[GS, 0x28, 0x6b, 3, 0, 49, 67, module],
    ...[GS, 0x28, 0x6b, 3, 0, 49, 69, 49],
    ...[GS, 0x28, 0x6b, (data.length + 3) & 0xff, (data.length + 3) >> 8, 49, 80, 48, ...data],
    ...[GS, 0x28, 0x6b, 3, 0, 49, 81, 48],
  ],
  /**
   * GS v 0 m xL xH yL yH d1...dk: a raster bit image in normal density (m 0), `widthBytes` bytes (8 dots each) by
   * `height` rows; each byte is 8 dots left to right, most significant bit first, 1 printed. For printers without
   * the QR command (issue 23): their QR is this image.
   */
  rasterImage: (widthBytes: number, height: number, data: readonly number[]) => [
    ...[GS, 0x76, 0x30, 0, widthBytes & 0xff, widthBytes >> 8, height & 0xff, height >> 8],
    ...data,
  ],
} as const;

/** Bytes a QR of error correction M holds in byte mode, by version (1-10): longer data needs more modules. */
const QR_M_CAPACITY = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
/** Printer dots per millimetre (203 dpi, the thermal printers' resolution). */
const DOTS_PER_MM = 8;

/**
 * The module size (dots) that prints a QR of `bytes` bytes between 30 and 40 mm wide, as the order asks of the
 * VERI*FACTU QR: the largest that stays within 40 mm for the version the data needs (quiet zone not counted).
 */
export function qrModuleSize(bytes: number): number {
  const version = QR_M_CAPACITY.findIndex((capacity) => bytes <= capacity) + 1 || QR_M_CAPACITY.length;
  return dotsPerModule(17 + 4 * version);
}

/** The dots of one module of a symbol `modules` wide (quiet zone not counted) that keep it within 40 mm. */
const dotsPerModule = (modules: number) => Math.max(1, Math.min(16, Math.floor((40 * DOTS_PER_MM) / modules)));

/** Font A is 12 dots wide: the paper's printable width in dots is its columns times 12 (384 on 58 mm, 576 on 80). */
const FONT_A_DOTS = 12;

/**
 * A QR code as a raster bit image (issue 23, printers without the QR command): `modules` (with their quiet zone, as
 * qrModules gives them) scaled so that the symbol prints 30-40 mm wide as the native command's does (qrModuleSize),
 * and smaller only if the symbol and its quiet zone would not fit `printableDots`.
 */
export function qrRasterImage(modules: readonly (readonly boolean[])[], printableDots: number): number[] {
  const size = modules.length;
  const scale = Math.max(
    1,
    Math.min(dotsPerModule(size - 2 * QR_QUIET_ZONE), Math.floor(printableDots / Math.max(1, size))),
  );
  const dots = size * scale;
  const widthBytes = Math.ceil(dots / 8);
  const data: number[] = [];
  for (const row of modules) {
    const line = new Array<number>(widthBytes).fill(0);
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dx = x * scale; dx < (x + 1) * scale; dx++) line[dx >> 3]! |= 0x80 >> (dx & 7);
    });
    for (let dy = 0; dy < scale; dy++) data.push(...line);
  }
  return ESCPOS.rasterImage(widthBytes, dots, data);
}

/** How the QR of a layout prints: the printer's command (default), or an image of the modules `qrImage` encodes. */
export interface EscPosOptions {
  /** The QR encoder (qrModules) when the printer has no QR command: the QR goes as a raster image. */
  qrImage?: (data: string) => boolean[][];
  /** The paper's printable width in dots (the image never exceeds it); 384, a 58 mm printer's, by default. */
  printableDots?: number;
}

/** PC858 bytes 0x80-0xFF, in order (0xD5 is '€'; 0xF0 soft hyphen and 0xFF no-break space are never produced). */
const PC858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

const PC858 = new Map<string, number>();
[...PC858_HIGH].forEach((char, index) => {
  if (char !== '\u00ad' && char !== '\u00a0') PC858.set(char, 0x80 + index);
});

/** Typography a person types or pastes that has a plain equivalent, one character for one (widths stay). */
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2022': '·',
};

const QUESTION_MARK = 0x3f;

/** Text to PC858 bytes: printable ASCII as is, the code page's characters mapped, anything else '?'. */
export function encodePc858(text: string): number[] {
  const bytes: number[] = [];
  for (const raw of text.normalize('NFC')) {
    const char = PLAIN[raw] ?? raw;
    const code = char.codePointAt(0) ?? QUESTION_MARK;
    if (code >= 0x20 && code < 0x7f) bytes.push(code);
    else bytes.push(PC858.get(char) ?? QUESTION_MARK);
  }
  return bytes;
}

/**
 * The bytes of a layout: init, PC858, font A; then each line with its alignment, emphasis and size (commands sent
 * only when they change), the text and LF; styles reset, a feed of 3 lines and a partial cut.
 */
export function encodeEscPos(lines: readonly TicketLayoutLine[], options: EscPosOptions = {}): Uint8Array {
  const bytes: number[] = [...ESCPOS.init, ...ESCPOS.codePagePc858, ...ESCPOS.fontA];
  let align: TicketAlign = 'left';
  let bold = false;
  let double = false;
  for (const line of lines) {
    if (line.align !== align) bytes.push(...ESCPOS.align((align = line.align)));
    if (line.bold !== bold) bytes.push(...ESCPOS.bold((bold = line.bold)));
    if (line.double !== double) bytes.push(...ESCPOS.size((double = line.double)));
    if (line.qr !== undefined) {
      if (options.qrImage) {
        bytes.push(...qrRasterImage(options.qrImage(line.qr), options.printableDots ?? 32 * FONT_A_DOTS), LF);
        continue;
      }
      // A URL is ASCII: its bytes are the same in any code page (anything else would print as '?').
      const data = encodePc858(line.qr);
      bytes.push(...ESCPOS.qr(data, qrModuleSize(data.length)), LF);
      continue;
    }
    bytes.push(...encodePc858(line.text), LF);
  }
  if (align !== 'left') bytes.push(...ESCPOS.align('left'));
  if (bold) bytes.push(...ESCPOS.bold(false));
  if (double) bytes.push(...ESCPOS.size(false));
  bytes.push(...ESCPOS.feed(3), ...ESCPOS.partialCut);
  return Uint8Array.from(bytes);
}

/**
 * A ticket's (or a pre-bill's) ESC/POS bytes for a paper width: its layout at that width, encoded; its QR as an image
 * when `qrImage` (the encoder) is given, for a printer without the QR command.
 */
export function ticketToEscPos(
  ticket: PrintedDocument,
  paperWidth: PaperWidth,
  qrImage?: EscPosOptions['qrImage'],
): Uint8Array {
  const columns = PAPER_COLUMNS[paperWidth];
  return encodeEscPos(layoutDocument(ticket, columns), { qrImage, printableDots: columns * FONT_A_DOTS });
}
