// The demo salon, Peluquería Lola (Calle de Fuencarral, Madrid), a second organization of the demo users: its
// location with opening hours, three employees with their weekly hours, and the beauty catalogue (service categories,
// services, some with processing time or a cabin, rooms, materials, one of them running low, and packs). The documents
// are exactly what the API stores (functions/src/modules/configuration/ and functions/src/modules/beauty/catalogue/:
// toDoc + withMeta); tests/api/seed.test.ts checks them through the API and saves each one again unchanged. The
// organization itself and its members are in firestore.json.
import { loadDomain } from '../../../scripts/domain.mjs';

export const SALON = 'Hb6PzR2kLw9QmT4xNc7S';
const ORG = `organizations/${SALON}`;
const NOW = '$serverTime';
const LOCATION = 'loc-chamberi';

const week = (days) => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...days });
const weekdays = (hours) => ({ tue: hours, wed: hours, thu: hours, fri: hours });
const morning = [{ from: '09:00', to: '14:00' }];

const location = {
  name: 'Peluquería Lola Chamberí',
  address: 'Calle de Fuencarral 120, 28010 Madrid',
  phone: '914 47 21 36',
  email: 'citas@demo.example',
  timezone: 'Europe/Madrid',
  // Closed on Sundays and Mondays; Saturday mornings.
  openingHours: week({ ...weekdays([{ from: '10:00', to: '20:00' }]), sat: morning }),
  ticketSeries: 'PL',
  tables: [],
  idleLockMinutes: 5,
};

const employee = (fields) => ({
  lastName: '',
  email: '',
  phone: '',
  locationIds: [LOCATION],
  active: true,
  memberUserId: '',
  mayAuthorize: false,
  pin: null,
  timeOff: [],
  ...fields,
});
const employees = {
  // Sara signs in as the demo staff user (she works at Casa Lola too).
  'emp-sara': employee({
    firstName: 'Sara',
    lastName: 'Molina',
    email: 'sara@demo.example',
    phone: '612 345 678',
    position: 'Estilista',
    color: '#9c27b0',
    memberUserId: 'demo-staff',
    workingHours: week({
      ...weekdays([
        { from: '10:00', to: '14:00' },
        { from: '16:00', to: '20:00' },
      ]),
      sat: morning,
    }),
  }),
  'emp-irene': employee({
    firstName: 'Irene',
    lastName: 'Castro',
    phone: '656 789 012',
    position: 'Colorista',
    color: '#d81b60',
    workingHours: week({ ...weekdays([{ from: '10:00', to: '18:00' }]), sat: morning }),
    timeOff: [{ from: '2026-12-24', to: '2026-12-31', note: 'Vacaciones de Navidad' }],
  }),
  'emp-nuria': employee({
    firstName: 'Nuria',
    lastName: 'Gil',
    phone: '667 890 123',
    position: 'Esteticista',
    color: '#00897b',
    workingHours: week({
      wed: [{ from: '12:00', to: '20:00' }],
      thu: [{ from: '12:00', to: '20:00' }],
      fri: [{ from: '10:00', to: '20:00' }],
      sat: morning,
    }),
  }),
};

const categories = {
  'cat-corte': { name: 'Corte y peinado', description: '', active: true },
  'cat-color': { name: 'Color', description: 'Tintes, mechas y tratamientos', active: true },
  'cat-estetica': { name: 'Estética', description: 'En cabina', active: true },
};

const rooms = {
  'room-cabina': { name: 'Cabina de estética', locationId: LOCATION, capacity: 1, active: true },
  'room-tratamientos': { name: 'Sala de tratamientos', locationId: LOCATION, capacity: 1, active: true },
};

/** [name, unit, stock, cost per unit in euros, alert level]: the oxidant is running low. */
const materials = {
  'mat-tinte': ['Tinte permanente', 'ml', 1200, 0.12, 300],
  'mat-oxidante': ['Oxidante 20 vol', 'ml', 250, 0.02, 500],
  'mat-decolorante': ['Polvo decolorante', 'g', 800, 0.05, 200],
  'mat-mascarilla': ['Mascarilla hidratante', 'ml', 900, 0.0833, 200],
  'mat-cera': ['Cera tibia', 'g', 1500, 0.03, 300],
  'mat-guantes': ['Guantes de nitrilo', 'unit', 180, 0.08, 50],
};

const service = (categoryId, name, durationMinutes, priceCents, employeeIds, color, fields = {}) => ({
  name,
  description: '',
  categoryId,
  durationMinutes,
  processing: null,
  priceCents,
  vatRate: 21,
  employeeIds,
  roomId: null,
  materials: [],
  bookableOnline: true,
  color,
  active: true,
  ...fields,
});
const services = {
  'srv-corte-senora': service('cat-corte', 'Corte señora', 45, 2500, ['emp-sara', 'emp-irene'], '#1e88e5'),
  'srv-corte-caballero': service('cat-corte', 'Corte caballero', 30, 1500, ['emp-sara'], '#3949ab'),
  'srv-peinado': service('cat-corte', 'Lavado y peinado', 30, 1800, ['emp-sara', 'emp-irene'], '#039be5', {
    materials: [{ materialId: 'mat-mascarilla', quantity: 15 }],
  }),
  // The colour sets while the colourist attends someone else.
  'srv-tinte-raiz': service('cat-color', 'Tinte raíz', 90, 3500, ['emp-irene', 'emp-sara'], '#d81b60', {
    processing: { startsAfter: 20, minutes: 35 },
    materials: [
      { materialId: 'mat-tinte', quantity: 60 },
      { materialId: 'mat-oxidante', quantity: 60 },
      { materialId: 'mat-guantes', quantity: 2 },
    ],
  }),
  'srv-mechas': service('cat-color', 'Mechas', 150, 6500, ['emp-irene'], '#8e24aa', {
    processing: { startsAfter: 40, minutes: 45 },
    materials: [
      { materialId: 'mat-decolorante', quantity: 40 },
      { materialId: 'mat-oxidante', quantity: 80 },
      { materialId: 'mat-guantes', quantity: 2 },
    ],
  }),
  'srv-tratamiento': service('cat-color', 'Tratamiento hidratante', 40, 2800, ['emp-irene', 'emp-sara'], '#00acc1', {
    processing: { startsAfter: 10, minutes: 20 },
    materials: [{ materialId: 'mat-mascarilla', quantity: 30 }],
  }),
  'srv-depilacion': service('cat-estetica', 'Depilación piernas completas', 45, 2200, ['emp-nuria'], '#43a047', {
    roomId: 'room-cabina',
    materials: [
      { materialId: 'mat-cera', quantity: 60 },
      { materialId: 'mat-guantes', quantity: 2 },
    ],
  }),
  'srv-limpieza-facial': service('cat-estetica', 'Limpieza facial', 60, 4000, ['emp-nuria'], '#7cb342', {
    roomId: 'room-tratamientos',
    materials: [{ materialId: 'mat-guantes', quantity: 2 }],
  }),
  'srv-manicura': service('cat-estetica', 'Manicura', 40, 1500, ['emp-nuria'], '#fb8c00', { bookableOnline: false }),
};

const packs = {
  'pack-depilacion': {
    name: 'Bono 5 depilaciones',
    description: 'Cinco sesiones de depilación de piernas completas',
    items: [{ serviceId: 'srv-depilacion', sessions: 5 }],
    priceCents: 9900,
    vatRate: 21,
    validityDays: 365,
    active: true,
  },
  'pack-facial': {
    name: 'Bono facial e hidratación',
    description: '',
    items: [
      { serviceId: 'srv-limpieza-facial', sessions: 3 },
      { serviceId: 'srv-tratamiento', sessions: 3 },
    ],
    priceCents: 15000,
    vatRate: 21,
    validityDays: 180,
    active: true,
  },
};

/** Who comes this week: name and phone (the reminders' links use the phone). */
const CLIENTS = [
  ['Clara Sánchez', '611 223 344'],
  ['Marta López', '622 334 455'],
  ['Lucía Fernández', '633 445 566'],
  ['Elena Ruiz', '644 556 677'],
  ['Paula Martín', '655 667 788'],
  ['Carmen Díaz', '666 778 899'],
  ['Andrés Gómez', '677 889 900'],
  ['Isabel Moreno', '688 990 011'],
  ['Javier Romero', '699 001 122'],
  ['Rosa Navarro', '610 112 233'],
  ['Beatriz Torres', '620 223 344'],
  ['Sofía Ramos', '630 334 455'],
];

/**
 * Each open day's bookings, tried in order: [employee, start, services]. One that does not fit the day (hours, someone
 * already there) is left out, so the week is always consistent whatever its weekdays; Nuria's cabin services hold
 * their rooms. About 40 land in a week (open Tuesday to Saturday).
 */
const DAY_PLAN = [
  ['emp-sara', '10:00', ['srv-corte-senora', 'srv-peinado']],
  ['emp-irene', '10:00', ['srv-tinte-raiz']],
  // In Irene's processing time (10:20-10:55) she attends someone else.
  ['emp-irene', '10:20', ['srv-peinado']],
  ['emp-sara', '12:15', ['srv-tinte-raiz']],
  ['emp-nuria', '12:00', ['srv-limpieza-facial']],
  ['emp-nuria', '10:30', ['srv-manicura']],
  ['emp-irene', '13:00', ['srv-mechas']],
  ['emp-nuria', '13:15', ['srv-depilacion']],
  ['emp-sara', '16:00', ['srv-corte-caballero']],
  ['emp-sara', '17:30', ['srv-tratamiento', 'srv-peinado']],
  ['emp-nuria', '18:00', ['srv-limpieza-facial']],
];

/**
 * A week of appointments around `now` (three days before and after it at the salon), stored as the appointment book
 * stores them, and the day books (beautyDayBooks) the API would have written for them: both from domain's own
 * placement (placeServices, placementProblem, holdsOf), so a booking at a seeded time is refused as it would be.
 * Past days are completed (one no-show, one cancelled), today's earlier ones too and the next in progress, the rest
 * booked or confirmed.
 */
async function appointmentWeek(now, domain) {
  const { addDays, holdsOf, localInstant, minuteOf, placeServices, placementProblem, scheduleSpans } = domain;
  const { searchTokens, timeOf, todayIn, workingSpans } = domain;
  const today = todayIn(location.timezone, now);
  // Three days either side of today: always past days to look back on and open days ahead to book around.
  const first = addDays(today, -3);
  const nowMinute = minuteOf(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: location.timezone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now),
  );
  const appointments = {};
  const dayBooks = {};
  let count = 0;
  for (let d = 0; d < 7; d++) {
    const date = addDays(first, d);
    const opening = scheduleSpans(location.openingHours, date);
    if (opening.length === 0) continue;
    const held = { employee: {}, room: {} };
    const context = () => ({
      date,
      timeZone: location.timezone,
      opening,
      employees: Object.fromEntries(
        Object.entries(employees).map(([id, e]) => [
          id,
          { working: workingSpans(e, date), holds: held.employee[id] ?? [] },
        ]),
      ),
      rooms: Object.fromEntries(
        Object.entries(rooms).map(([id, r]) => [id, { capacity: r.capacity, holds: held.room[id] ?? [] }]),
      ),
    });
    for (const [employeeId, start, serviceIds] of DAY_PLAN) {
      const planned = serviceIds.map((serviceId) => ({
        serviceId,
        employeeId,
        roomId: services[serviceId].roomId,
        durationMinutes: services[serviceId].durationMinutes,
        processing: services[serviceId].processing,
      }));
      const placed = placeServices(planned, minuteOf(start));
      if (placementProblem(context(), placed)) continue;
      const id = `appt-${date}-${String(count).padStart(2, '0')}`;
      const [clientName, clientPhone] = CLIENTS[count % CLIENTS.length];
      count++;
      const from = placed[0].from;
      const to = placed[placed.length - 1].to;
      const past = date < today || (date === today && to <= nowMinute);
      const running = date === today && from <= nowMinute && nowMinute < to;
      const state = past
        ? count % 11 === 0
          ? 'no-show'
          : count % 13 === 0
            ? 'cancelled'
            : 'completed'
        : running
          ? 'in-progress'
          : count % 3 === 0
            ? 'booked'
            : count % 17 === 0
              ? 'cancelled'
              : 'confirmed';
      // Cancelled and no-show appointments hold nothing (the book freed their time).
      if (state !== 'cancelled' && state !== 'no-show') {
        const holds = holdsOf(id, placed);
        for (const [kind, map] of [
          ['employee', holds.employees],
          ['room', holds.rooms],
        ])
          for (const [resourceId, list] of map) held[kind][resourceId] = [...(held[kind][resourceId] ?? []), ...list];
      }
      appointments[id] = {
        locationId: LOCATION,
        date,
        start: timeOf(from),
        end: timeOf(to),
        startsAt: localInstant(date, from, location.timezone),
        endsAt: localInstant(date, to, location.timezone),
        client: null,
        clientName,
        clientPhone,
        services: placed.map((line) => ({
          serviceId: line.serviceId,
          name: services[line.serviceId].name,
          employeeId: line.employeeId,
          roomId: line.roomId,
          start: timeOf(line.from),
          end: timeOf(line.to),
          durationMinutes: line.durationMinutes,
          processing: line.processing,
          priceCents: services[line.serviceId].priceCents,
          vatRate: services[line.serviceId].vatRate,
          color: services[line.serviceId].color,
        })),
        employeeIds: [...new Set(placed.map((line) => line.employeeId))],
        roomIds: [...new Set(placed.flatMap((line) => (line.roomId ? [line.roomId] : [])))],
        state,
        note: '',
        bookedBy: 'demo-staff',
        searchTokens: searchTokens(clientName),
        createdAt: NOW,
        updatedAt: NOW,
      };
    }
    for (const kind of ['employee', 'room'])
      for (const [resourceId, holds] of Object.entries(held[kind]))
        dayBooks[`${kind}_${resourceId}_${date}`] = { kind, resourceId, date, holds, updatedAt: NOW };
  }
  return { appointments, dayBooks };
}

export default async function beautySeed(now = new Date()) {
  const domain = await loadDomain();
  const { costPerUnitToCents, searchTokens } = domain;
  /** The platform's fields of a resource document (withMeta of functions/src/platform/resources/repository.ts). */
  const resources = (docs, searchText) =>
    Object.fromEntries(
      Object.entries(docs).map(([id, doc]) => [
        id,
        { ...doc, searchTokens: searchTokens(searchText(doc)), createdAt: NOW, updatedAt: NOW },
      ]),
    );
  const byName = (doc) => doc.name;
  const materialDocs = Object.fromEntries(
    Object.entries(materials).map(([id, [name, unit, stock, costPerUnit, alertLevel]]) => [
      id,
      { name, unit, stock, alertLevel, costPerUnitCents: costPerUnitToCents(costPerUnit) },
    ]),
  );
  // The flat id lists the API keeps for 'what uses this' (services.ts and packs.ts of the catalogue).
  const serviceDocs = Object.fromEntries(
    Object.entries(services).map(([id, doc]) => [id, { ...doc, materialIds: doc.materials.map((m) => m.materialId) }]),
  );
  const packDocs = Object.fromEntries(
    Object.entries(packs).map(([id, doc]) => [id, { ...doc, serviceIds: doc.items.map((item) => item.serviceId) }]),
  );
  const week = await appointmentWeek(now, domain);
  return {
    [`${ORG}/locations`]: resources({ [LOCATION]: location }, (doc) => `${doc.name} ${doc.address}`),
    [`${ORG}/employees`]: resources(
      employees,
      (doc) => `${doc.firstName} ${doc.lastName} ${doc.position} ${doc.email}`,
    ),
    [`${ORG}/beautyServiceCategories`]: resources(categories, byName),
    [`${ORG}/beautyRooms`]: resources(rooms, byName),
    [`${ORG}/beautyMaterials`]: resources(materialDocs, byName),
    [`${ORG}/beautyServices`]: resources(serviceDocs, byName),
    [`${ORG}/beautyPacks`]: resources(packDocs, byName),
    [`${ORG}/beautyAppointments`]: week.appointments,
    [`${ORG}/beautyDayBooks`]: week.dayBooks,
  };
}
