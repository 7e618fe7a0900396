import { describe, expect, it } from 'vitest';
import { buildTicket, ticketDetailText, parseTicketCode, ticketTableLabel } from './build-ticket';
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
      discountCents: 0,
      totalCents: 6000,
      payment: { method: 'cash', cashCents: 6000, cardCents: 0, tenderedCents: 10000, changeCents: 4000 },
      employee: null,
      locationId: 'L1',
      date: '2026-11-22',
      tableId: 't4',
    });
  });

  it("files a ticket under its location, the day it was issued there and its table (the ticket history's filters)", () => {
    // 23:30 UTC on the 22nd is 00:30 on the 23rd in Madrid: the ticket belongs to the 23rd.
    const late = buildTicket(input({ payment: cashPayment({ at: '2026-11-22T23:30:00.000Z' }) }));
    expect(late.date).toBe('2026-11-23');
    expect(buildTicket(input({ order: { ...ORDER, table: null } })).tableId).toBe('');
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

  it('after a split, the payment of the rest prints the lines it settled, found by their payment', () => {
    const rest = cashPayment({
      id: 'p2',
      lineIds: [],
      amountCents: 3850,
      cashCents: 3850,
      changeCents: 1150,
      ticketCode: 'C1-000124',
    });
    const order = {
      ...ORDER,
      lines: LINES.map((l) => ({ ...l, paymentId: l.id === 'l1' ? 'p1' : 'p2' })),
      payments: [cashPayment({ lineIds: ['l1'], amountCents: 2150 }), rest],
    };
    const ticket = buildTicket(input({ order, payment: rest }));
    expect(ticket.lines.map((l) => l.name)).toEqual(['Croquetas caseras de jamón ibérico', 'Caña', 'Menú del día']);
    expect(ticket.number).toBe(124);
  });

  it('takes the discount of a payment off the bases of its lines, rate by rate, and prints it once', () => {
    // 6000 of goods (750 at 21 %, 5250 at 10 %) with 600 off: 75 off the 21 % lines, 525 off the 10 % ones.
    const order = {
      ...ORDER,
      lines: [...LINES, line({ id: 'd1', kind: 'discount', name: 'Invitación', unitPriceCents: -600, vatRate: 0 })],
    };
    const payment = cashPayment({ amountCents: 5400, discountCents: 600, changeCents: 4600 });
    const ticket = buildTicket(input({ order, payment }));
    expect(ticket.lines.map((l) => l.name)).not.toContain('Invitación');
    expect(ticket.discountCents).toBe(600);
    expect(ticket.totalCents).toBe(5400);
    expect(ticket.vat).toEqual([
      { rate: 21, baseCents: 558, vatCents: 117, grossCents: 675 },
      { rate: 10, baseCents: 4295, vatCents: 430, grossCents: 4725 },
    ]);
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
    expect(parseTicketCode('C1-000123')).toEqual({ series: 'C1', number: 123, rectifying: false });
    expect(parseTicketCode('TER2-000001')).toEqual({ series: 'TER2', number: 1, rectifying: false });
    // A till device's series (issue 22).
    expect(parseTicketCode('B-2-000123')).toEqual({ series: 'B-2', number: 123, rectifying: false });
    expect(parseTicketCode('12-34-R000007')).toEqual({ series: '12-34', number: 7, rectifying: true });
    expect(parseTicketCode('B-000001')).toEqual({ series: 'B', number: 1, rectifying: false });
    expect(() => parseTicketCode('')).toThrow();
    expect(() => parseTicketCode('c1 000123')).toThrow();
  });
});
