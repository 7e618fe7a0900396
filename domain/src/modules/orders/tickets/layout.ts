import type { Ticket } from '../ticket';
import { formatCents } from '../../../platform/money';

/**
 * The text layout of a ticket: one list of lines for a given width in characters, shared by the ESC/POS encoder
 * (escpos.ts) and the HTML ticket of the web app, so both outputs say exactly the same.
 *
 * The fixed words of the printed ticket ('FACTURA SIMPLIFICADA', 'TOTAL', 'Cambio'...) live here rather than in the
 * web's i18n catalogue: the ESC/POS bytes are built outside React (and may be built by the server), and a
 * 'factura simplificada' is a Spanish fiscal document printed in Spanish whatever the screen's language.
 */

/** Thermal paper widths, in millimetres. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters per line in the printer's standard font (font A, 12 x 24 dots): 384 and 576 printable dots. */
export const PAPER_COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

export const TICKET_WORDS = {
  title: 'FACTURA SIMPLIFICADA',
  rectifyingTitle: 'FACTURA SIMPLIFICADA RECTIFICATIVA',
  rectifies: 'Rectifica',
  reason: 'Motivo',
  taxId: 'NIF',
  phone: 'Tel.',
  number: 'Nº',
  date: 'Fecha',
  vatRate: 'Tipo',
  vatBase: 'Base',
  vatAmount: 'Cuota',
  discount: 'Descuento',
  total: 'TOTAL',
  cash: 'Efectivo',
  card: 'Tarjeta',
  tendered: 'Entregado',
  change: 'Cambio',
  vatIncluded: 'IVA incluido',
  thanks: '¡Gracias por su visita!',
} as const;

export type TicketAlign = 'left' | 'center' | 'right';

export interface TicketLayoutLine {
  /** At most the line's width in characters (code points); never holds control characters. */
  text: string;
  align: TicketAlign;
  bold: boolean;
  /** Double width and height (the header's name and the TOTAL): such a line holds half the columns. */
  double: boolean;
}

/** Code points, so that 'ñ' or '€' count as one column, as they print. */
const width = (text: string) => [...text].length;
const padEnd = (text: string, size: number) => text + ' '.repeat(Math.max(0, size - width(text)));
const padStart = (text: string, size: number) => ' '.repeat(Math.max(0, size - width(text))) + text;

/** Single spaces, composed accents, no control characters (a dish name must never smuggle printer commands). */
export function cleanTicketText(text: string): string {
  return (
    text
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim()
  );
}

/**
 * Word-wraps text: the first line holds `first` characters, the others `rest`. Words longer than a line are cut.
 */
export function wrapTicketText(text: string, first: number, rest = first): string[] {
  const lines: string[] = [];
  let current = '';
  const limit = () => (lines.length === 0 ? first : rest);
  for (let word of cleanTicketText(text).split(' ')) {
    if (word === '') continue;
    while (true) {
      const room = limit();
      const candidate = current === '' ? word : `${current} ${word}`;
      if (width(candidate) <= room) {
        current = candidate;
        break;
      }
      if (current !== '') {
        lines.push(current);
        current = '';
        continue;
      }
      const chars = [...word];
      lines.push(chars.slice(0, room).join(''));
      word = chars.slice(room).join('');
      if (word === '') break;
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

/** A label on the left and an amount on the right of a line of `size` characters (the label wraps if it must). */
function row(label: string, amount: string, size: number): string[] {
  const labelLines = wrapTicketText(label, Math.max(1, size - width(amount) - 1), size);
  const last = labelLines.length - 1;
  return labelLines.map((text, index) => (index === last ? padEnd(text, size - width(amount)) + amount : text));
}

/** The same, for other printouts of the till (its reports). */
export const ticketRow = row;

/** 1750 -> '17,50' (the lines' column); with the euro sign for totals and payment. */
const amount = (cents: number) => formatCents(cents).replace(/ €$/, '');

/** '22/11/2026 11:09' in the ticket's time zone. */
export function formatTicketDate(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The lines of a ticket for a paper of `columns` characters (see PAPER_COLUMNS). */
export function layoutTicket(ticket: Ticket, columns: number): TicketLayoutLine[] {
  const half = Math.floor(columns / 2);
  const out: TicketLayoutLine[] = [];
  const push = (text: string, style: Partial<Omit<TicketLayoutLine, 'text'>> = {}) =>
    out.push({ text, align: 'left', bold: false, double: false, ...style });
  const centered = (text: string, style: Partial<Omit<TicketLayoutLine, 'text'>> = {}) => {
    const size = style.double ? half : columns;
    if (cleanTicketText(text) !== '')
      for (const line of wrapTicketText(text, size)) push(line, { align: 'center', ...style });
  };
  const rule = () => push('-'.repeat(columns));
  const blank = () => push('');

  // Header: who sells (fiscal data), where.
  centered(ticket.business.name, { bold: true, double: true });
  if (ticket.business.taxId) centered(`${TICKET_WORDS.taxId}: ${ticket.business.taxId}`);
  centered(ticket.business.address);
  if (cleanTicketText(ticket.location.name) !== cleanTicketText(ticket.business.name)) centered(ticket.location.name);
  centered(ticket.location.address);
  if (ticket.location.phone) centered(`${TICKET_WORDS.phone} ${ticket.location.phone}`);
  blank();
  centered(ticket.rectifies ? TICKET_WORDS.rectifyingTitle : TICKET_WORDS.title, { bold: true });
  push(`${TICKET_WORDS.number}: ${ticket.code}`);
  push(`${TICKET_WORDS.date}: ${formatTicketDate(ticket.issuedAt, ticket.timezone)}`);
  if (ticket.rectifies)
    for (const text of wrapTicketText(`${TICKET_WORDS.rectifies}: ${ticket.rectifies.join(', ')}`, columns)) push(text);
  if (ticket.reason) for (const text of wrapTicketText(`${TICKET_WORDS.reason}: ${ticket.reason}`, columns)) push(text);
  for (const text of wrapTicketText(ticket.table, columns)) push(text);
  rule();

  // Lines: '2 x Croquetas de jamón      17,00', long names wrapped under the name, details indented.
  for (const line of ticket.lines) {
    const prefix = `${line.quantity} x `;
    const indent = ' '.repeat(width(prefix));
    const total = amount(line.totalCents);
    const nameLines = wrapTicketText(
      line.name,
      Math.max(1, columns - width(prefix) - width(total) - 1),
      columns - width(indent),
    );
    nameLines.forEach((text, index) =>
      push(index === 0 ? padEnd(prefix + text, columns - width(total)) + total : indent + text),
    );
    for (const detail of line.details)
      wrapTicketText(detail, columns - width(indent), columns - width(indent) - 2).forEach((text, index) =>
        push(index === 0 ? indent + text : `${indent}  ${text}`),
      );
  }
  // A discount lowers a sale (-6,00); on a refund it is what is not given back (2,00).
  if (ticket.discountCents)
    for (const text of row(TICKET_WORDS.discount, amount(-ticket.discountCents), columns)) push(text);
  rule();

  // VAT breakdown: Tipo / Base / Cuota.
  const amountColumn = Math.floor(columns / 3);
  const rateColumn = columns - 2 * amountColumn;
  const vatRow = (rate: string, base: string, vat: string) =>
    padEnd(rate, rateColumn) + padStart(base, amountColumn) + padStart(vat, amountColumn);
  push(vatRow(TICKET_WORDS.vatRate, TICKET_WORDS.vatBase, TICKET_WORDS.vatAmount), { bold: true });
  for (const vat of ticket.vat) push(vatRow(`${vat.rate} %`, amount(vat.baseCents), amount(vat.vatCents)));
  rule();

  for (const text of row(TICKET_WORDS.total, formatCents(ticket.totalCents), half))
    push(text, { bold: true, double: true });
  push(padStart(TICKET_WORDS.vatIncluded, columns));
  blank();

  // Payment.
  const { payment } = ticket;
  const paymentRow = (label: string, cents: number) => row(label, formatCents(cents), columns).forEach((t) => push(t));
  if (payment.method !== 'cash') paymentRow(TICKET_WORDS.card, payment.cardCents);
  if (payment.method !== 'card') paymentRow(TICKET_WORDS.cash, payment.cashCents);
  if (payment.tenderedCents > 0) {
    paymentRow(TICKET_WORDS.tendered, payment.tenderedCents);
    paymentRow(TICKET_WORDS.change, payment.changeCents);
  }
  blank();
  centered(TICKET_WORDS.thanks);
  return out;
}

/** The layout as plain text, one line per layout line, aligned within its width (trailing spaces trimmed). */
export function layoutText(lines: readonly TicketLayoutLine[], columns: number): string {
  return lines
    .map((line) => {
      const size = line.double ? Math.floor(columns / 2) : columns;
      const room = Math.max(0, size - width(line.text));
      const left = line.align === 'center' ? Math.floor(room / 2) : line.align === 'right' ? room : 0;
      return (' '.repeat(left) + line.text).trimEnd();
    })
    .join('\n');
}
