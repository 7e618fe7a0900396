import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../orders';
import { NO_KEY, refundEvent, saleEvent } from './figures';

const line = (fields: Partial<OrderLine>): OrderLine => ({
  id: 'l1',
  kind: 'dailyMenu',
  refId: '2026-11-26',
  name: 'Menú del día',
  quantity: 1,
  unitPriceCents: 1450,
  vatRate: 10,
  details: [],
  notes: '',
  station: '',
  allergens: [],
  round: 1,
  paymentId: 'p1',
  totalCents: 1450,
  consumes: [],
  category: 'Menú del día',
  course: 0,
  ...fields,
});

/** Firestore refuses an empty map key: "none" (no employee, no kitchen station) is NO_KEY in every figure. */
describe('figure keys', () => {
  it('never makes an empty map key', () => {
    const at = '2026-11-26T13:00:00.000Z';
    const order = {
      id: 'o1',
      module: 'restaurant',
      locationId: 'loc',
      table: { id: 't1', name: 'Mesa 1', zone: '' },
      lines: [line({})],
      payments: [{ at, cashCents: 1450, cardCents: 0, employee: null }],
      totals: {
        totalCents: 1450,
        vat: [{ rate: 10, baseCents: 1318, vatCents: 132, grossCents: 1450 }],
        discountCents: 0,
      },
      employee: null,
      client: null,
      diners: 1,
      createdAt: '2026-11-26T12:00:00.000Z',
      statusAt: at,
      kitchenRounds: [{ round: 1, sentAt: '2026-11-26T12:05:00.000Z', readyAt: '2026-11-26T12:20:00.000Z' }],
    } as unknown as Order;
    const refund = {
      id: 'r1',
      lines: [{ lineId: 'l1', quantity: 1, amountCents: 1450 }],
      amountCents: 1450,
      cashCents: 1450,
      cardCents: 0,
      at,
    };
    const keys = (value: unknown): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => [key, ...keys(child)]) : [];
    const sale = saleEvent(order, 'Europe/Madrid');
    expect(sale.delta.kitchen).toEqual({ [NO_KEY]: { count: 1, minutes: 15 } });
    expect(Object.keys(sale.delta.byEmployee!)).toEqual([NO_KEY]);
    const refunded = refundEvent(order, refund as unknown as Order['refunds'][number], 'Europe/Madrid');
    expect([...keys(sale.delta), ...keys(refunded.delta)]).not.toContain('');
  });
});
