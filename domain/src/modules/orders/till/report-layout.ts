import { formatCents } from '../../../platform/money';
import { cleanTicketText, formatTicketDate, ticketRow, wrapTicketText, type TicketLayoutLine } from '../tickets/layout';
import type { ReportTicketRange, TillReport } from './schemas';

/**
 * The printed X and Z reports: the same layout lines as a ticket (so the ESC/POS encoder, the HTML view and the
 * PDF all say the same), for 58 and 80 mm paper. Spanish words live here for the reason TICKET_WORDS do.
 */
export const REPORT_WORDS = {
  xTitle: 'INFORME X',
  zTitle: 'INFORME Z',
  provisional: 'Provisional: la caja sigue abierta',
  opened: 'Apertura',
  issued: 'Emitido',
  by: 'Por',
  sales: 'VENTAS',
  tickets: 'Tickets',
  total: 'Total ventas',
  discounts: 'Descuentos',
  cash: 'Efectivo',
  card: 'Tarjeta',
  vat: 'IVA',
  vatRate: 'Tipo',
  vatBase: 'Base',
  vatAmount: 'Cuota',
  categories: 'POR CATEGORÍA',
  noCategory: 'Sin categoría',
  employees: 'POR EMPLEADO',
  nobody: 'Sin asignar',
  tips: 'Propinas',
  refunds: 'DEVOLUCIONES',
  voids: 'ANULACIONES',
  reason: 'Motivo',
  authorizedBy: 'Autoriza',
  net: 'NETO',
  firstTicket: 'Primer ticket',
  lastTicket: 'Último ticket',
  firstRectifying: 'Primera rectificativa',
  lastRectifying: 'Última rectificativa',
  covers: 'Comensales',
  drawer: 'CAJA',
  float: 'Fondo inicial',
  cashSales: 'Ventas en efectivo',
  cashRefunds: 'Devoluciones en efectivo',
  cashIn: 'Entradas',
  cashOut: 'Salidas',
  expected: 'Efectivo esperado',
  counted: 'Efectivo contado',
  difference: 'Diferencia',
  movements: 'MOVIMIENTOS',
  count: 'RECUENTO',
} as const;

/** 'Z 000012', 'X'. */
export const reportTitle = (report: Pick<TillReport, 'kind' | 'number'>) =>
  report.kind === 'Z' ? `${REPORT_WORDS.zTitle} ${String(report.number ?? 0).padStart(6, '0')}` : REPORT_WORDS.xTitle;

/** '50 €', '0,20 €'. */
/**
 * The first and last tickets to print: the session's, or with several series (till devices numbering on their own)
 * each series' first and last.
 */
const ranges = (all: ReportTicketRange | null, bySeries: ReportTicketRange[] = []): ReportTicketRange[] =>
  bySeries.length > 1 ? bySeries : all ? [all] : [];

const denominationLabel = (cents: number) => (cents % 100 === 0 ? `${cents / 100} €` : formatCents(cents));

export function layoutTillReport(report: TillReport, columns: number): TicketLayoutLine[] {
  const out: TicketLayoutLine[] = [];
  const push = (text: string, style: Partial<Omit<TicketLayoutLine, 'text'>> = {}) =>
    out.push({ text, align: 'left', bold: false, double: false, ...style });
  const centered = (text: string, bold = false) => {
    if (cleanTicketText(text) !== '')
      for (const line of wrapTicketText(text, columns)) push(line, { align: 'center', bold });
  };
  const lines = (label: string, value: string, bold = false) =>
    ticketRow(label, value, columns).forEach((t) => push(t, { bold }));
  const money = (label: string, cents: number, bold = false) => lines(label, formatCents(cents), bold);
  const heading = (label: string) => {
    push('-'.repeat(columns));
    push(label, { bold: true });
  };
  const date = (iso: string) => formatTicketDate(iso, report.location.timezone);
  const who = (name: string) => name || REPORT_WORDS.nobody;

  centered(report.business.name, true);
  if (report.business.taxId) centered(`NIF: ${report.business.taxId}`);
  centered(report.location.name);
  push('');
  centered(reportTitle(report), true);
  if (report.kind === 'X') centered(REPORT_WORDS.provisional);
  lines(REPORT_WORDS.opened, date(report.openedAt));
  lines(REPORT_WORDS.by, who(report.openedBy.name));
  lines(REPORT_WORDS.issued, date(report.issuedAt));
  lines(REPORT_WORDS.by, who(report.issuedBy.name));

  heading(REPORT_WORDS.sales);
  lines(REPORT_WORDS.tickets, String(report.sales.count));
  for (const range of ranges(report.tickets, report.ticketSeries)) {
    lines(REPORT_WORDS.firstTicket, range.first);
    lines(REPORT_WORDS.lastTicket, range.last);
  }
  lines(REPORT_WORDS.covers, String(report.covers));
  money(REPORT_WORDS.discounts, report.sales.discountCents);
  money(REPORT_WORDS.cash, report.sales.cashCents);
  money(REPORT_WORDS.card, report.sales.cardCents);
  money(REPORT_WORDS.total, report.sales.totalCents, true);
  money(REPORT_WORDS.tips, report.tipCents);

  heading(REPORT_WORDS.vat);
  const third = Math.floor(columns / 3);
  const rateColumn = columns - 2 * third;
  const vatRow = (rate: string, base: string, vat: string) =>
    rate.padEnd(rateColumn) + base.padStart(third) + vat.padStart(third);
  push(vatRow(REPORT_WORDS.vatRate, REPORT_WORDS.vatBase, REPORT_WORDS.vatAmount), { bold: true });
  for (const row of report.vat) push(vatRow(`${row.rate} %`, formatCents(row.baseCents), formatCents(row.vatCents)));

  if (report.categories.length > 0) {
    heading(REPORT_WORDS.categories);
    for (const c of report.categories) money(`${c.quantity} x ${c.name || REPORT_WORDS.noCategory}`, c.totalCents);
  }
  if (report.employees.length > 0) {
    heading(REPORT_WORDS.employees);
    for (const e of report.employees) {
      money(`${who(e.name)} (${e.count})`, e.totalCents);
      if (e.tipCents) money(`  ${REPORT_WORDS.tips}`, e.tipCents);
    }
  }

  heading(REPORT_WORDS.refunds);
  lines(REPORT_WORDS.tickets, String(report.refunds.count));
  for (const range of ranges(report.rectifyingTickets, report.rectifyingSeries)) {
    lines(REPORT_WORDS.firstRectifying, range.first);
    lines(REPORT_WORDS.lastRectifying, range.last);
  }
  money(REPORT_WORDS.cash, -report.refunds.cashCents);
  money(REPORT_WORDS.card, -report.refunds.cardCents);
  money(REPORT_WORDS.net, report.netCents, true);

  if (report.voids.count > 0) {
    heading(REPORT_WORDS.voids);
    for (const v of report.voids.items) {
      money(`${v.quantity} x ${v.name}`, v.amountCents);
      const note = [
        v.by?.name,
        v.authorizedBy && `${REPORT_WORDS.authorizedBy}: ${v.authorizedBy.name}`,
        v.reason && `${REPORT_WORDS.reason}: ${v.reason}`,
      ]
        .filter(Boolean)
        .join(' · ');
      if (note) for (const t of wrapTicketText(note, columns - 2)) push(`  ${t}`);
    }
  }

  heading(REPORT_WORDS.drawer);
  const { cash } = report;
  money(REPORT_WORDS.float, cash.floatCents);
  money(REPORT_WORDS.cashSales, cash.salesCents);
  money(REPORT_WORDS.cashRefunds, -cash.refundsCents);
  money(REPORT_WORDS.cashIn, cash.inCents);
  money(REPORT_WORDS.cashOut, -cash.outCents);
  money(REPORT_WORDS.expected, cash.expectedCents, true);
  if (cash.count) {
    money(REPORT_WORDS.counted, cash.count.countedCents, true);
    money(REPORT_WORDS.difference, cash.differenceCents ?? 0, true);
  }
  if (report.movements.length > 0) {
    heading(REPORT_WORDS.movements);
    for (const m of report.movements)
      money(`${m.kind === 'in' ? '+' : '-'} ${m.reason}`, m.kind === 'in' ? m.amountCents : -m.amountCents);
  }
  if (cash.count?.denominations) {
    heading(REPORT_WORDS.count);
    for (const d of cash.count.denominations) money(`${d.count} x ${denominationLabel(d.cents)}`, d.cents * d.count);
  }
  push('');
  return out;
}
