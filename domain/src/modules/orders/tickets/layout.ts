import type { PreBill, Ticket } from '../ticket';
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
  servedBy: 'Le atendió',
  client: 'Cliente',
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
  /** Issue 17: gift vouchers sold, outside the VAT rows (a multi-purpose voucher's sale is not subject to VAT). */
  notSubject: 'Bonos regalo, no sujeto a IVA',
  thanks: '¡Gracias por su visita!',
  tip: 'Propina',
  cardWithTip: 'Total tarjeta',
  billTotal: 'Total de la cuenta',
  part: 'Parte',
  of: 'de',
  preBillTitle: 'CUENTA',
  notAnInvoice: 'Documento no válido como factura',
  diners: 'Comensales',
  paid: 'Pagado',
  due: 'Pendiente',
  /** Issue 23: the legend above the QR of a VERI*FACTU ticket (Orden HAC/1177/2024), and a ticket without record. */
  verifactu: 'VERI*FACTU',
  notVerifiable: 'Factura no verificable: faltan datos fiscales',
  /** Issue 17: a loyalty card's movement by the order ('Puntos ganados: 12 · Saldo: 140'). */
  points: 'Puntos',
  stamps: 'Sellos',
  earned: 'ganados',
  spent: 'canjeados',
  balance: 'Saldo',
} as const;

export type TicketAlign = 'left' | 'center' | 'right';

export interface TicketLayoutLine {
  /** At most the line's width in characters (code points); never holds control characters. */
  text: string;
  align: TicketAlign;
  bold: boolean;
  /** Double width and height (the header's name and the TOTAL): such a line holds half the columns. */
  double: boolean;
  /**
   * Issue 23: a QR code of this data (the text is then empty): the printer's own QR command on paper, an image on the
   * screen. Only a VERI*FACTU ticket has one.
   */
  qr?: string;
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

type Style = Partial<Omit<TicketLayoutLine, 'text'>>;

/** The pieces every printed document of a sale shares (the ticket, the pre-bill), writing into one list of lines. */
function ticketWriter(columns: number) {
  const half = Math.floor(columns / 2);
  const out: TicketLayoutLine[] = [];
  const push = (text: string, style: Style = {}) =>
    out.push({ text, align: 'left', bold: false, double: false, ...style });
  const centered = (text: string, style: Style = {}) => {
    const size = style.double ? half : columns;
    if (cleanTicketText(text) !== '')
      for (const line of wrapTicketText(text, size)) push(line, { align: 'center', ...style });
  };
  const wrapped = (text: string) => wrapTicketText(text, columns).forEach((line) => push(line));
  const rule = () => push('-'.repeat(columns));
  const blank = () => push('');
  const money = (label: string, cents: number, style: Style = {}) =>
    row(label, formatCents(cents), style.double ? half : columns).forEach((text) => push(text, style));

  /** Who sells (fiscal data) and where. */
  const header = (doc: Pick<Ticket, 'business' | 'location'>) => {
    centered(doc.business.name, { bold: true, double: true });
    if (doc.business.taxId) centered(`${TICKET_WORDS.taxId}: ${doc.business.taxId}`);
    centered(doc.business.address);
    if (cleanTicketText(doc.location.name) !== cleanTicketText(doc.business.name)) centered(doc.location.name);
    centered(doc.location.address);
    if (doc.location.phone) centered(`${TICKET_WORDS.phone} ${doc.location.phone}`);
    blank();
  };

  /** '2 x Croquetas de jamón      17,00', long names wrapped under the name, details indented; the discount. */
  const items = (doc: Pick<Ticket, 'lines' | 'discountCents'>) => {
    for (const line of doc.lines) {
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
    if (doc.discountCents)
      for (const text of row(TICKET_WORDS.discount, amount(-doc.discountCents), columns)) push(text);
  };

  /** The VAT breakdown: Tipo / Base / Cuota. */
  const vat = (rows: Ticket['vat']) => {
    const amountColumn = Math.floor(columns / 3);
    const rateColumn = columns - 2 * amountColumn;
    const vatRow = (rate: string, base: string, cuota: string) =>
      padEnd(rate, rateColumn) + padStart(base, amountColumn) + padStart(cuota, amountColumn);
    push(vatRow(TICKET_WORDS.vatRate, TICKET_WORDS.vatBase, TICKET_WORDS.vatAmount), { bold: true });
    for (const r of rows) push(vatRow(`${r.rate} %`, amount(r.baseCents), amount(r.vatCents)));
  };

  /** Issue 17: the gift vouchers sold, after the VAT rows (they are in none). */
  const notSubject = (cents: number | undefined) => {
    if (cents) for (const text of row(TICKET_WORDS.notSubject, amount(cents), columns)) push(text);
  };

  /** The TOTAL in large type, VAT included. */
  const total = (cents: number) => {
    money(TICKET_WORDS.total, cents, { bold: true, double: true });
    push(padStart(TICKET_WORDS.vatIncluded, columns));
  };

  return { out, push, centered, wrapped, rule, blank, money, header, items, vat, notSubject, total };
}

/** The lines of a ticket for a paper of `columns` characters (see PAPER_COLUMNS). */
export function layoutTicket(ticket: Ticket, columns: number): TicketLayoutLine[] {
  const w = ticketWriter(columns);
  w.header(ticket);
  // Issue 23: the QR at the start of the invoice, under its issuer, with the legend above it.
  if (ticket.verifactu?.qrUrl) {
    w.centered(TICKET_WORDS.verifactu, { bold: true });
    w.push('', { align: 'center', qr: ticket.verifactu.qrUrl });
    w.blank();
  } else if (ticket.verifactu) {
    w.centered(TICKET_WORDS.notVerifiable);
    w.blank();
  }
  w.centered(ticket.rectifies ? TICKET_WORDS.rectifyingTitle : TICKET_WORDS.title, { bold: true });
  w.push(`${TICKET_WORDS.number}: ${ticket.code}`);
  w.push(`${TICKET_WORDS.date}: ${formatTicketDate(ticket.issuedAt, ticket.timezone)}`);
  if (ticket.rectifies) w.wrapped(`${TICKET_WORDS.rectifies}: ${ticket.rectifies.join(', ')}`);
  if (ticket.reason) w.wrapped(`${TICKET_WORDS.reason}: ${ticket.reason}`);
  if (ticket.table) w.wrapped(ticket.table);
  if (ticket.employee) w.wrapped(`${TICKET_WORDS.servedBy}: ${ticket.employee.name}`);
  if (ticket.client) w.wrapped(`${TICKET_WORDS.client}: ${ticket.client}`);
  w.rule();
  w.items(ticket);
  // A part of an even split: the whole bill above, this part below.
  if (ticket.split) {
    w.money(TICKET_WORDS.billTotal, ticket.split.billCents);
    w.push(`${TICKET_WORDS.part} ${ticket.split.part} ${TICKET_WORDS.of} ${ticket.split.parts}`, { bold: true });
  }
  w.rule();
  w.vat(ticket.vat);
  w.notSubject(ticket.notSubjectCents);
  w.rule();
  w.total(ticket.totalCents);
  w.blank();

  const { payment } = ticket;
  for (const tender of payment.tenders ?? []) w.money(`${tender.label} ${tender.display}`, tender.amountCents);
  if (payment.method !== 'cash') w.money(TICKET_WORDS.card, payment.cardCents);
  if (payment.method !== 'card') w.money(TICKET_WORDS.cash, payment.cashCents);
  if (payment.tenderedCents > 0) {
    w.money(TICKET_WORDS.tendered, payment.tenderedCents);
    w.money(TICKET_WORDS.change, payment.changeCents);
  }
  // The tip is not part of the sale: after the payment, with what the card was charged in all.
  if (payment.tipCents) {
    w.money(TICKET_WORDS.tip, payment.tipCents);
    w.money(TICKET_WORDS.cardWithTip, payment.cardCents + payment.tipCents);
  }
  // Issue 17: each loyalty card the order moved, its program's name above what it earned, spent and holds now.
  for (const card of ticket.loyalty ?? []) {
    const unit = TICKET_WORDS[card.kind];
    w.blank();
    w.wrapped(card.program);
    if (card.spent) w.wrapped(`${unit} ${TICKET_WORDS.spent}: ${card.spent}`);
    w.wrapped(`${unit} ${TICKET_WORDS.earned}: ${card.earned} · ${TICKET_WORDS.balance}: ${card.balance}`);
  }
  w.blank();
  w.centered(TICKET_WORDS.thanks);
  return w.out;
}

/** The lines of a pre-bill (la cuenta): the order as it stands, marked as not an invoice. */
export function layoutPreBill(preBill: PreBill, columns: number): TicketLayoutLine[] {
  const w = ticketWriter(columns);
  w.header(preBill);
  w.centered(TICKET_WORDS.preBillTitle, { bold: true });
  w.centered(TICKET_WORDS.notAnInvoice, { bold: true });
  w.push(`${TICKET_WORDS.date}: ${formatTicketDate(preBill.issuedAt, preBill.timezone)}`);
  w.wrapped(preBill.table);
  if (preBill.diners) w.push(`${TICKET_WORDS.diners}: ${preBill.diners}`);
  w.rule();
  w.items(preBill);
  w.rule();
  w.vat(preBill.vat);
  w.notSubject(preBill.notSubjectCents);
  w.rule();
  w.total(preBill.totalCents);
  if (preBill.paidCents > 0) {
    w.blank();
    w.money(TICKET_WORDS.paid, preBill.paidCents);
    w.money(TICKET_WORDS.due, preBill.dueCents, { bold: true });
  }
  w.blank();
  w.centered(TICKET_WORDS.notAnInvoice);
  return w.out;
}

/** A pre-bill or a ticket: what the tills print. */
export type PrintedDocument = Ticket | PreBill;
export const isPreBill = (doc: PrintedDocument): doc is PreBill => 'kind' in doc && doc.kind === 'preBill';

/** The lines of whatever the till prints. */
export const layoutDocument = (doc: PrintedDocument, columns: number) =>
  isPreBill(doc) ? layoutPreBill(doc, columns) : layoutTicket(doc, columns);

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
