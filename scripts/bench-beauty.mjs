// `npm run bench:beauty`: the appointment book's availability (issue 18). One salon, one location open 09:00-21:00,
// EMPLOYEES (10) employees who all cut and colour, APPOINTMENTS (60) appointments booked through the API on one day
// (cuts of 45 min and colours of 90 min with 45 min of processing in a basin for 10). Then, interleaved after 5
// warm-ups (BENCH_RUNS each): the free starts of one employee-day, of the whole location-day (every employee), the
// same for the colour (its room too), and the day's list. Each row says the Firestore reads the API counted.
// Served in this process from the functions build (as bench:load), on the Auth and Firestore emulators. The
// catalogue's services and room are written in their stored shape (tests/support/beauty.ts does the same).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { call, callCounted, measure, registeredAccount, serveApi } from './bench-support.mjs';
import { loadDomain } from './domain.mjs';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 10);
const APPOINTMENTS = Number(process.env.APPOINTMENTS ?? 60);
/** A Tuesday in the future (bookings in the past are refused). */
const DATE = '2030-02-05';
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-plataforma' }));
const everyDay = (from, to) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ from, to }]]));

await serveApi();
const { token } = await registeredAccount();
const org = await call('/organizations/create', {
  method: 'POST',
  token,
  body: { name: 'Salón', modules: ['beauty'] },
});
const base = `/organizations/${org.id}`;
const post = (path, body) => call(`${base}${path}`, { method: 'POST', token, body });
const location = await post('/configuration/locations', {
  name: 'Centro',
  ticketSeries: 'C',
  openingHours: everyDay('09:00', '21:00'),
});
const employees = [];
for (let i = 0; i < EMPLOYEES; i++)
  employees.push(
    await post('/configuration/employees', {
      firstName: `Estilista ${i + 1}`,
      locationIds: [location.id],
      workingHours: everyDay('09:00', '21:00'),
    }),
  );

async function write(collection, doc) {
  const now = Timestamp.now();
  const ref = db.collection(`organizations/${org.id}/${collection}`).doc();
  await ref.set({ ...doc, searchTokens: [], createdAt: now, updatedAt: now });
  return ref.id;
}
const catalogue = { description: '', categoryId: 'pelo', priceCents: 2500, vatRate: 21, materials: [] };
const extra = { bookableOnline: true, color: '#9c27b0', active: true, employeeIds: employees.map((e) => e.id) };
const basin = await write('beautyRooms', { name: 'Lavacabezas', locationId: location.id, capacity: 10, active: true });
const cut = await write('beautyServices', {
  ...catalogue,
  ...extra,
  name: 'Corte',
  durationMinutes: 45,
  processing: null,
  roomId: null,
});
const colour = await write('beautyServices', {
  ...catalogue,
  ...extra,
  name: 'Color',
  durationMinutes: 90,
  processing: { startsAfter: 30, minutes: 45 },
  roomId: basin,
});

// Each employee's day: appointments one after another from 09:00 (staggered by 15 min per employee), a colour
// every third, with a gap after each.
const perEmployee = Math.ceil(APPOINTMENTS / EMPLOYEES);
let booked = 0;
for (const [i, employee] of employees.entries()) {
  let at = 9 * 60 + (i % 4) * 15;
  for (let j = 0; j < perEmployee && booked < APPOINTMENTS; j++, booked++) {
    const serviceId = j % 3 === 1 ? colour : cut;
    const start = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
    await post('/beauty/appointments', {
      clientName: `Cliente ${booked + 1}`,
      clientPhone: '600000000',
      locationId: location.id,
      date: DATE,
      start,
      services: [{ serviceId, employeeId: employee.id }],
    });
    at += (serviceId === colour ? 90 : 45) + 30;
  }
}
console.log(`${booked} appointments of ${EMPLOYEES} employees on ${DATE}.`);

const get = (path) => () => callCounted(`${base}${path}`, { token });
const rows = await measure([
  {
    name: 'availability, one employee-day (cut)',
    run: get(`/beauty/availability?serviceId=${cut}&date=${DATE}&employeeId=${employees[0].id}`),
  },
  {
    name: `availability, location-day, ${EMPLOYEES} employees (cut)`,
    run: get(`/beauty/availability?serviceId=${cut}&date=${DATE}&locationId=${location.id}`),
  },
  {
    name: `availability, location-day, ${EMPLOYEES} employees (colour + room)`,
    run: get(`/beauty/availability?serviceId=${colour}&date=${DATE}&locationId=${location.id}`),
  },
  { name: `day list, ${booked} appointments`, run: get(`/beauty/appointments?date=${DATE}&locationId=${location.id}`) },
]);
const free = await call(`${base}/beauty/availability?serviceId=${cut}&date=${DATE}&locationId=${location.id}`, {
  token,
});
console.log(`The location-day answers ${free.slots.length} start times.`);

// The arithmetic alone, in this process: the location-day's free starts of every employee from the same holds.
const { freeStarts } = await loadDomain();
const books = await Promise.all(
  employees.map(async (e) =>
    (await db.doc(`organizations/${org.id}/beautyDayBooks/employee_${e.id}_${DATE}`).get()).data(),
  ),
);
const day = {
  date: DATE,
  timeZone: 'Europe/Madrid',
  opening: [{ from: 540, to: 1260 }],
  employees: Object.fromEntries(
    employees.map((e, i) => [e.id, { working: [{ from: 540, to: 1260 }], holds: books[i].holds }]),
  ),
  rooms: {},
};
const ROUNDS = 200;
const started = performance.now();
for (let i = 0; i < ROUNDS; i++)
  for (const e of employees)
    freeStarts(day, [{ serviceId: cut, employeeId: e.id, roomId: null, durationMinutes: 45, processing: null }]);
console.log(
  `Free starts of the location-day, computed alone: ${((performance.now() - started) / ROUNDS).toFixed(3)} ms.`,
);
process.exit(rows.every((row) => row.runs > 0) ? 0 : 1);
