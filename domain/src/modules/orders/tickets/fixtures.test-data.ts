import type { Order, OrderLine, Payment } from '../order';
import type { BuildTicketInput } from './build-ticket';

/** A dinner at Casa Lola's table 4, as the tests of the ticket builder, layout and encoder share it. */
export const line = (fields: Partial<OrderLine> & Pick<OrderLine, 'id' | 'name' | 'unitPriceCents'>): OrderLine => ({
  kind: 'dish',
  refId: fields.id,
  quantity: 1,
  vatRate: 10,
  details: [],
  notes: '',
  station: 'Cocina',
  allergens: [],
  round: 1,
  paymentId: null,
  consumes: [],
  category: 'Carnes',
  course: 0,
  totalCents: fields.unitPriceCents * (fields.quantity ?? 1),
  ...fields,
});

export const LINES: OrderLine[] = [
  line({
    id: 'l1',
    name: 'Entrecot de ternera',
    unitPriceCents: 2150,
    details: [
      { label: 'Al punto', priceDeltaCents: 0 },
      { label: 'Patatas', priceDeltaCents: 150 },
    ],
  }),
  line({ id: 'l2', name: 'Croquetas caseras de jamón ibérico', quantity: 2, unitPriceCents: 850 }),
  line({ id: 'l3', name: 'Caña', quantity: 3, unitPriceCents: 250, vatRate: 21, station: 'Barra' }),
  line({
    id: 'l4',
    kind: 'dailyMenu',
    name: 'Menú del día',
    unitPriceCents: 1400,
    details: [
      { label: 'Ensalada mixta', priceDeltaCents: 0 },
      { label: 'Merluza a la romana', priceDeltaCents: 0 },
    ],
  }),
];
// 2150 + 1700 + 750 + 1400 = 6000 cents.

export const cashPayment = (fields: Partial<Payment> = {}): Payment => ({
  id: 'p1',
  method: 'cash',
  amountCents: 6000,
  cashCents: 6000,
  cardCents: 0,
  tenderedCents: 10000,
  changeCents: 4000,
  lineIds: ['l1', 'l2', 'l3', 'l4'],
  discountCents: 0,
  ticketCode: 'C1-000123',
  at: '2026-11-22T19:45:00.000Z',
  split: null,
  tipCents: 0,
  employee: null,
  tillSessionId: 's1',
  ...fields,
});

export const ORDER: BuildTicketInput['order'] = {
  table: { id: 't4', name: '4', zone: 'Salón' },
  lines: LINES,
  payments: [],
  locationId: 'L1',
};

export const ORGANIZATION: BuildTicketInput['organization'] = {
  name: 'Casa Lola',
  fiscal: {
    businessName: 'Casa Lola Restauración S.L.',
    taxId: 'B12345674',
    address: 'Calle de Toledo 12',
    postalCode: '28005',
    city: 'Madrid',
    province: 'Madrid',
  },
};

export const LOCATION: BuildTicketInput['location'] = {
  name: 'Casa Lola La Latina',
  address: 'Calle de Toledo 12, Madrid',
  phone: '910 000 000',
  timezone: 'Europe/Madrid',
};

export const input = (overrides: Partial<BuildTicketInput> = {}): BuildTicketInput => ({
  order: ORDER,
  payment: cashPayment(),
  organization: ORGANIZATION,
  location: LOCATION,
  ...overrides,
});

export type { Order };
