import { describe, expect, it } from 'vitest';
import { buildTicket } from './build-ticket';
import { input, cashPayment, ORDER, LINES } from './fixtures.test-data';
import { formatTicketDate, layoutText, layoutTicket, PAPER_COLUMNS, wrapTicketText } from './layout';

const ticket = buildTicket(input());

describe('ticket layout', () => {
  it('lays out a 58 mm ticket (32 characters)', () => {
    expect(layoutText(layoutTicket(ticket, PAPER_COLUMNS[58]), 32)).toBe(
      [
        '   Casa Lola',
        '  Restauración',
        '      S.L.',
        '         NIF: B12345674',
        'Calle de Toledo 12, 28005 Madrid',
        '      Casa Lola La Latina',
        '   Calle de Toledo 12, Madrid',
        '        Tel. 910 000 000',
        '',
        '      FACTURA SIMPLIFICADA',
        'Nº: C1-000123',
        'Fecha: 22/11/2026 20:45',
        'Mesa 4',
        '--------------------------------',
        '1 x Entrecot de ternera    21,50',
        '    + Al punto',
        '    + Patatas (+1,50 €)',
        '2 x Croquetas caseras de   17,00',
        '    jamón ibérico',
        '3 x Caña                    7,50',
        '1 x Menú del día           14,00',
        '    + Ensalada mixta',
        '    + Merluza a la romana',
        '--------------------------------',
        'Tipo              Base     Cuota',
        '21 %              6,20      1,30',
        '10 %             47,73      4,77',
        '--------------------------------',
        'TOTAL    60,00 €',
        '                    IVA incluido',
        '',
        'Efectivo                 60,00 €',
        'Entregado               100,00 €',
        'Cambio                   40,00 €',
        '',
        '    ¡Gracias por su visita!',
      ].join('\n'),
    );
  });

  it('lays out an 80 mm ticket (48 characters)', () => {
    expect(layoutText(layoutTicket(ticket, PAPER_COLUMNS[80]), 48)).toBe(
      [
        ' Casa Lola Restauración',
        '          S.L.',
        '                 NIF: B12345674',
        '        Calle de Toledo 12, 28005 Madrid',
        '              Casa Lola La Latina',
        '           Calle de Toledo 12, Madrid',
        '                Tel. 910 000 000',
        '',
        '              FACTURA SIMPLIFICADA',
        'Nº: C1-000123',
        'Fecha: 22/11/2026 20:45',
        'Mesa 4',
        '------------------------------------------------',
        '1 x Entrecot de ternera                    21,50',
        '    + Al punto',
        '    + Patatas (+1,50 €)',
        '2 x Croquetas caseras de jamón ibérico     17,00',
        '3 x Caña                                    7,50',
        '1 x Menú del día                           14,00',
        '    + Ensalada mixta',
        '    + Merluza a la romana',
        '------------------------------------------------',
        'Tipo                        Base           Cuota',
        '21 %                        6,20            1,30',
        '10 %                       47,73            4,77',
        '------------------------------------------------',
        'TOTAL            60,00 €',
        '                                    IVA incluido',
        '',
        'Efectivo                                 60,00 €',
        'Entregado                               100,00 €',
        'Cambio                                   40,00 €',
        '',
        '            ¡Gracias por su visita!',
      ].join('\n'),
    );
  });

  it('prints the business name and the TOTAL bold at double size, the title bold', () => {
    const lines = layoutTicket(ticket, 32);
    expect(lines.filter((l) => l.double).map((l) => l.text)).toEqual([
      'Casa Lola',
      'Restauración',
      'S.L.',
      'TOTAL    60,00 €',
    ]);
    expect(lines.find((l) => l.text === 'FACTURA SIMPLIFICADA')).toEqual({
      text: 'FACTURA SIMPLIFICADA',
      align: 'center',
      bold: true,
      double: false,
    });
    for (const line of lines) expect([...line.text].length).toBeLessThanOrEqual(line.double ? 16 : 32);
  });

  it("names who served under the table ('Le atendió'), and nobody on tickets from before", () => {
    const served = buildTicket(input({ payment: cashPayment({ employee: { id: 'e1', name: 'Ana Prueba' } }) }));
    expect(served.employee).toEqual({ id: 'e1', name: 'Ana Prueba' });
    expect(layoutText(layoutTicket(served, 32), 32)).toContain('\nMesa 4\nLe atendió: Ana Prueba\n----');
    expect(layoutText(layoutTicket(ticket, 32), 32)).not.toContain('Le atendió');
  });

  it("names the order's client under who served ('Cliente: …'), and nobody without one", () => {
    const withClient = buildTicket(
      input({
        order: { ...ORDER, client: { id: 'c1', name: 'María Núñez' } },
        payment: cashPayment({ employee: { id: 'e1', name: 'Ana Prueba' } }),
      }),
    );
    expect(withClient.client).toBe('María Núñez');
    expect(layoutText(layoutTicket(withClient, 32), 32)).toContain(
      '\nLe atendió: Ana Prueba\nCliente: María Núñez\n----',
    );
    expect(ticket.client).toBeUndefined();
    expect(layoutText(layoutTicket(ticket, 32), 32)).not.toContain('Cliente');
  });

  it('shows card, mixed and takeaway payments', () => {
    const card = buildTicket(
      input({
        order: { ...ORDER, table: null },
        payment: cashPayment({ method: 'card', cashCents: 0, cardCents: 6000, tenderedCents: 0, changeCents: 0 }),
      }),
    );
    const cardText = layoutText(layoutTicket(card, 32), 32);
    expect(cardText).toContain('\nPara llevar\n');
    expect(cardText).toContain('\nTarjeta                  60,00 €\n\n');
    expect(cardText).not.toMatch(/Efectivo|Entregado|Cambio/);

    const mixed = buildTicket(
      input({
        payment: cashPayment({
          method: 'mixed',
          cashCents: 2000,
          cardCents: 4000,
          tenderedCents: 5000,
          changeCents: 3000,
        }),
      }),
    );
    expect(layoutText(layoutTicket(mixed, 32), 32)).toContain(
      [
        'Tarjeta                  40,00 €',
        'Efectivo                 20,00 €',
        'Entregado                50,00 €',
        'Cambio                   30,00 €',
      ].join('\n'),
    );
  });

  it('wraps long names and details, cuts words longer than a line, and keeps control characters out', () => {
    const long = buildTicket(
      input({
        order: {
          ...ORDER,
          lines: [
            {
              ...LINES[0]!,
              name: 'Chuletón\u001b@ de vaca gallega madurada',
              details: [{ label: 'Guarnición de patatas panaderas y pimientos de Padrón', priceDeltaCents: 0 }],
            },
          ],
        },
        payment: cashPayment({ amountCents: 2150, cashCents: 2150, tenderedCents: 0, changeCents: 0 }),
      }),
    );
    const text = layoutText(layoutTicket(long, 32), 32);
    expect(text).toContain(
      [
        '1 x Chuletón @ de vaca     21,50',
        '    gallega madurada',
        '    + Guarnición de patatas',
        '      panaderas y pimientos de',
        '      Padrón',
      ].join('\n'),
    );
    expect(text).not.toContain('\u001b');
    expect(wrapTicketText('Supercalifragilisticoespialidoso', 10)).toEqual([
      'Supercalif',
      'ragilistic',
      'oespialido',
      'so',
    ]);
    expect(wrapTicketText('', 10)).toEqual(['']);
  });

  it('writes the date and time in the ticket time zone', () => {
    expect(formatTicketDate('2026-11-22T19:45:00.000Z', 'Europe/Madrid')).toBe('22/11/2026 20:45');
    expect(formatTicketDate('2026-11-22T19:45:00.000Z', 'Atlantic/Canary')).toBe('22/11/2026 19:45');
    expect(formatTicketDate('2026-07-01T22:30:00.000Z', 'Europe/Madrid')).toBe('02/07/2026 00:30');
  });
});

describe('a payment with a voucher part (issue 17)', () => {
  it('prints the voucher part, its masked code, before the card and cash', () => {
    const withVoucher = {
      ...ticket,
      payment: {
        ...ticket.payment,
        cashCents: ticket.payment.cashCents - 2000,
        tenders: [{ label: 'Bono regalo', display: '····-····-9HTE', amountCents: 2000 }],
      },
    };
    const text = layoutText(layoutTicket(withVoucher, PAPER_COLUMNS[80]), 48);
    const lines = text.split('\n');
    const voucher = lines.findIndex((line) => line.startsWith('Bono regalo ····-····-9HTE'));
    expect(voucher).toBeGreaterThan(-1);
    expect(lines[voucher]).toMatch(/20,00 €$/);
    expect(lines.findIndex((line) => line.startsWith('Efectivo'))).toBeGreaterThan(voucher);
  });
});

describe('loyalty cards on the ticket (issue 17)', () => {
  it("prints each card's program, what it spent and earned and its balance, before the thanks", () => {
    const withCards = {
      ...ticket,
      loyalty: [
        { program: 'Club Casa Lola', kind: 'points' as const, earned: 12, spent: 40, balance: 140 },
        { program: 'Sellos', kind: 'stamps' as const, earned: 1, spent: 0, balance: 3 },
      ],
    };
    const lines = layoutText(layoutTicket(withCards, PAPER_COLUMNS[58]), 32).split('\n');
    const club = lines.indexOf('Club Casa Lola');
    expect(lines.slice(club, club + 5)).toEqual([
      'Club Casa Lola',
      'Puntos canjeados: 40',
      'Puntos ganados: 12 · Saldo: 140',
      '',
      'Sellos',
    ]);
    expect(lines[club + 5]).toBe('Sellos ganados: 1 · Saldo: 3');
    expect(lines.findIndex((line) => line.includes('Gracias'))).toBeGreaterThan(club + 5);
    expect(layoutText(layoutTicket(ticket, 32), 32)).not.toContain('Saldo');
  });
});
