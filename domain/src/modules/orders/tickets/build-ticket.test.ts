import { describe, expect, it } from 'vitest';
import { buildTicket, ticketDetailText, parseTicketCode, ticketPaymentLines, ticketTableLabel } from './build-ticket';
import { cashPayment, input, LINES, line, ORDER, ORGANIZATION } from './fixtures.test-data';

describe('buildTicket', () => {
  it('builds the factura simplificada of a payment of the whole bill', () => {
    const ticket = buildTicket(input());
    expect(ticket).toEqual({
      code: 'C1-000123',
      series: 'C1',
      number: 123,
      issuedAt: '2026-11-22T19:45:00.000Z',
      timezone: 'Europe/Madrid',
      business: {
        name: 'Casa Lola Restauración S.L.',
        taxId: 'B12345674',
        address: 'Calle de Toledo 12, 28005 Madrid',
      },
      location: { name: 'Casa Lola La Latina', address: 'Calle de Toledo 12, Madrid', phone: '910 000 000' },
      table: 'Mesa 4',
      lines: [
        {
          name: 'Entrecot de ternera',
          quantity: 1,
          unitPriceCents: 2150,
          totalCents: 2150,
          details: ['+ Al punto', '+ Patatas (+1,50 €)'],
        },
        {
          name: 'Croquetas caseras de jamón ibérico',
          quantity: 2,
          unitPriceCents: 850,
          totalCents: 1700,
          details: [],
        },
        { name: 'Caña', quantity: 3, unitPriceCents: 250, totalCents: 750, details: [] },
        {
          name: 'Menú del día',
          quantity: 1,
          unitPriceCents: 1400,
          totalCents: 1400,
          details: ['+ Ensalada mixta', '+ Merluza a la romana'],
        },
      ],
      vat: [
        { rate: 21, baseCents: 620, vatCents: 130, grossCents: 750 },
        { rate: 10, baseCents: 4773, vatCents: 477, grossCents: 5250 },
      ],
      totalCents: 6000,
      payment: { method: 'cash', cashCents: 6000, cardCents: 0, tenderedCents: 10000, changeCents: 4000 },
    });
  });

  it('prints only the lines of a split payment, with their own VAT breakdown', () => {
    const payment = cashPayment({
      method: 'card',
      amountCents: 2150,
      cashCents: 0,
      cardCents: 2150,
      tenderedCents: 0,
      changeCents: 0,
      lineIds: ['l3', 'l4'],
    });
    const ticket = buildTicket(input({ payment }));
    expect(ticket.lines.map((l) => l.name)).toEqual(['Caña', 'Menú del día']);
    expect(ticket.vat).toEqual([
      { rate: 21, baseCents: 620, vatCents: 130, grossCents: 750 },
      { rate: 10, baseCents: 1273, vatCents: 127, grossCents: 1400 },
    ]);
    expect(ticket.totalCents).toBe(2150);
    expect(ticket.payment).toEqual({ method: 'card', cashCents: 0, cardCents: 2150, tenderedCents: 0, changeCents: 0 });
  });

  it('refuses a ticket whose lines do not add up to the payment', () => {
    expect(() => buildTicket(input({ payment: cashPayment({ amountCents: 5999 }) }))).toThrow(/6000 cents/);
  });

  it('after a split, the payment of what is due prints the lines not paid yet', () => {
    const split = cashPayment({ id: 'p1', lineIds: ['l1'], amountCents: 2150, ticketCode: 'C1-000123' });
    const rest = cashPayment({
      id: 'p2',
      amountCents: 3850,
      cashCents: 3850,
      changeCents: 1150,
      ticketCode: 'C1-000124',
    });
    const order = { ...ORDER, payments: [split, rest] };
    expect(ticketPaymentLines(order, rest).map((l) => l.id)).toEqual(['l2', 'l3', 'l4']);
    // Also when the server marks the split line with its payment instead.
    const marked = {
      ...ORDER,
      lines: LINES.map((l) => (l.id === 'l1' ? { ...l, paymentId: 'p1' } : l)),
      payments: [rest],
    };
    expect(ticketPaymentLines(marked, rest).map((l) => l.id)).toEqual(['l2', 'l3', 'l4']);
    expect(buildTicket(input({ order, payment: rest })).number).toBe(124);
  });

  it('takes a discount line as a negative amount at its VAT rate', () => {
    const order = {
      ...ORDER,
      lines: [...LINES, line({ id: 'd1', kind: 'discount', name: 'Descuento cliente', unitPriceCents: -500 })],
    };
    const ticket = buildTicket(input({ order, payment: cashPayment({ amountCents: 5500, changeCents: 4500 }) }));
    expect(ticket.lines.at(-1)).toMatchObject({ name: 'Descuento cliente', totalCents: -500 });
    expect(ticket.totalCents).toBe(5500);
    expect(ticket.vat.find((row) => row.rate === 10)?.grossCents).toBe(4750);
  });

  it('falls back to the organization name and skips empty fiscal fields', () => {
    const ticket = buildTicket(
      input({ organization: { name: 'Bar Pepe', fiscal: { city: 'Cádiz', province: 'Cádiz' } } }),
    );
    expect(ticket.business).toEqual({ name: 'Bar Pepe', taxId: '', address: 'Cádiz' });
    const withProvince = buildTicket(
      input({
        organization: { ...ORGANIZATION, fiscal: { ...ORGANIZATION.fiscal, city: 'Marbella', province: 'Málaga' } },
      }),
    );
    expect(withProvince.business.address).toBe('Calle de Toledo 12, 28005 Marbella, Málaga');
  });

  it('names tables as the floor does, and takeaways', () => {
    expect(ticketTableLabel(null)).toBe('Para llevar');
    expect(ticketTableLabel({ id: 't4', name: '4', zone: '' })).toBe('Mesa 4');
    expect(ticketTableLabel({ id: 't4', name: 'Mesa 4', zone: '' })).toBe('Mesa 4');
    expect(ticketTableLabel({ id: 't6', name: 'Terraza 1', zone: 'Terraza' })).toBe('Terraza 1');
    expect(buildTicket(input({ order: { ...ORDER, table: null } })).table).toBe('Para llevar');
  });

  it('writes modifier details with their surcharge', () => {
    expect(ticketDetailText({ label: 'Al punto', priceDeltaCents: 0 })).toBe('+ Al punto');
    expect(ticketDetailText({ label: 'Patatas', priceDeltaCents: 150 })).toBe('+ Patatas (+1,50 €)');
    expect(ticketDetailText({ label: 'Sin pan', priceDeltaCents: -30 })).toBe('+ Sin pan (-0,30 €)');
  });

  it('reads ticket codes and refuses malformed ones', () => {
    expect(parseTicketCode('C1-000123')).toEqual({ series: 'C1', number: 123 });
    expect(parseTicketCode('TER2-000001')).toEqual({ series: 'TER2', number: 1 });
    expect(() => parseTicketCode('')).toThrow();
    expect(() => parseTicketCode('c1 000123')).toThrow();
  });
});
