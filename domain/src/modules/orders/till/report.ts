import type { VatRate } from '../../../platform/money';
import type { Cancellation, Order, Payment, Refund, StaffRef, Void } from '../order';
import { paymentLineNets } from '../settlement';
import { parseTicketCode } from '../tickets/build-ticket';
import { computeTotals, isVoucherSale, vatRows, type VatBreakdownRow } from '../totals';
import { expectedCash, type CashCount } from './cash';
import type { ReportSeriesRange, ReportTicketRange, ReportVoid, TillReport, TillSession } from './schemas';

/**
 * The X and Z reports, as one pure function of the session and the orders it touched.
 *
 * Rounding: none of its own. Every figure is a sum of integer cents already on the tickets: a payment's VAT rows
 * are its ticket's (computeTotals of the lines it settled after its discount share), a refund's are its rectifying
 * ticket's (vatRows of the amounts given back); so the report's bases and VAT are the sums of the printed ones.
 *
 * Fields added by other parts of issue 14 are read defensively (an order stored before them lacks them):
 * `Payment.tipCents` and `Payment.employee` (paying and staff), `Order.diners` (tables).
 */

/** What the report needs of an order (the fields of other parts of issue 14 are optional and unchecked). */
export type ReportOrder = Pick<Order, 'lines' | 'payments' | 'refunds'> & {
  diners?: unknown;
  voids?: readonly Void[];
  cancellation?: Cancellation | null;
};

export interface TillReportInput {
  kind: 'X' | 'Z';
  number: number | null;
  session: TillSession;
  /** Every order with a payment, a refund, a void or a cancellation of the session (others are ignored). */
  orders: readonly ReportOrder[];
  business: TillReport['business'];
  location: TillReport['location'];
  issuedAt: string;
  issuedBy: StaffRef;
  /** The closing count (a Z). */
  count?: CashCount;
}

const NOBODY: StaffRef = { id: '', name: '' };
const int = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const staffRef = (value: unknown): StaffRef | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' ? { id, name: text(name) } : null;
};

/** The tip of a payment (paying part's `tipCents`), 0 when there is none. */
export const tipOf = (payment: Payment) => Math.max(0, int((payment as { tipCents?: unknown }).tipCents));
/** Who took a payment (staff part's `employee`), else nobody named. */
export const employeeOf = (payment: Payment) => staffRef((payment as { employee?: unknown }).employee) ?? NOBODY;

/** The VAT rows of a payment's ticket: the lines it settled with its discount share taken off. */
export function paymentVat(order: Pick<Order, 'lines'>, payment: Payment): VatBreakdownRow[] {
  const lines = paymentLineNets(order.lines, payment).map(({ line }) => line);
  return computeTotals([
    ...lines,
    { kind: 'discount', unitPriceCents: -payment.discountCents, quantity: 1, vatRate: 0 },
  ]).vat;
}

/** The VAT rows of a refund's rectifying ticket (negative). */
export function refundVat(order: Pick<Order, 'lines'>, refund: Refund): VatBreakdownRow[] {
  const gross = new Map<VatRate, number>();
  for (const { lineId, amountCents } of refund.lines) {
    const line = order.lines.find((l) => l.id === lineId);
    // Issue 17: a gift voucher sold is in no VAT row (not subject), as on the rectifying ticket.
    if (line && !isVoucherSale(line)) gross.set(line.vatRate, (gross.get(line.vatRate) ?? 0) - amountCents);
  }
  return vatRows(gross);
}

type Issued = { ticketCode: string; at: string };
const numberOf = (code: string) => parseTicketCode(code).number;

/**
 * The first and the last ticket issued, and how many: in one series, its lowest and highest numbers (a number is
 * taken in the transaction that issues the ticket, so numbers grow with time within a series).
 */
function ticketRange(tickets: Issued[]): ReportTicketRange | null {
  if (tickets.length === 0) return null;
  const sorted = [...tickets].sort(
    (a, b) => a.at.localeCompare(b.at) || numberOf(a.ticketCode) - numberOf(b.ticketCode),
  );
  return { first: sorted[0]!.ticketCode, last: sorted[sorted.length - 1]!.ticketCode, count: tickets.length };
}

/** The range of each series, by series ('B', 'B-1', 'B-2', ..., 'B-10'). */
function seriesRanges(tickets: Issued[]): ReportSeriesRange[] {
  const bySeries = new Map<string, string[]>();
  for (const { ticketCode } of tickets)
    addTo(
      bySeries,
      parseTicketCode(ticketCode).series,
      () => [],
      (codes) => [...codes, ticketCode],
    );
  return [...bySeries.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'es', { numeric: true }))
    .map(([series, codes]) => {
      const sorted = codes.sort((a, b) => numberOf(a) - numberOf(b));
      return { series, first: sorted[0]!, last: sorted[sorted.length - 1]!, count: sorted.length };
    });
}

/**
 * The voids a session answers for: those made while it was open (a void records the open till), or, for a void
 * stored before voids did, the session of the order's first payment (`legacy`). A cancelled order's sent lines are
 * voids of the session it was cancelled in, with the cancellation's reason and names.
 */
function sessionVoids(order: ReportOrder, sessionId: string, legacy: boolean): ReportVoid[] {
  const voids = (order.voids ?? [])
    .filter((v) => (v.tillSessionId === undefined ? legacy : v.tillSessionId === sessionId))
    .map(({ line, quantity, amountCents, reason, by, authorizedBy }) => ({
      name: line.name,
      quantity,
      amountCents,
      reason,
      by,
      authorizedBy,
    }));
  const cancellation = order.cancellation;
  if (!cancellation || cancellation.tillSessionId !== sessionId) return voids;
  const { reason, by, authorizedBy } = cancellation;
  const cancelled = order.lines
    .filter((line) => line.kind !== 'discount' && line.round !== null)
    .map((line) => ({
      name: line.name,
      quantity: line.quantity,
      amountCents: line.totalCents,
      reason,
      by,
      authorizedBy,
    }));
  return [...voids, ...cancelled];
}

/** Adds `value` to the entry of `key` in a map of running sums. */
function addTo<K, V>(map: Map<K, V>, key: K, empty: () => V, add: (current: V) => V) {
  map.set(key, add(map.get(key) ?? empty()));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function computeTillReport(input: TillReportInput): TillReport {
  const { session } = input;
  const mine = (item: { tillSessionId?: string }) => item.tillSessionId === session.id;
  const payments = input.orders.flatMap((order) => order.payments.filter(mine).map((payment) => ({ order, payment })));
  const refunds = input.orders.flatMap((order) =>
    (order.refunds ?? []).filter(mine).map((refund) => ({ order, refund })),
  );
  // An order's covers count once: in the session of its first payment.
  const covered = input.orders.filter((order) => order.payments[0] && mine(order.payments[0]));

  const vat = new Map<VatRate, { baseCents: number; vatCents: number; grossCents: number }>();
  const addVat = (rows: VatBreakdownRow[]) =>
    rows.forEach((row) =>
      addTo(
        vat,
        row.rate,
        () => ({ baseCents: 0, vatCents: 0, grossCents: 0 }),
        (v) => ({
          baseCents: v.baseCents + row.baseCents,
          vatCents: v.vatCents + row.vatCents,
          grossCents: v.grossCents + row.grossCents,
        }),
      ),
    );
  const categories = new Map<string, { quantity: number; totalCents: number }>();
  const employees = new Map<string, TillReport['employees'][number]>();
  for (const { order, payment } of payments) {
    addVat(paymentVat(order, payment));
    for (const { line, netCents } of paymentLineNets(order.lines, payment))
      addTo(
        categories,
        line.category ?? '',
        () => ({ quantity: 0, totalCents: 0 }),
        (c) => ({ quantity: c.quantity + line.quantity, totalCents: c.totalCents + netCents }),
      );
    const employee = employeeOf(payment);
    addTo(
      employees,
      employee.id,
      () => ({ ...employee, count: 0, totalCents: 0, tipCents: 0 }),
      (e) => ({
        ...e,
        count: e.count + 1,
        totalCents: e.totalCents + payment.amountCents,
        tipCents: e.tipCents + tipOf(payment),
      }),
    );
  }
  for (const { order, refund } of refunds) addVat(refundVat(order, refund));

  const voids = input.orders.flatMap((order) => sessionVoids(order, session.id, covered.includes(order)));
  const sales = {
    count: payments.length,
    totalCents: sum(payments.map(({ payment }) => payment.amountCents)),
    discountCents: sum(payments.map(({ payment }) => payment.discountCents)),
    cashCents: sum(payments.map(({ payment }) => payment.cashCents)),
    cardCents: sum(payments.map(({ payment }) => payment.cardCents)),
  };
  const refunded = {
    count: refunds.length,
    totalCents: sum(refunds.map(({ refund }) => refund.amountCents)),
    cashCents: sum(refunds.map(({ refund }) => refund.cashCents)),
    cardCents: sum(refunds.map(({ refund }) => refund.cardCents)),
  };
  const moved = (kind: 'in' | 'out') => sum(session.movements.filter((m) => m.kind === kind).map((m) => m.amountCents));
  const cashFigures = {
    floatCents: session.float.countedCents,
    // A payment's cash part is what stayed in the drawer: the change given is already off (tendered - change).
    salesCents: sales.cashCents,
    refundsCents: refunded.cashCents,
    inCents: moved('in'),
    outCents: moved('out'),
  };
  const expectedCents = expectedCash(cashFigures);
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

  return {
    kind: input.kind,
    number: input.number,
    sessionId: session.id,
    locationId: session.locationId,
    business: input.business,
    location: input.location,
    openedAt: session.openedAt,
    openedBy: session.openedBy,
    issuedAt: input.issuedAt,
    issuedBy: input.issuedBy,
    sales,
    vat: [...vat.entries()].sort(([a], [b]) => b - a).map(([rate, v]) => ({ rate, ...v })),
    categories: [...categories.entries()].map(([name, c]) => ({ name, ...c })).sort(byName),
    employees: [...employees.values()].sort(byName),
    refunds: refunded,
    voids: { count: voids.length, totalCents: sum(voids.map((v) => v.amountCents)), items: voids },
    tipCents: sum(payments.map(({ payment }) => tipOf(payment))),
    tickets: ticketRange(payments.map(({ payment }) => payment)),
    rectifyingTickets: ticketRange(refunds.map(({ refund }) => refund)),
    ticketSeries: seriesRanges(payments.map(({ payment }) => payment)),
    rectifyingSeries: seriesRanges(refunds.map(({ refund }) => refund)),
    covers: sum(covered.map((order) => Math.max(0, int(order.diners)))),
    netCents: sales.totalCents - refunded.totalCents,
    cash: {
      ...cashFigures,
      expectedCents,
      count: input.count ?? null,
      differenceCents: input.count ? input.count.countedCents - expectedCents : null,
    },
    movements: session.movements,
  };
}
