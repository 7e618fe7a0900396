import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderLine, Payment, Refund, StaffRef, Void } from '../order';
import { planRefund, settle } from '../settlement';
import { buildRefundTicket, buildTicket } from '../tickets/build-ticket';
import { line, LOCATION, ORGANIZATION } from '../tickets/fixtures.test-data';
import { layoutText } from '../tickets/layout';
import { cashCountOf, expectedCash } from './cash';
import { computeTillReport, type ReportOrder } from './report';
import { layoutTillReport } from './report-layout';
import type { TillSession } from './schemas';

/**
 * The report against the tickets it covers: random orders are charged in random parts (cash with change, card,
 * mixed; some with a discount, a tip, an employee) and partly refunded, each payment and refund in one of two
 * sessions. Whatever happens, the report of a session says what the sum of its printed tickets says, computed here
 * from the tickets themselves (buildTicket / buildRefundTicket), and its expected cash is the drawer's arithmetic.
 */

const ANA: StaffRef = { id: 'e1', name: 'Ana' };
const LUIS: StaffRef = { id: 'e2', name: 'Luis' };

const session = (fields: Partial<TillSession> = {}): TillSession => ({
  id: 's1',
  locationId: 'L1',
  status: 'open',
  openedAt: '2026-11-22T17:00:00.000Z',
  openedBy: ANA,
  float: { countedCents: 15000, denominations: null },
  movements: [],
  closedAt: null,
  closedBy: null,
  closing: null,
  reportNumber: null,
  ...fields,
});

const goods = (id: string, unitPriceCents: number, quantity: number, vatRate: 21 | 10 | 4, category: string) =>
  line({ id, name: `Plato ${id}`, unitPriceCents, quantity, vatRate, category, station: '' });

const orderArb = fc.record({
  lines: fc.array(
    fc.record({
      price: fc.integer({ min: 1, max: 4000 }),
      quantity: fc.integer({ min: 1, max: 4 }),
      vatRate: fc.constantFrom(21 as const, 10 as const, 4 as const),
      category: fc.constantFrom('Carnes', 'Bebidas', 'Menú del día', ''),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  discountPercent: fc.integer({ min: 0, max: 60 }),
  /** How the lines are split into payments: each line's part number. */
  parts: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }),
  payments: fc.array(
    fc.record({
      method: fc.constantFrom('cash' as const, 'card' as const, 'mixed' as const),
      extraTendered: fc.integer({ min: 0, max: 5000 }),
      session: fc.constantFrom('s1', 's2'),
      tip: fc.integer({ min: 0, max: 500 }),
      employee: fc.constantFrom(ANA, LUIS, undefined),
    }),
    { minLength: 3, maxLength: 3 },
  ),
  refunds: fc.array(fc.record({ pick: fc.nat(), session: fc.constantFrom('s1', 's2') }), { maxLength: 2 }),
  diners: fc.integer({ min: 0, max: 8 }),
});

let ticketNumber = 0;
let refundNumber = 0;

/** Charges and refunds an order as the sales core does (settle, planRefund), numbering tickets as it goes. */
type OrderSpec = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

function simulate(spec: OrderSpec, index: number): ReportOrder {
  let lines: OrderLine[] = spec.lines.map((l, i) =>
    goods(`o${index}l${i}`, l.price, l.quantity, l.vatRate, l.category),
  );
  const goodsCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const discount = Math.floor((goodsCents * spec.discountPercent) / 100);
  if (discount > 0)
    lines.push({ ...goods(`o${index}d`, -discount, 1, 10, ''), kind: 'discount', vatRate: 0 } as OrderLine);
  const payments: Payment[] = [];
  const partsOf = [0, 1, 2].map((part) =>
    lines.filter((l, i) => l.kind !== 'discount' && (spec.parts[i] ?? 0) === part).map((l) => l.id),
  );
  partsOf
    .filter((ids) => ids.length > 0)
    .forEach((ids, p) => {
      const settlement = settle(lines, payments, ids);
      if (typeof settlement === 'string') return;
      const how = spec.payments[p]!;
      const amount = settlement.amountCents;
      const card = how.method === 'card' ? amount : how.method === 'mixed' ? Math.floor(amount / 2) : 0;
      const cash = amount - card;
      const tendered = how.method === 'card' ? 0 : cash + how.extraTendered;
      const payment = {
        id: `o${index}p${p}`,
        method: how.method,
        amountCents: amount,
        discountCents: settlement.discountCents,
        cashCents: cash,
        cardCents: card,
        tenderedCents: tendered,
        changeCents: tendered - cash,
        lineIds: settlement.lineIds,
        ticketCode: `T-${String(++ticketNumber).padStart(6, '0')}`,
        at: '2026-11-22T20:00:00.000Z',
        tillSessionId: how.session,
        // Fields of other parts of issue 14, as they will be stored.
        ...(how.method !== 'cash' && how.tip ? { tipCents: how.tip } : {}),
        ...(how.employee ? { employee: how.employee } : {}),
      } as Payment;
      payments.push(payment);
      const settled = new Set(settlement.lineIds);
      lines = lines.map((l) => (settled.has(l.id) ? { ...l, paymentId: payment.id } : l));
    });
  const refunds: Refund[] = [];
  for (const { pick, session: tillSessionId } of spec.refunds) {
    const paid = lines.filter((l) => l.paymentId);
    const line = paid[pick % paid.length];
    if (!line) continue;
    const plan = planRefund(lines, payments, refunds, [{ lineId: line.id, quantity: 1 }]);
    if (plan === 'not-refundable') continue;
    refunds.push({
      id: `o${index}r${refunds.length}`,
      ...plan,
      ticketCode: `T-R${String(++refundNumber).padStart(6, '0')}`,
      rectifies: [],
      reason: '',
      restocked: false,
      at: '2026-11-22T21:00:00.000Z',
      tillSessionId,
    });
  }
  return { lines, payments, refunds, diners: spec.diners };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('till report', () => {
  it('adds up exactly the tickets of its session (property)', () => {
    fc.assert(
      fc.property(
        fc.array(orderArb, { minLength: 0, maxLength: 6 }),
        fc.integer({ min: 0, max: 50000 }),
        fc.array(
          fc.record({ kind: fc.constantFrom('in' as const, 'out' as const), cents: fc.integer({ min: 1, max: 9000 }) }),
          {
            maxLength: 4,
          },
        ),
        (specs, floatCents, moves) => {
          ticketNumber = 0;
          refundNumber = 0;
          const orders = specs.map(simulate);
          const movements = moves.map((m, i) => ({
            id: `m${i}`,
            kind: m.kind,
            amountCents: m.cents,
            reason: 'Cambio',
            at: '2026-11-22T18:00:00.000Z',
            by: ANA,
          }));
          const s1 = session({ float: { countedCents: floatCents, denominations: null }, movements });
          const report = computeTillReport({
            kind: 'X',
            number: null,
            session: s1,
            orders,
            business: { name: 'Casa Lola', taxId: 'B1' },
            location: { name: 'Centro', timezone: 'Europe/Madrid' },
            issuedAt: '2026-11-22T23:00:00.000Z',
            issuedBy: ANA,
          });

          // The tickets of s1, as printed.
          const tickets = orders.flatMap((order) =>
            order.payments
              .filter((p) => p.tillSessionId === 's1')
              .map((payment) => ({
                payment,
                ticket: buildTicket({
                  order: { ...order, table: null, locationId: 'L1' },
                  payment,
                  organization: ORGANIZATION,
                  location: LOCATION,
                }),
              })),
          );
          const rectifying = orders.flatMap((order) =>
            (order.refunds ?? [])
              .filter((r) => r.tillSessionId === 's1')
              .map((refund) => ({
                refund,
                ticket: buildRefundTicket({
                  order: { ...order, table: null, locationId: 'L1' },
                  refund,
                  organization: ORGANIZATION,
                  location: LOCATION,
                }),
              })),
          );

          expect(report.sales.count).toBe(tickets.length);
          expect(report.sales.totalCents).toBe(sum(tickets.map((t) => t.ticket.totalCents)));
          expect(report.sales.cardCents).toBe(sum(tickets.map((t) => t.ticket.payment.cardCents)));
          expect(report.sales.cashCents + report.sales.cardCents).toBe(report.sales.totalCents);
          expect(report.refunds.totalCents).toBe(0 - sum(rectifying.map((t) => t.ticket.totalCents)));
          expect(report.netCents).toBe(sum([...tickets, ...rectifying].map((t) => t.ticket.totalCents)));

          // VAT: per rate, the sums of the printed bases and quotas; the rates add up to the net.
          for (const rate of [21, 10, 4] as const) {
            const rows = [...tickets, ...rectifying].flatMap((t) => t.ticket.vat.filter((v) => v.rate === rate));
            const row = report.vat.find((v) => v.rate === rate);
            expect(row?.baseCents ?? 0).toBe(sum(rows.map((r) => r.baseCents)));
            expect(row?.vatCents ?? 0).toBe(sum(rows.map((r) => r.vatCents)));
          }
          expect(sum(report.vat.map((v) => v.baseCents + v.vatCents))).toBe(report.netCents);

          // Categories and employees share out the sales exactly; tips stay apart.
          expect(sum(report.categories.map((c) => c.totalCents))).toBe(report.sales.totalCents);
          expect(sum(report.categories.map((c) => c.quantity))).toBe(
            sum(tickets.flatMap((t) => t.ticket.lines.map((l) => l.quantity))),
          );
          expect(sum(report.employees.map((e) => e.totalCents))).toBe(report.sales.totalCents);
          const tips = sum(tickets.map((t) => (t.payment as { tipCents?: number }).tipCents ?? 0));
          expect(report.tipCents).toBe(tips);
          expect(sum(report.employees.map((e) => e.tipCents))).toBe(tips);

          // The drawer: what cash customers left (handed over less change), less cash given back, plus movements.
          const handed = sum(tickets.map((t) => t.ticket.payment.tenderedCents - t.ticket.payment.changeCents));
          const back = sum(rectifying.map((t) => 0 - t.ticket.payment.cashCents));
          const moved = sum(movements.map((m) => (m.kind === 'in' ? m.amountCents : -m.amountCents)));
          expect(report.cash.expectedCents).toBe(floatCents + handed - back + moved);

          // First and last tickets; covers of the orders whose first payment is in s1.
          const numbers = tickets.map((t) => t.ticket.number).sort((a, b) => a - b);
          expect(report.tickets?.first ?? null).toBe(
            numbers.length ? `T-${String(numbers[0]).padStart(6, '0')}` : null,
          );
          expect(report.tickets?.last ?? null).toBe(
            numbers.length ? `T-${String(numbers[numbers.length - 1]).padStart(6, '0')}` : null,
          );
          expect(report.covers).toBe(
            sum(orders.filter((o) => o.payments[0]?.tillSessionId === 's1').map((o) => o.diners as number)),
          );

          // The printed report holds every figure at both widths.
          for (const columns of [32, 48]) {
            const printed = layoutTillReport(report, columns);
            expect(printed.every((l) => [...l.text].length <= columns)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it('closes with the count: expected, counted and the difference', () => {
    const count = cashCountOf({
      denominations: [
        { cents: 5000, count: 2 },
        { cents: 200, count: 3 },
        { cents: 5, count: 1 },
      ],
    });
    expect(count).toEqual({
      countedCents: 10605,
      denominations: [
        { cents: 5000, count: 2 },
        { cents: 200, count: 3 },
        { cents: 5, count: 1 },
      ],
    });
    expect(cashCountOf({ amount: '106,05' })).toEqual({ countedCents: 10605, denominations: null });
    expect(
      expectedCash({ floatCents: 10000, salesCents: 2500, refundsCents: 250, inCents: 1000, outCents: 2645 }),
    ).toBe(10605);
    const report = computeTillReport({
      kind: 'Z',
      number: 7,
      session: session({ float: { countedCents: 10000, denominations: null } }),
      orders: [],
      business: { name: 'Casa Lola', taxId: '' },
      location: { name: 'Centro', timezone: 'Europe/Madrid' },
      issuedAt: '2026-11-22T23:00:00.000Z',
      issuedBy: LUIS,
      count,
    });
    expect(report.cash).toMatchObject({ expectedCents: 10000, differenceCents: 605 });
    const text = layoutText(layoutTillReport(report, 48), 48);
    expect(text).toContain('INFORME Z 000007');
    expect(text).toMatch(/Diferencia\s+6,05 €/);
    expect(text).toMatch(/2 x 50 €\s+100,00 €/);
  });

  it('reads diners, tips and employees defensively (missing on old orders, odd shapes skipped)', () => {
    const line = goods('l1', 1000, 2, 10, 'Carnes');
    const payment = {
      id: 'p1',
      method: 'card',
      amountCents: 2000,
      discountCents: 0,
      cashCents: 0,
      cardCents: 2000,
      tenderedCents: 0,
      changeCents: 0,
      lineIds: ['l1'],
      ticketCode: 'T-000001',
      at: '2026-11-22T20:00:00.000Z',
      tillSessionId: 's1',
      tipCents: 'no',
      employee: { name: 'sin id' },
    } as unknown as Payment;
    const report = computeTillReport({
      kind: 'X',
      number: null,
      session: session(),
      orders: [{ lines: [{ ...line, paymentId: 'p1' }], payments: [payment], refunds: [], diners: -3 }],
      business: { name: 'Casa Lola', taxId: '' },
      location: { name: 'Centro', timezone: 'Europe/Madrid' },
      issuedAt: '2026-11-22T23:00:00.000Z',
      issuedBy: LUIS,
    });
    expect(report.tipCents).toBe(0);
    expect(report.covers).toBe(0);
    expect(report.employees).toEqual([{ id: '', name: '', count: 1, totalCents: 2000, tipCents: 0 }]);
    expect(report.voids).toEqual({ count: 0, totalCents: 0, items: [] });
  });

  it('lists the voids and cancellations made while the session was open, whoever pays the order and when', () => {
    const paidHere = {
      id: 'p1',
      method: 'cash',
      amountCents: 1000,
      discountCents: 0,
      cashCents: 1000,
      cardCents: 0,
      tenderedCents: 1000,
      changeCents: 0,
      lineIds: ['l1'],
      ticketCode: 'T-000001',
      at: '2026-11-22T20:00:00.000Z',
      tillSessionId: 's1',
    } as Payment;
    const voidOf = (name: string, tillSessionId?: string | null): Void => ({
      id: `v-${name}`,
      line: goods(name, 250, 2, 10, 'Bebidas'),
      quantity: 1,
      amountCents: 250,
      reason: 'Se ha derramado',
      restocked: false,
      by: LUIS,
      authorizedBy: ANA,
      at: '2026-11-22T20:30:00.000Z',
      ...(tillSessionId === undefined ? {} : { tillSessionId }),
    });
    const cancelledLines = [
      goods('Croquetas', 800, 1, 10, 'Tapas'),
      { ...goods('Flan', 400, 1, 10, 'Postres'), round: null },
    ];
    const report = computeTillReport({
      kind: 'Z',
      number: 3,
      session: session(),
      orders: [
        // Paid here: its void made here, one made in the session before (that Z had it), one stored before voids
        // recorded their session (the session of the first payment answers for it).
        {
          lines: [{ ...goods('l1', 1000, 1, 10, 'Carnes'), paymentId: 'p1' }],
          payments: [paidHere],
          refunds: [],
          voids: [voidOf('Caña', 's1'), voidOf('Vermú', 's0'), voidOf('Clara')],
        },
        // Never paid: voided here, then cancelled here; only its sent lines are listed.
        {
          lines: cancelledLines,
          payments: [],
          refunds: [],
          voids: [voidOf('Tinto', 's1')],
          cancellation: {
            reason: 'Se han ido',
            by: LUIS,
            authorizedBy: ANA,
            at: '2026-11-22T21:00:00.000Z',
            tillSessionId: 's1',
          },
        },
        // Cancelled while another session was open.
        {
          lines: [goods('Bravas', 500, 1, 10, 'Tapas')],
          payments: [],
          refunds: [],
          cancellation: {
            reason: 'Error',
            by: LUIS,
            authorizedBy: ANA,
            at: '2026-11-21T21:00:00.000Z',
            tillSessionId: 's0',
          },
        },
      ],
      business: { name: 'Casa Lola', taxId: '' },
      location: { name: 'Centro', timezone: 'Europe/Madrid' },
      issuedAt: '2026-11-22T23:00:00.000Z',
      issuedBy: LUIS,
    });
    expect(report.voids.items.map((v) => [v.name, v.amountCents, v.reason])).toEqual([
      ['Plato Caña', 250, 'Se ha derramado'],
      ['Plato Clara', 250, 'Se ha derramado'],
      ['Plato Tinto', 250, 'Se ha derramado'],
      ['Plato Croquetas', 800, 'Se han ido'],
    ]);
    expect(report.voids).toMatchObject({ count: 4, totalCents: 1550 });
    expect(report.voids.items.every((v) => v.by === LUIS && v.authorizedBy === ANA)).toBe(true);
    const text = layoutText(layoutTillReport(report, 32), 32);
    expect(text).toContain('Autoriza: Ana');
    expect(text).toContain('Plato Croquetas');
  });

  it('gives the first and last ticket of each series when till devices number in series of their own', () => {
    const paid = (id: string, ticketCode: string, at: string): Payment =>
      ({
        id,
        method: 'card',
        amountCents: 250,
        discountCents: 0,
        cashCents: 0,
        cardCents: 250,
        tenderedCents: 0,
        changeCents: 0,
        lineIds: [`l${id}`],
        ticketCode,
        at,
        tillSessionId: 's1',
      }) as Payment;
    // Issued in this order: B-2 sells first, B-10 last; numbers grow within each series.
    const sales = [
      paid('1', 'B-2-000007', '2026-11-22T20:00:00.000Z'),
      paid('2', 'B-000041', '2026-11-22T20:01:00.000Z'),
      paid('3', 'B-10-000001', '2026-11-22T20:02:00.000Z'),
      paid('4', 'B-2-000008', '2026-11-22T20:03:00.000Z'),
      paid('5', 'B-000042', '2026-11-22T20:04:00.000Z'),
      paid('6', 'B-10-000002', '2026-11-22T20:05:00.000Z'),
    ];
    const report = computeTillReport({
      kind: 'X',
      number: null,
      session: session(),
      orders: sales.map((payment) => ({
        lines: [{ ...goods(`l${payment.id}`, 250, 1, 10, 'Bebidas'), paymentId: payment.id }],
        payments: [payment],
        refunds: [],
      })),
      business: { name: 'Casa Lola', taxId: '' },
      location: { name: 'Centro', timezone: 'Europe/Madrid' },
      issuedAt: '2026-11-22T23:00:00.000Z',
      issuedBy: LUIS,
    });
    expect(report.tickets).toEqual({ first: 'B-2-000007', last: 'B-10-000002', count: 6 });
    expect(report.ticketSeries).toEqual([
      { series: 'B', first: 'B-000041', last: 'B-000042', count: 2 },
      { series: 'B-2', first: 'B-2-000007', last: 'B-2-000008', count: 2 },
      { series: 'B-10', first: 'B-10-000001', last: 'B-10-000002', count: 2 },
    ]);
    expect(report.rectifyingSeries).toEqual([]);
    const text = layoutText(layoutTillReport(report, 48), 48);
    expect(text).toMatch(/Primer ticket\s+B-000041/);
    expect(text).toMatch(/Último ticket\s+B-2-000008/);
    expect(text).toMatch(/Último ticket\s+B-10-000002/);
  });
});
