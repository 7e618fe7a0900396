// The CRM of Casa Lola: 40 clients (two of them working for the 2 companies), reviews, and paid orders of some
// clients at the Toledo location, each on its client's timeline. The documents are exactly what the API stores
// (functions/src/modules/crm/ and the sales core's payment path): resources with their search keys, the unique keys
// of e-mails, phones and tax ids, timeline entries, orders, their tickets and the ticket series' counter.
// tests/api/seed.test.ts saves each client, company and review again through the API and checks nothing changes,
// and checks the keys, the timelines and the tickets through the API. Dates are relative to `now`.
// The demo orders are history from before the demo's till was opened: their payments belong to no till session
// (tillSessionId ''), as orders stored before tills read, so the open till's X report starts at its float.
import { readFileSync } from 'node:fs';
import { loadDomain } from '../../../scripts/domain.mjs';
import { stored, storedClient } from '../demo-clients.mjs';
import restaurantSeed from './restaurant.mjs';

const ORG_ID = 'Cw7LqT3nVx9RkB2mZp5H';
const ORG = `organizations/${ORG_ID}`;
const LOCATION_ID = 'loc-toledo';
const SERVED_BY = { id: 'emp-sara', name: 'Sara Molina' };
const DAY = 24 * 60 * 60 * 1000;

const FIRST = ['María', 'José', 'Carmen', 'Antonio', 'Lucía', 'Manuel', 'Isabel', 'Francisco', 'Elena', 'David'];
const LAST = ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Muñoz'];
const TAGS = ['VIP', 'Habitual', 'Alergias', 'Cumpleaños', 'Terraza'];
const STREETS = ['Calle de Toledo', 'Calle Mayor', 'Calle de Atocha', 'Paseo de las Delicias', 'Calle de Embajadores'];
const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The Spanish CIF of a company kind ('B') and seven digits, with its control character. */
function cif(domain, kind, digits) {
  const control = [...'0123456789', ...'JABCDEFGHI'].find((c) => domain.isValidSpanishTaxId(`${kind}${digits}${c}`));
  return `${kind}${digits}${control}`;
}

/** The i-th demo client's body (0-39): some with e-mail, NIF, birthday, address, tags, company, consent. */
function clientBody(i, companies) {
  const firstName = FIRST[i % 10];
  const lastName = `${LAST[(i * 3) % 10]} ${LAST[(i * 7 + 1) % 10]}`;
  const user = `${firstName}.${LAST[(i * 3) % 10]}${i}`
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const digits = String(10_000_000 + i * 1_234_567).slice(0, 8);
  const granted = i % 3 !== 2;
  return {
    firstName,
    lastName,
    email: i % 5 === 4 ? '' : `${user}@demo.example`,
    phone: `+346${10_000_000 + i * 2_134_567}`,
    taxId: i % 4 === 0 ? `${digits}${NIF_LETTERS[Number(digits) % 23]}` : '',
    birthday:
      i % 3 === 0
        ? `19${60 + (i % 40)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`
        : '',
    address:
      i % 2 === 0
        ? {
            street: `${STREETS[i % 5]} ${i + 3}`,
            city: 'Madrid',
            postalCode: `280${String(i % 50).padStart(2, '0')}`,
            province: 'Madrid',
          }
        : { street: '', city: '', postalCode: '', province: '' },
    tags: [TAGS[i % 5], ...(i % 4 === 1 ? [TAGS[(i + 2) % 5]] : [])],
    notes: i % 6 === 0 ? 'Prefiere mesa junto a la ventana' : '',
    companyId: i === 7 ? companies[0] : i === 12 ? companies[1] : '',
    marketingConsent: { granted, how: granted ? 'presencial' : null },
  };
}

/** The calendar day of a time in Madrid (todayIn). */
const madridDay = (domain, at) => domain.todayIn('Europe/Madrid', at);

export default async function crmSeed(now = new Date()) {
  const domain = await loadDomain();
  const restaurant = restaurantSeed(now);
  const dishes = restaurant[`${ORG}/dishes`];
  const categories = restaurant[`${ORG}/menuCategories`];
  const location = { ...restaurant[`${ORG}/locations`][LOCATION_ID], id: LOCATION_ID };
  const organization = JSON.parse(readFileSync(new URL('../firestore.json', import.meta.url), 'utf8')).organizations[
    ORG_ID
  ];

  const companies = {
    'company-talleres': {
      name: 'Talleres Núñez SL',
      taxId: cif(domain, 'B', '8641357'),
      email: 'administracion@talleres-nunez.example',
      phone: '+34914445566',
      address: { street: 'Calle de la Ribera 8', city: 'Madrid', postalCode: '28005', province: 'Madrid' },
      notes: 'Comidas de empresa los viernes',
    },
    'company-estudio': {
      name: 'Estudio Lavapiés Arquitectos SL',
      taxId: cif(domain, 'B', '2468013'),
      email: 'hola@estudio-lavapies.example',
      phone: '+34915556677',
      address: { street: 'Calle del Ave María 21', city: 'Madrid', postalCode: '28012', province: 'Madrid' },
      notes: '',
    },
  };
  const companyIds = Object.keys(companies);

  const clients = {};
  const keys = {};
  const timeline = {};
  const entry = (id, fields) => (timeline[id] = fields);
  for (let i = 0; i < 40; i++) {
    const id = `client-${String(i + 1).padStart(2, '0')}`;
    const createdAt = new Date(now.getTime() - (90 - i * 2) * DAY);
    const client = storedClient(domain, id, clientBody(i, companyIds), createdAt);
    clients[id] = client.doc;
    Object.assign(keys, client.keys);
    entry(`tl-${id}-created`, { clientId: id, at: createdAt, kind: 'client-created', module: 'crm', summary: 'Alta' });
  }
  const nameOf = (clientId) => domain.clientName(clients[clientId]);

  const reviewBodies = [
    [
      5,
      'La mejor tortilla del barrio y un trato de diez.',
      'google',
      'client-01',
      4,
      'Gracias, María: ¡os esperamos pronto!',
    ],
    [4, 'Muy buenas croquetas; el servicio algo lento el sábado.', 'google', 'client-03', 8, ''],
    [5, 'Comida de empresa perfecta, volveremos.', 'web', 'client-08', 12, 'Gracias por confiar en nosotros.'],
    [3, 'Bien, pero la terraza estaba llena y esperamos mucho.', 'manual', 'client-05', 20, ''],
    [5, 'El rabo de toro, espectacular.', 'google', '', 25, ''],
    [4, 'Buen menú del día a buen precio.', 'web', 'client-11', 30, ''],
    [2, 'Las bravas llegaron frías.', 'google', '', 40, 'Sentimos lo ocurrido: lo hemos hablado con cocina.'],
    [1, 'Spam de prueba', 'web', '', 41, ''],
  ];
  const reviews = {};
  reviewBodies.forEach(([rating, text, source, clientId, daysAgo, reply], index) => {
    const id = `review-${index + 1}`;
    const at = new Date(now.getTime() - daysAgo * DAY);
    const body = { rating, text, source, clientId, date: madridDay(domain, at), reply, hidden: index === 7 };
    reviews[id] = stored(domain, `${text} ${reply}`, body, at);
    if (clientId)
      entry(`tl-${id}`, { clientId, at, kind: 'review', module: 'crm', summary: domain.reviewSummary(body) });
  });

  // Paid orders: [client, days ago, table, [dish, quantity]...], card or cash alternately; ticket numbers in order.
  const sales = [
    [
      'client-01',
      28,
      't2',
      [
        ['dish-croquetas', 1],
        ['dish-rabo', 2],
        ['dish-vino', 2],
      ],
    ],
    [
      'client-03',
      26,
      't1',
      [
        ['dish-bravas', 1],
        ['dish-bacalao', 1],
        ['dish-cana', 2],
      ],
    ],
    [
      'client-01',
      21,
      't3',
      [
        ['dish-jamon', 1],
        ['dish-gambas', 1],
        ['dish-agua', 2],
      ],
    ],
    [
      'client-05',
      18,
      't4',
      [
        ['dish-ensaladilla', 2],
        ['dish-calamares', 2],
        ['dish-cana', 4],
        ['dish-flan', 2],
      ],
    ],
    [
      'client-08',
      14,
      't4',
      [
        ['dish-croquetas', 2],
        ['dish-rabo', 3],
        ['dish-vino', 3],
        ['dish-torrijas', 3],
      ],
    ],
    [
      'client-11',
      11,
      't2',
      [
        ['dish-pimientos', 1],
        ['dish-bacalao', 1],
        ['dish-vermut', 2],
      ],
    ],
    [
      'client-03',
      7,
      't1',
      [
        ['dish-tarta-queso', 2],
        ['dish-agua', 1],
      ],
    ],
    [
      'client-12',
      5,
      't3',
      [
        ['dish-gambas', 1],
        ['dish-calamares', 1],
        ['dish-cana', 2],
      ],
    ],
    [
      'client-01',
      3,
      't2',
      [
        ['dish-croquetas', 1],
        ['dish-rabo', 1],
        ['dish-flan', 1],
      ],
    ],
    [
      'client-20',
      2,
      't5',
      [
        ['dish-vermut', 2],
        ['dish-bravas', 1],
      ],
    ],
  ];
  const orders = {};
  const tickets = {};
  sales.forEach(([clientId, daysAgo, tableId, items], index) => {
    const orderId = `order-demo-${index + 1}`;
    const paidAt = new Date(now.getTime() - daysAgo * DAY);
    const openedAt = new Date(paidAt.getTime() - 75 * 60 * 1000);
    const sentAt = new Date(openedAt.getTime() + 5 * 60 * 1000);
    const paymentId = `pay-demo-${index + 1}`;
    const code = domain.ticketCode(location.ticketSeries, index + 1, false);
    const lines = items.map(([dishId, quantity], n) => {
      const dish = dishes[dishId];
      return {
        id: `line-demo-${index + 1}-${n + 1}`,
        kind: 'dish',
        quantity,
        notes: '',
        round: 1,
        paymentId,
        refId: dishId,
        name: dish.name,
        unitPriceCents: dish.priceCents,
        vatRate: dish.vatRate,
        details: [],
        station: dish.station,
        allergens: dish.allergens,
        consumes: [{ dishId, quantity }],
        category: categories[dish.categoryId].name,
        totalCents: dish.priceCents * quantity,
      };
    });
    const totals = domain.computeTotals(lines);
    const card = index % 2 === 0;
    const payment = {
      id: paymentId,
      method: card ? 'card' : 'cash',
      amountCents: totals.totalCents,
      discountCents: 0,
      cashCents: card ? 0 : totals.totalCents,
      cardCents: card ? totals.totalCents : 0,
      tenderedCents: card ? 0 : totals.totalCents,
      changeCents: 0,
      lineIds: lines.map((line) => line.id),
      ticketCode: code,
      at: paidAt.toISOString(),
      split: null,
      tipCents: 0,
      employee: SERVED_BY,
      tillSessionId: '',
    };
    const table = location.tables.find((t) => t.id === tableId);
    const client = { id: clientId, name: nameOf(clientId) };
    const order = {
      module: 'restaurant',
      locationId: LOCATION_ID,
      table: { id: table.id, name: table.name, zone: table.zone },
      status: 'paid',
      lines,
      round: 1,
      payments: [payment],
      refunds: [],
      billRequested: false,
      createdAt: openedAt,
      updatedAt: paidAt,
      sentAt,
      statusAt: paidAt,
      date: madridDay(domain, openedAt),
      quick: false,
      diners: 2,
      tableMoves: [],
      employee: SERVED_BY,
      voids: [],
      cancellation: null,
      totals,
      paidCents: totals.totalCents,
      dueCents: 0,
      refundedCents: 0,
      tillSessionIds: [],
      ticketCodes: [code],
      client,
    };
    orders[orderId] = order;
    tickets[code] = domain.buildTicket({
      order,
      payment,
      organization: { name: organization.name, fiscal: organization.fiscal },
      location,
    });
    entry(`tl-${orderId}`, {
      clientId,
      at: paidAt,
      kind: 'order-paid',
      module: 'restaurant',
      summary: domain.orderPaidSummary([code], totals.totalCents),
      amountCents: totals.totalCents,
      ticketCode: code,
      orderId,
    });
  });

  const companyDocs = Object.fromEntries(
    Object.entries(companies).map(([id, company], i) => [
      id,
      stored(
        domain,
        `${company.name} ${company.taxId} ${company.email}`,
        company,
        new Date(now.getTime() - (100 - i) * DAY),
      ),
    ]),
  );
  return {
    [`${ORG}/companies`]: companyDocs,
    [`${ORG}/clients`]: clients,
    [`${ORG}/clientKeys`]: keys,
    [`${ORG}/reviews`]: reviews,
    [`${ORG}/clientTimeline`]: timeline,
    [`${ORG}/orders`]: orders,
    [`${ORG}/tickets`]: tickets,
    [`${ORG}/ticketSeries`]: { [location.ticketSeries]: { next: sales.length + 1 } },
  };
}
