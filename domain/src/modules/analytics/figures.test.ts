import { describe, expect, it } from 'vitest';
import { computeTotals, type Order, type OrderLine, type Refund } from '../orders';
import { addFigures, localMoment, NO_KEY, refundEvent, saleEvent } from './figures';
import { periodsOf, presetRange, previousRange, splitByMonths } from './ranges';
import { changePercent, generalReport } from './reports';

const line = (id: string, refId: string, quantity: number, unitPriceCents: number, vatRate: 10 | 21 = 10) =>
  ({
    id,
    kind: 'dish',
    refId,
    name: refId,
    quantity,
    unitPriceCents,
    vatRate,
    totalCents: quantity * unitPriceCents,
    category: 'Carta',
    station: 'Cocina',
    round: 1,
  }) as unknown as OrderLine;

function order(lines: OrderLine[], paidAt: string, extra: Partial<Order> = {}): Order {
  const totals = computeTotals(lines);
  return {
    id: 'o1',
    module: 'restaurant',
    locationId: 'centro',
    table: null,
    diners: null,
    lines,
    totals,
    payments: [
      {
        id: 'p1',
        method: 'card',
        amountCents: totals.totalCents,
        cashCents: 0,
        cardCents: totals.totalCents,
        at: paidAt,
        employee: null,
      },
    ],
    refunds: [],
    employee: null,
    client: null,
    createdAt: '2026-03-28T20:00:00.000Z',
    statusAt: paidAt,
    ...extra,
  } as unknown as Order;
}

describe('figure events', () => {
  it("count a sale on the location's day and hour, and a refund on its own day", () => {
    // 23:30 UTC on 28 March is 00:30 on the 29th in Madrid (winter time, +1).
    const sold = order([line('a', 'croquetas', 2, 800), line('b', 'vino', 1, 320, 21)], '2026-03-28T23:30:00.000Z', {
      table: { id: 't1', name: 'Mesa 1', zone: 'Sala' },
      diners: 3,
      client: { id: 'c1', name: 'Ana' } as Order['client'],
    });
    const sale = saleEvent(sold, 'Europe/Madrid');
    expect(sale).toMatchObject({ date: '2026-03-29', month: '2026-03', locationId: 'centro', clientId: 'c1' });
    expect(sale.delta.byHour).toEqual({ '0': { count: 1, cents: 1920 } });
    expect(sale.delta.heat).toEqual({ '7-0': { count: 1, cents: 1920 } }); // a Sunday
    expect(sale.delta.byEmployee).toEqual({ [NO_KEY]: { name: '', count: 1, cents: 1920 } });
    expect(sale.delta.tables).toEqual({ orders: 1, covers: 3, cents: 1920, minutes: 210 });
    expect(sale.delta.items!['dish:croquetas']).toMatchObject({ quantity: 2, cents: 1600 });

    const refund = {
      id: 'r1',
      lines: [{ lineId: 'a', quantity: 1, amountCents: 800 }],
      amountCents: 800,
      cashCents: 0,
      cardCents: 800,
      at: '2026-04-02T10:00:00.000Z',
    } as unknown as Refund;
    const back = refundEvent(sold, refund, 'Europe/Madrid');
    expect(back).toMatchObject({ kind: 'refund', date: '2026-04-02', month: '2026-04', clientId: null });
    expect(back.delta.vat).toEqual({ '10': { baseCents: -727, vatCents: -73 } });

    const total = addFigures(addFigures({}, sale.delta), back.delta);
    expect(total.items!['dish:croquetas']).toMatchObject({ quantity: 1, cents: 800 });
    expect(total.byPayment).toEqual({ card: 1120 });
    expect(total.byModule).toEqual({ restaurant: { count: 1, cents: 1120 } });
  });

  it('read the hour across the clock change', () => {
    expect(localMoment('2026-03-29T00:30:00Z', 'Europe/Madrid')).toMatchObject({ date: '2026-03-29', hour: 1 });
    expect(localMoment('2026-03-29T01:30:00Z', 'Europe/Madrid')).toMatchObject({ hour: 3 });
    expect(localMoment('2026-07-01T12:00:00Z', 'Atlantic/Canary')).toMatchObject({ hour: 13, weekday: 3 });
  });
});

describe('ranges', () => {
  it('turn presets into dates', () => {
    const today = '2026-11-26'; // a Thursday
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('thisWeek', today)).toEqual({ from: '2026-11-23', to: today });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('lastMonth', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(previousRange({ from: '2026-11-01', to: '2026-11-26' })).toEqual({ from: '2026-10-06', to: '2026-10-31' });
  });

  it('read whole months from month documents and the days around them from day documents', () => {
    expect(splitByMonths({ from: '2026-01-15', to: '2026-03-10' })).toEqual({
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-10' },
      ],
      months: ['2026-02'],
    });
    expect(splitByMonths({ from: '2026-01-01', to: '2026-12-31' }).months).toHaveLength(12);
    expect(splitByMonths({ from: '2026-02-03', to: '2026-02-05' })).toEqual({
      days: [{ from: '2026-02-03', to: '2026-02-05' }],
      months: [],
    });
    expect(periodsOf({ from: '2026-01-28', to: '2026-03-02' }, 'month')).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});

describe('the general report', () => {
  it('shows every period, sorts the breakdowns and compares with the period before', () => {
    const sale = saleEvent(order([line('a', 'croquetas', 1, 800)], '2026-11-02T12:00:00Z'), 'Europe/Madrid');
    const report = generalReport({
      range: { from: '2026-11-01', to: '2026-11-03' },
      previousRange: { from: '2026-10-29', to: '2026-10-31' },
      granularity: 'day',
      docs: [{ period: 'day', key: '2026-11-02', locationId: 'centro', figures: sale.delta }],
      previous: { sales: { count: 2, cents: 400 } },
      locations: { centro: 'Centro' },
    });
    expect(report.series.map((point) => [point.period, point.netCents])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 800],
      ['2026-11-03', 0],
    ]);
    expect(report.byLocation).toEqual([{ key: 'centro', name: 'Centro', count: 1, cents: 800 }]);
    expect(changePercent(report.totals.netCents, report.previous.netCents)).toBe(100);
    expect(changePercent(5, 0)).toBeNull();
  });
});
