// A year of generated sales for the demo organizations (issue 24: every analytics dashboard shows something real on
// a fresh start), and the analytics aggregates of every paid order of the seed. Used by modules/analytics.mjs; kept
// out of modules/ because every file there is a module's seed.
//
// The orders are complete stored documents, as the sales core's payment path stores them (see the demo orders of
// modules/crm.mjs): lines priced from the demo catalogues, totals by domain's computeTotals and orderMoney, payments
// by cash, card or both, a few discounts and refunds, kitchen rounds on the restaurant's table orders. Deterministic:
// a seeded PRNG, dates relative to `now`. Their tickets are numbered in a series of their own ('DEMO-000001',
// rectifying 'DEMO-R000001') that no location uses, and no ticket documents are written: the ticket history, the
// till reports and the ticket series' counters stay those of the rest of the seed. Payments belong to no till session
// (tillSessionId ''), as the CRM's demo orders.
//
// The aggregates (analyticsFigures, analyticsClients) are summed with domain's own saleEvent, refundEvent and
// addFigures, so they equal what analytics' rebuild computes from the same orders. No outbox events are written.

export const DEMO_SERIES = 'DEMO';
const MINUTE = 60 * 1000;
const OWNER = { id: 'user:demo-owner', name: 'Lola García' };

/** mulberry32: a small seeded PRNG, so the demo year is the same on every start (for the same `now`). */
export function prng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  const chance = (p) => next() < p;
  return { next, int, pick, chance };
}

export const employeeRef = (id, employee) => ({ id, name: `${employee.firstName} ${employee.lastName}`.trim() });

/** The Order of a stored document (its Dates as ISO strings), as toOrder answers it: what saleEvent reads. */
export function asOrder(id, doc) {
  const iso = (value) => (value instanceof Date ? value.toISOString() : value);
  return {
    heldCourses: [],
    ...doc,
    id,
    client: doc.client ?? null,
    refunds: doc.refunds ?? [],
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    sentAt: doc.sentAt ? iso(doc.sentAt) : null,
    statusAt: iso(doc.statusAt),
  };
}

/**
 * A paid order's stored document from its lines and what happened to it. One payment settles every goods line (the
 * discount taken off it); a refund gives back some units of a goods line, by the tender it was paid with. Its ticket
 * is numbered in the demo series, or in `sale.series` (a location's: the academy's sales, modules/elearning.mjs).
 */
export function paidOrder(domain, sale) {
  const { id, lines: goods, discount, paidAt, method, refund, employee, ticketNumber } = sale;
  const paymentId = `pay-${id}`;
  const ticketCode = domain.ticketCode(sale.series ?? DEMO_SERIES, ticketNumber);
  const lines = goods.map((line) => ({ ...line, paymentId }));
  if (discount)
    lines.push({
      id: `${id}-discount`,
      kind: 'discount',
      refId: '',
      name: discount.name,
      quantity: 1,
      unitPriceCents: -discount.cents,
      vatRate: 0,
      details: [],
      notes: '',
      station: '',
      allergens: [],
      round: null,
      paymentId: null,
      totalCents: -discount.cents,
      consumes: [],
      category: '',
      course: 0,
    });
  const totals = domain.computeTotals(lines);
  const amountCents = totals.totalCents;
  const cashCents = method === 'cash' ? amountCents : method === 'mixed' ? Math.round(amountCents / 2 / 100) * 100 : 0;
  const cardCents = amountCents - cashCents;
  // Cash is handed over in notes: the next 5, 10 or 20 € up.
  const step = cashCents > 4000 ? 2000 : cashCents > 1500 ? 1000 : 500;
  const tenderedCents = cashCents === 0 ? 0 : Math.ceil(cashCents / step) * step;
  const payment = {
    id: paymentId,
    method,
    amountCents,
    cashCents,
    cardCents,
    tenderedCents,
    changeCents: tenderedCents - cashCents,
    lineIds: goods.map((line) => line.id),
    discountCents: totals.discountCents,
    ticketCode,
    at: paidAt.toISOString(),
    split: null,
    tipCents: sale.tipCents ?? 0,
    employee,
    tillSessionId: '',
  };
  const refunds = [];
  if (refund) {
    const line = lines.find((candidate) => candidate.id === refund.lineId);
    const amount = line.unitPriceCents * refund.quantity;
    const card = Math.min(amount, cardCents);
    refunds.push({
      id: `refund-${id}`,
      lines: [{ lineId: line.id, quantity: refund.quantity, amountCents: amount }],
      amountCents: amount,
      cashCents: amount - card,
      cardCents: card,
      cardByPayment: card ? { [paymentId]: card } : {},
      ticketCode: domain.ticketCode(DEMO_SERIES, refund.number, true),
      rectifies: [ticketCode],
      reason: refund.reason,
      restocked: refund.restocked,
      at: refund.at.toISOString(),
      tillSessionId: '',
      by: employee,
      authorizedBy: OWNER,
    });
  }
  const money = domain.orderMoney(lines, [payment]);
  return {
    module: sale.module,
    locationId: sale.locationId,
    table: sale.table,
    status: 'paid',
    lines,
    round: sale.round,
    payments: [payment],
    refunds,
    billRequested: sale.table !== null,
    createdAt: sale.openedAt,
    updatedAt: refund ? refund.at : paidAt,
    sentAt: sale.sentAt,
    statusAt: paidAt,
    date: domain.todayIn(sale.timeZone, sale.openedAt),
    quick: sale.quick,
    diners: sale.diners,
    tableMoves: [],
    employee,
    voids: [],
    cancellation: null,
    heldCourses: [],
    totals,
    paidCents: money.paidCents,
    dueCents: money.dueCents,
    refundedCents: refunds.reduce((sum, r) => sum + r.amountCents, 0),
    tillSessionIds: [],
    ticketCodes: [ticketCode, ...refunds.map((r) => r.ticketCode)],
    client: sale.client,
    ...(sale.kitchenRounds ? { kitchenRounds: sale.kitchenRounds } : {}),
  };
}

/**
 * The shared part of the generators (the restaurant's and salon's year, the shop's last months): the days, the ticket
 * counter, refunds and discounts, the order ids.
 */
export function generator(domain, { now, timeZone, prefix, seed, days = 366 }) {
  const random = prng(seed);
  const today = domain.todayIn(timeZone, now);
  let ticket = 0;
  let rectifying = 0;
  const orders = {};
  const sales = [];
  return {
    random,
    /** The days before today, and today (its hours gone by only): a year by default. */
    days: Array.from({ length: days }, (_, i) => domain.addDays(today, i - days + 1)),
    at: (date, minute) => domain.localInstant(date, minute, timeZone),
    weekday: (date) => domain.weekdayOf(date),
    /** Adds a sale paid at `paidAt` (one paid after now is dropped). */
    add(sale) {
      if (sale.paidAt.getTime() >= now.getTime()) return;
      const id = `${prefix}-${String(sales.length + 1).padStart(5, '0')}`;
      sales.push({ ...sale, id, timeZone });
    },
    /** Numbers the tickets in the order they were paid and builds the documents. */
    finish({ refundable, refundReasons, discountNames, discountRate = 0.03, refundRate = 0.01, restock = false }) {
      sales.sort((a, b) => a.paidAt - b.paidAt);
      for (const sale of sales) {
        sale.ticketNumber = ++ticket;
        const goodsCents = sale.lines.reduce((sum, line) => sum + line.totalCents, 0);
        if (random.chance(discountRate) && goodsCents >= 2000) {
          // Whole euros, about a tenth.
          sale.discount = {
            name: random.pick(discountNames),
            cents: Math.max(100, Math.round(goodsCents / 1000) * 100),
          };
        } else if (random.chance(refundRate)) {
          const candidates = sale.lines.filter(refundable);
          // Mostly soon after paying; some on a later day, when the customer comes back (after that day closed).
          const later = random.chance(0.4) ? random.int(1, 3) * 24 * 60 : 0;
          const at = new Date(sale.paidAt.getTime() + (later + random.int(5, 90)) * MINUTE);
          if (candidates.length > 0 && at.getTime() < now.getTime())
            sale.refund = {
              lineId: random.pick(candidates).id,
              quantity: 1,
              at,
              reason: random.pick(refundReasons),
              restocked: restock,
            };
        }
      }
      // Rectifying tickets are numbered in the order they were made.
      for (const sale of sales.filter((s) => s.refund).sort((a, b) => a.refund.at - b.refund.at))
        sale.refund.number = ++rectifying;
      for (const sale of sales) orders[sale.id] = paidOrder(domain, sale);
      return orders;
    },
  };
}

/** A line as the restaurant's and beauty's preparers price it (their `line()`), before it is paid. */
export const baseLine = (fields) => ({
  notes: '',
  details: [],
  station: '',
  allergens: [],
  round: null,
  paymentId: null,
  consumes: [],
  course: 0,
  ...fields,
  totalCents: fields.unitPriceCents * fields.quantity,
});

/**
 * Casa Lola Toledo's year: closed on Mondays, lunch (13-16 h) and dinner (20-23 h) from Tuesday to Saturday, Sunday
 * lunch only; 15-25 orders a day, more on Fridays and Saturdays. Table orders in one or two kitchen rounds (the
 * desserts the second), the menú del día at weekday lunches, some counter takeaways, some CRM clients.
 */
export function restaurantYear(domain, { now, organizationId, restaurant, clients }) {
  const tz = restaurant.location.timezone;
  const g = generator(domain, { now, timeZone: tz, prefix: 'demo-r', seed: 24 });
  const { random } = g;
  const { dishes, categories, location, employees } = restaurant;
  const dishIds = (categoryId) => Object.keys(dishes).filter((id) => dishes[id].categoryId === categoryId);
  const starters = dishIds('cat-entrantes');
  const mains = [...dishIds('cat-carnes'), ...dishIds('cat-pescados')];
  const desserts = dishIds('cat-postres');
  const drinks = dishIds('cat-bebidas');
  const waiter = (id) => employeeRef(id, employees[id]);
  const clientIds = Object.keys(clients);
  let lineCount = 0;

  const dishLine = (dishId, quantity, round, meat) => {
    const dish = dishes[dishId];
    const details = [];
    let unitPriceCents = dish.priceCents;
    if (dish.modifierGroupIds.includes('mod-punto')) details.push({ label: meat.punto, priceDeltaCents: 0 });
    if (meat.extra && dish.modifierGroupIds.includes('mod-extras')) {
      unitPriceCents += meat.extra.cents;
      details.push({
        label: `${meat.extra.name} (+${domain.formatCents(meat.extra.cents)})`,
        priceDeltaCents: meat.extra.cents,
      });
    }
    return baseLine({
      id: `line-${++lineCount}`,
      kind: 'dish',
      refId: dishId,
      name: dish.name,
      quantity,
      unitPriceCents,
      vatRate: dish.vatRate,
      details,
      station: dish.station,
      allergens: dish.allergens,
      round,
      consumes: [{ dishId, quantity }],
      category: categories[dish.categoryId].name,
    });
  };
  const meatChoice = () => ({
    punto: random.pick(['Poco hecha', 'Al punto', 'Al punto', 'Muy hecha']),
    extra: random.chance(0.2)
      ? random.pick([
          { name: 'Huevo frito', cents: 150 },
          { name: 'Ración de patatas fritas', cents: 250 },
          { name: 'Queso manchego', cents: 200 },
        ])
      : null,
  });
  const menuLine = (date, quantity, round) =>
    baseLine({
      id: `line-${++lineCount}`,
      kind: 'dailyMenu',
      refId: date,
      name: 'Menú del día',
      quantity,
      unitPriceCents: 1450,
      vatRate: 10,
      details: [
        {
          label: `Primeros: ${random.pick(['Lentejas estofadas', 'Sopa castellana', 'Salmorejo'])}`,
          priceDeltaCents: 0,
        },
        { label: `Segundos: ${random.pick(['Merluza a la romana', 'Pollo asado con patatas'])}`, priceDeltaCents: 0 },
        { label: `Postres: ${random.pick(['Flan casero', 'Fruta del tiempo'])}`, priceDeltaCents: 0 },
      ],
      round,
      category: 'Menú del día',
    });
  /** Adds `dishId` to the lines, one line per dish (and per meat choice), as a till adds them. */
  const addDish = (lines, dishId, quantity, round) => {
    const meat = dishes[dishId].modifierGroupIds.length > 0 ? meatChoice() : {};
    const same = lines.find((l) => l.refId === dishId && l.round === round && l.details.length === 0);
    if (same && !meat.punto) {
      same.quantity += quantity;
      same.totalCents = same.unitPriceCents * same.quantity;
      same.consumes = [{ dishId, quantity: same.quantity }];
    } else lines.push(dishLine(dishId, quantity, round, meat));
  };

  for (const date of g.days) {
    const weekday = g.weekday(date);
    if (weekday === 'mon') continue;
    const weekend = weekday === 'fri' || weekday === 'sat';
    const month = Number(date.slice(5, 7));
    // A quieter August (holidays) and a busier December.
    const season = month === 8 ? 0.75 : month === 12 ? 1.15 : 1;
    const total = Math.round((random.int(15, 21) + (weekend ? random.int(3, 6) : 0)) * season);
    const services =
      weekday === 'sun'
        ? [{ name: 'lunch', from: 13 * 60, to: 16 * 60 + 30, count: total }]
        : [
            { name: 'lunch', from: 13 * 60, to: 16 * 60, count: Math.round(total * (weekend ? 0.45 : 0.6)) },
            { name: 'dinner', from: 20 * 60, to: 23 * 60, count: 0 },
          ];
    if (services.length === 2) services[1].count = total - services[0].count;
    const menuDay = ['tue', 'wed', 'thu', 'fri'].includes(weekday);
    for (const service of services) {
      // Sara serves Tuesday to Saturday; Pablo on Friday evenings, Saturdays and Sunday lunch.
      const staff = [
        ...(weekday !== 'sun' ? ['emp-sara'] : []),
        ...((weekday === 'fri' && service.name === 'dinner') || weekday === 'sat' || weekday === 'sun'
          ? ['emp-pablo']
          : []),
      ];
      for (let n = 0; n < service.count; n++) {
        const openedMinute = random.int(service.from, service.to);
        const openedAt = g.at(date, openedMinute);
        const employee = waiter(random.pick(staff));
        const takeaway = random.chance(0.12);
        const lines = [];
        if (takeaway) {
          // A counter sale: a couple of raciones and drinks, never sent to the kitchen.
          addDish(lines, random.pick(starters), random.int(1, 2), null);
          if (random.chance(0.5)) addDish(lines, random.pick(mains), 1, null);
          addDish(lines, random.pick(drinks), random.int(1, 3), null);
          const paidAt = new Date(openedAt.getTime() + random.int(1, 6) * MINUTE);
          g.add({
            module: 'restaurant',
            locationId: location.id,
            table: null,
            diners: null,
            quick: true,
            round: 0,
            lines,
            openedAt,
            sentAt: null,
            paidAt,
            method: random.chance(0.55) ? 'card' : 'cash',
            employee,
            client: null,
          });
          continue;
        }
        const table = random.pick(location.tables);
        const diners = Math.max(1, Math.min(table.seats, random.pick([1, 2, 2, 2, 2, 3, 4, 4, 5, 6])));
        const menus = service.name === 'lunch' && menuDay && random.chance(0.4);
        if (menus) {
          lines.push(menuLine(date, diners, 1));
          if (random.chance(0.3)) addDish(lines, random.pick(drinks), random.int(1, diners), 1);
        } else {
          addDish(lines, random.pick(drinks), diners + random.int(0, diners), 1);
          for (let s = 0; s < Math.max(1, Math.round(diners / 2)); s++) addDish(lines, random.pick(starters), 1, 1);
          for (let d = 0; d < diners; d++) if (random.chance(0.75)) addDish(lines, random.pick(mains), 1, 1);
        }
        const dessertCount = menus ? 0 : [...Array(diners)].filter(() => random.chance(0.4)).length;
        for (let d = 0; d < dessertCount; d++) addDish(lines, random.pick(desserts), 1, 2);
        const busy = weekend && service.name === 'dinner';
        const sent1 = new Date(openedAt.getTime() + random.int(3, 9) * MINUTE);
        const ready1 = new Date(sent1.getTime() + random.int(busy ? 16 : 10, busy ? 35 : 24) * MINUTE);
        const kitchenRounds = [{ round: 1, sentAt: sent1.toISOString(), readyAt: ready1.toISOString() }];
        let last = ready1;
        if (dessertCount > 0) {
          const sent2 = new Date(ready1.getTime() + random.int(25, 45) * MINUTE);
          const ready2 = new Date(sent2.getTime() + random.int(3, 9) * MINUTE);
          kitchenRounds.push({ round: 2, sentAt: sent2.toISOString(), readyAt: ready2.toISOString() });
          last = ready2;
        }
        const paidAt = new Date(last.getTime() + random.int(menus ? 15 : 20, menus ? 35 : 50) * MINUTE);
        // CRM clients known by then (a client is attached once they exist).
        const known = random.chance(0.12)
          ? clientIds.filter((id) => new Date(clients[id].createdAt).getTime() <= openedAt.getTime())
          : [];
        const clientId = known.length > 0 ? random.pick(known) : null;
        g.add({
          module: 'restaurant',
          locationId: location.id,
          table: { id: table.id, name: table.name, zone: table.zone },
          diners,
          quick: false,
          round: kitchenRounds.length,
          lines,
          openedAt,
          sentAt: new Date(kitchenRounds.at(-1).sentAt),
          paidAt,
          method: random.chance(0.04) ? 'mixed' : random.chance(0.65) ? 'card' : 'cash',
          tipCents: random.chance(0.1) ? random.pick([100, 150, 200, 300]) : 0,
          employee,
          client: clientId ? { id: clientId, name: domain.clientName(clients[clientId]) } : null,
          kitchenRounds,
        });
      }
    }
  }
  return {
    [`organizations/${organizationId}/orders`]: g.finish({
      refundable: (line) => line.kind === 'dish' && dishes[line.refId].categoryId !== 'cat-bebidas',
      refundReasons: ['Plato frío', 'Error en la comanda', 'El cliente no estaba conforme'],
      discountNames: ['Invitación de la casa', 'Descuento cliente habitual', 'Descuento por espera'],
    }),
  };
}

/**
 * Peluquería Lola's year, by its opening hours (closed on Sundays and Mondays, Saturday mornings): 6-10 sales a day
 * (fewer on Saturdays) of one or two services, each by an employee who does them and works that day.
 */
export function salonYear(domain, { now, organizationId, salon }) {
  const { location, services, categories, employees } = salon;
  const tz = location.timezone;
  const g = generator(domain, { now, timeZone: tz, prefix: 'demo-b', seed: 18 });
  const { random } = g;
  const serviceIds = Object.keys(services).filter((id) => services[id].active);
  // Cuts and blow-dries are the daily bread; colour and cabin services less often.
  const weighted = serviceIds.flatMap((id) => (services[id].categoryId === 'cat-corte' ? [id, id, id] : [id]));
  let lineCount = 0;
  for (const date of g.days) {
    const weekday = g.weekday(date);
    const hours = location.openingHours[weekday] ?? [];
    if (hours.length === 0) continue;
    const count = weekday === 'sat' ? random.int(5, 8) : random.int(6, 10);
    for (let n = 0; n < count; n++) {
      const slot = random.pick(hours);
      const from = domain.minuteOf(slot.from);
      const to = domain.minuteOf(slot.to);
      const first = random.pick(weighted);
      const working = services[first].employeeIds.filter((id) => (employees[id].workingHours[weekday] ?? []).length);
      if (working.length === 0) continue;
      const employeeId = random.pick(working);
      const chosen = [first];
      if (first !== 'srv-peinado' && services[first].categoryId !== 'cat-estetica' && random.chance(0.35))
        chosen.push('srv-peinado');
      const minutes = chosen.reduce((sum, id) => sum + services[id].durationMinutes, 0);
      const openedAt = g.at(date, random.int(from, Math.max(from, to - minutes)));
      const lines = chosen.map((serviceId) => {
        const service = services[serviceId];
        const by = service.employeeIds.includes(employeeId) ? employeeId : random.pick(service.employeeIds);
        return baseLine({
          id: `line-${++lineCount}`,
          kind: 'service',
          refId: serviceId,
          name: service.name,
          quantity: 1,
          unitPriceCents: service.priceCents,
          vatRate: service.vatRate,
          category: categories[service.categoryId].name,
          materials: service.materials.map((m) => ({ materialId: m.materialId, quantity: m.quantity })),
          employeeId: by,
        });
      });
      const paidAt = new Date(openedAt.getTime() + (minutes + random.int(2, 10)) * MINUTE);
      g.add({
        module: 'beauty',
        locationId: location.id,
        table: null,
        diners: null,
        quick: true,
        round: 0,
        lines,
        openedAt,
        sentAt: null,
        paidAt,
        method: random.chance(0.03) ? 'mixed' : random.chance(0.7) ? 'card' : 'cash',
        employee: employeeRef(employeeId, employees[employeeId]),
        client: null,
      });
    }
  }
  return {
    [`organizations/${organizationId}/orders`]: g.finish({
      refundable: (line) => line.kind === 'service',
      refundReasons: ['El cliente no quedó conforme', 'Cobrado dos veces'],
      discountNames: ['Descuento cliente habitual', 'Promoción de temporada'],
      discountRate: 0.04,
    }),
  };
}

/**
 * The tickets of orders ({ id: stored document }): each payment's and each refund's, as the payment and refund paths
 * print and store them (buildTicket, buildRefundTicket; no VERI*FACTU record: the demo organizations do not send).
 * Building them also checks the orders: a ticket whose lines do not add up to the money taken throws.
 */
export function ticketsOf(domain, orders, organization, locations) {
  const tickets = {};
  for (const order of Object.values(orders)) {
    const location = locations[order.locationId];
    for (const payment of order.payments)
      tickets[payment.ticketCode] = domain.buildTicket({ order, payment, organization, location });
    for (const refund of order.refunds)
      tickets[refund.ticketCode] = domain.buildRefundTicket({ order, refund, organization, location });
  }
  return tickets;
}

/**
 * The aggregates of paid orders ({ id: stored document }) as analytics keeps them: a document per day and location
 * and per month and location (day_{date}_{location}, month_{YYYY-MM}_{location}) with the figures of the sales paid
 * and the refunds made then, and per CRM client the first day they bought. `timeZoneOf(locationId)`.
 */
export function figuresOf(domain, orders, timeZoneOf, updatedAt = new Date()) {
  const figures = {};
  const clients = {};
  const add = (event) => {
    for (const [id, period, key] of [
      [domain.dayFigureId(event.date, event.locationId), 'day', event.date],
      [domain.monthFigureId(event.month, event.locationId), 'month', event.month],
    ]) {
      figures[id] ??= { period, key, locationId: event.locationId, figures: {}, updatedAt };
      domain.addFigures(figures[id].figures, event.delta);
    }
    if (event.clientId && !(clients[event.clientId]?.firstDate <= event.date))
      clients[event.clientId] = { firstDate: event.date };
  };
  for (const [id, doc] of Object.entries(orders)) {
    if (doc.status !== 'paid') continue;
    const order = asOrder(id, doc);
    const timeZone = timeZoneOf(order.locationId);
    add(domain.saleEvent(order, timeZone));
    for (const refund of order.refunds) add(domain.refundEvent(order, refund, timeZone));
  }
  return { figures, clients };
}

/**
 * The demo organizations whose year is generated: Casa Lola (its Toledo restaurant) and Peluquería Lola; and Tienda
 * Lola, whose months of sales its module's seed makes.
 */
export const DEMO_RESTAURANT = 'Cw7LqT3nVx9RkB2mZp5H';
export const DEMO_SALON = 'Hb6PzR2kLw9QmT4xNc7S';
export const DEMO_SHOP = 'Tq4VbN8sKm2XwR6jLp3D';
/** Academia Lola, whose courses sold at its reception its module's seed makes. */
export const DEMO_ACADEMY = 'Ak7RmV3pXw9LnQ2sTb6F';

/**
 * Analytics' demo collections from the other modules' seed collections (`seed`: { path: { id: doc } }): the
 * generated orders of both organizations, and the aggregates of those and of every paid order already in the seed.
 */
export function demoAnalytics(domain, now, seed, organizations) {
  const of = (organizationId, name) => seed[`organizations/${organizationId}/${name}`] ?? {};
  const restaurant = {
    location: { id: 'loc-toledo', ...of(DEMO_RESTAURANT, 'locations')['loc-toledo'] },
    dishes: of(DEMO_RESTAURANT, 'dishes'),
    categories: of(DEMO_RESTAURANT, 'menuCategories'),
    employees: of(DEMO_RESTAURANT, 'employees'),
  };
  const salonLocations = of(DEMO_SALON, 'locations');
  const salonLocationId = Object.keys(salonLocations)[0];
  const salon = {
    location: { id: salonLocationId, ...salonLocations[salonLocationId] },
    services: of(DEMO_SALON, 'beautyServices'),
    categories: of(DEMO_SALON, 'beautyServiceCategories'),
    employees: of(DEMO_SALON, 'employees'),
  };
  const generated = {
    ...restaurantYear(domain, {
      now,
      organizationId: DEMO_RESTAURANT,
      restaurant,
      clients: of(DEMO_RESTAURANT, 'clients'),
    }),
    ...salonYear(domain, { now, organizationId: DEMO_SALON, salon }),
  };
  const collections = { ...generated };
  // The shop's sales come with its stock (modules/ecommerce.mjs), the academy's with its enrolments
  // (modules/elearning.mjs): only their figures are summed here.
  for (const organizationId of [DEMO_RESTAURANT, DEMO_SALON, DEMO_SHOP, DEMO_ACADEMY]) {
    const path = `organizations/${organizationId}`;
    const locations = of(organizationId, 'locations');
    const { name, fiscal } = organizations[organizationId];
    if (generated[`${path}/orders`])
      collections[`${path}/tickets`] = ticketsOf(domain, generated[`${path}/orders`], { name, fiscal }, locations);
    const orders = { ...of(organizationId, 'orders'), ...generated[`${path}/orders`] };
    const { figures, clients } = figuresOf(domain, orders, (id) => locations[id]?.timezone ?? 'Europe/Madrid', now);
    collections[`${path}/${domain.ANALYTICS_COLLECTIONS.figures}`] = figures;
    if (Object.keys(clients).length > 0) collections[`${path}/${domain.ANALYTICS_COLLECTIONS.clientFigures}`] = clients;
  }
  return collections;
}
