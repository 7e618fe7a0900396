// The demo academy, Academia Lola (language, computing and cooking courses in Argüelles, Madrid), a fourth organization
// of the demo users (the organization and its members are in firestore.json; its open till in orders.mjs): its
// location, its receptionist and three teachers, 40 students (CRM clients), and e-learning's catalogue: three
// categories, six courses (online, presencial, mixta) and a pack. A started group: «Inglés B1» began three weeks ago
// (two evenings a week), its past sessions' attendance marked and each student's lessons done; «Cocina italiana»
// ended last month, two of its students completed it and hold certificates. Places paid at the reception's till are
// paid orders with their tickets (the location's series, its counter moved on); the others were enrolled by a manager
// (a grant, pendiente de pago, one cancelled). Each event is on its client's timeline.
//
// The documents are exactly what the API stores (functions/src/modules/elearning/collections.ts: the catalogue's
// resources with withMeta's fields; enrolments with the client's id flat and their times; the certificates' counter);
// tests/api/seed.test.ts checks them through the API and saves each catalogue document again unchanged. Dates are
// relative to `now`; deterministic (a seeded PRNG).
import { readFileSync } from 'node:fs';
import { loadDomain } from '../../../scripts/domain.mjs';
import { storedClient } from '../demo-clients.mjs';
import { baseLine, employeeRef, paidOrder, prng, ticketsOf } from '../demo-sales.mjs';

export const ACADEMY = 'Ak7RmV3pXw9LnQ2sTb6F';
const ORG = `organizations/${ACADEMY}`;
const NOW = '$serverTime';
export const LOCATION = 'loc-arguelles';
const TIME_ZONE = 'Europe/Madrid';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const week = (days) => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...days });
const weekdayHours = [{ from: '09:00', to: '21:30' }];
const saturdayHours = [{ from: '09:30', to: '14:00' }];

const location = {
  name: 'Academia Lola Argüelles',
  address: 'Calle de la Princesa 58, 28008 Madrid',
  phone: '914 47 25 10',
  email: 'academia@demo.example',
  timezone: TIME_ZONE,
  // Closed on Sundays.
  openingHours: week({
    mon: weekdayHours,
    tue: weekdayHours,
    wed: weekdayHours,
    thu: weekdayHours,
    fri: weekdayHours,
    sat: saturdayHours,
  }),
  ticketSeries: 'AL',
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
const afternoons = [{ from: '16:00', to: '21:30' }];
const employees = {
  // Sara signs in as the demo staff user (she works at the other demo organizations too): the reception and its till.
  'emp-sara': employee({
    firstName: 'Sara',
    lastName: 'Molina',
    email: 'sara@demo.example',
    phone: '612 345 678',
    position: 'Recepcionista',
    color: '#9c27b0',
    memberUserId: 'demo-staff',
    mayAuthorize: true,
    workingHours: week({ mon: weekdayHours, tue: weekdayHours, wed: weekdayHours, thu: weekdayHours }),
  }),
  'emp-laura': employee({
    firstName: 'Laura',
    lastName: 'Castillo',
    email: 'laura.castillo@demo.example',
    phone: '655 120 334',
    position: 'Profesora de idiomas',
    color: '#1e88e5',
    workingHours: week({ mon: afternoons, tue: afternoons, wed: afternoons, thu: afternoons }),
  }),
  'emp-javier': employee({
    firstName: 'Javier',
    lastName: 'Ortega',
    phone: '677 908 112',
    position: 'Profesor de informática',
    color: '#43a047',
    workingHours: week({ fri: afternoons, sat: saturdayHours }),
  }),
  'emp-andres': employee({
    firstName: 'Andrés',
    lastName: 'Romero',
    phone: '634 556 781',
    position: 'Profesor de cocina',
    color: '#fb8c00',
    workingHours: week({ tue: afternoons, thu: afternoons }),
  }),
};
const RECEPTION = employeeRef('emp-sara', employees['emp-sara']);

const categories = {
  'cat-idiomas': { name: 'Idiomas', description: 'Inglés y francés en grupos reducidos', active: true },
  'cat-informatica': { name: 'Informática', description: 'Ofimática y programación', active: true },
  'cat-cocina': { name: 'Cocina', description: 'Talleres prácticos en nuestra cocina', active: true },
};

/** A lesson as the API stores it (no file lessons: the demo has no media). */
const lesson = (id, title, kind, minutes, content = '') => ({
  id,
  title,
  kind,
  text: kind === 'text' ? content : '',
  url: kind === 'video' || kind === 'live' ? content : '',
  mediaId: null,
  minutes,
});
const video = (slug) => `https://video.demo.example/academia-lola/${slug}`;

/** Text lessons, one per unit: [title, text]. */
const units = (prefix, titles, minutes) =>
  titles.map(([title, text], i) => lesson(`${prefix}${i + 1}`, title, 'text', minutes, text));

/**
 * The courses, their sessions left out (`calendar`: where they fall, relative to today). Ids of sessions, sections and
 * lessons are those the server would give: letters and digits.
 */
const COURSES = {
  'course-ingles-b1': {
    title: 'Inglés B1 intensivo',
    description:
      'Grupo reducido de nivel intermedio: conversación, gramática y preparación del examen B1. Dos tardes por semana.',
    categoryId: 'cat-idiomas',
    priceCents: 24000,
    modality: 'presencial',
    teacherId: 'emp-laura',
    capacity: 14,
    // Began three weeks ago, eight weeks in all: Mondays and Wednesdays 18:00-20:00.
    calendar: { firstOnOrBefore: -21, weekdays: ['mon', 'wed'], count: 16, from: '18:00', to: '20:00' },
    sections: [
      {
        id: 'secA',
        title: 'Material de las unidades',
        lessons: units(
          'u',
          [
            ['Unidad 1: presentaciones y rutinas', 'Repasa el presente simple y continuo con los ejercicios 1 a 6.'],
            ['Unidad 2: viajes y experiencias', 'Present perfect frente a past simple: lee el texto y completa.'],
            ['Unidad 3: planes de futuro', 'Will, going to y present continuous: escribe tus planes del verano.'],
            ['Unidad 4: trabajo y estudios', 'Vocabulario de entrevistas; prepara tu presentación de un minuto.'],
            ['Unidad 5: salud y deporte', 'Modales de consejo (should, must, have to) con los diálogos.'],
            ['Unidad 6: medio ambiente', 'Condicionales primero y segundo: redacción de 120 palabras.'],
            ['Unidad 7: cine y libros', 'Voz pasiva y relativas: reseña de una película.'],
            ['Unidad 8: simulacro de examen', 'Examen B1 completo: reading, writing, listening y speaking.'],
          ],
          45,
        ),
      },
    ],
  },
  'course-cocina-italiana': {
    title: 'Cocina italiana',
    description: 'Pasta fresca, risottos, salsas y tiramisú en ocho sesiones prácticas. Cenamos lo que cocinamos.',
    categoryId: 'cat-cocina',
    priceCents: 19000,
    modality: 'presencial',
    teacherId: 'emp-andres',
    capacity: 12,
    // Ended some seven weeks ago: Tuesdays and Thursdays 19:00-21:30.
    calendar: { firstOnOrBefore: -77, weekdays: ['tue', 'thu'], count: 8, from: '19:00', to: '21:30' },
    sections: [
      {
        id: 'secA',
        title: 'Recetario',
        lessons: units(
          'r',
          [
            ['Pasta fresca al huevo', 'Proporciones, amasado y reposo; tagliatelle y pappardelle.'],
            ['Risotto alla milanese', 'El tostado del arroz, el caldo y la mantecatura.'],
            ['Salsas clásicas', 'Pomodoro, carbonara auténtica y pesto genovés.'],
            ['Tiramisú', 'Con mascarpone y café de cafetera italiana.'],
          ],
          20,
        ),
      },
    ],
  },
  'course-tapas': {
    title: 'Tapas y pinchos',
    description: 'Seis sesiones de cocina en miniatura: croquetas, tortilla, pinchos fríos y calientes.',
    categoryId: 'cat-cocina',
    priceCents: 14500,
    modality: 'presencial',
    teacherId: 'emp-andres',
    capacity: 12,
    // Begins the week after next: Tuesdays and Thursdays 19:00-21:30.
    calendar: { firstOnOrAfter: 8, weekdays: ['tue', 'thu'], count: 6, from: '19:00', to: '21:30' },
    sections: [],
  },
  'course-python': {
    title: 'Programación en Python',
    description:
      'Aprende a programar desde cero: lecciones en vídeo a tu ritmo y cuatro sábados de prácticas en el aula.',
    categoryId: 'cat-informatica',
    priceCents: 18000,
    modality: 'mixta',
    teacherId: 'emp-javier',
    capacity: 16,
    // Four Saturday mornings from next week.
    calendar: { firstOnOrAfter: 5, weekdays: ['sat'], count: 4, from: '10:00', to: '13:00' },
    sections: [
      {
        id: 'secA',
        title: 'Primeros pasos',
        lessons: [
          lesson('p1', 'Instalar Python y el editor', 'video', 15, video('python-instalar')),
          lesson('p2', 'Variables y tipos', 'video', 25, video('python-variables')),
          lesson('p3', 'Condiciones y bucles', 'video', 30, video('python-bucles')),
        ],
      },
      {
        id: 'secB',
        title: 'Programas de verdad',
        lessons: [
          lesson('p4', 'Funciones', 'video', 30, video('python-funciones')),
          lesson('p5', 'Listas y diccionarios', 'video', 35, video('python-listas')),
          lesson(
            'p6',
            'Proyecto: la lista de la compra',
            'text',
            60,
            'Escribe un programa que guarde la lista de la compra en un archivo y la lea al arrancar.',
          ),
        ],
      },
    ],
  },
  'course-excel': {
    title: 'Excel desde cero',
    description:
      'Hojas de cálculo para el trabajo diario: fórmulas, tablas, gráficos y tablas dinámicas. 100 % online.',
    categoryId: 'cat-informatica',
    priceCents: 5900,
    modality: 'online',
    teacherId: 'emp-javier',
    capacity: null,
    calendar: null,
    sections: [
      {
        id: 'secA',
        title: 'Lo básico',
        lessons: [
          lesson('x1', 'La hoja, las celdas y los formatos', 'video', 20, video('excel-celdas')),
          lesson('x2', 'Fórmulas y referencias', 'video', 25, video('excel-formulas')),
          lesson(
            'x3',
            'Ejercicio: el presupuesto del mes',
            'text',
            30,
            'Descarga la plantilla de la lección anterior y completa el presupuesto con SUMA y PROMEDIO.',
          ),
        ],
      },
      {
        id: 'secB',
        title: 'Tablas y gráficos',
        lessons: [
          lesson('x4', 'Tablas y filtros', 'video', 20, video('excel-tablas')),
          lesson('x5', 'Gráficos que se entienden', 'video', 20, video('excel-graficos')),
          lesson('x6', 'Tablas dinámicas', 'video', 30, video('excel-dinamicas')),
          lesson('x7', 'Tutoría en directo', 'live', 45, video('excel-tutoria')),
        ],
      },
    ],
  },
  'course-frances-a1': {
    title: 'Francés A1 online',
    description: 'Tus primeras conversaciones en francés, con vídeos cortos y ejercicios corregidos por la profesora.',
    categoryId: 'cat-idiomas',
    priceCents: 7900,
    modality: 'online',
    teacherId: 'emp-laura',
    capacity: null,
    calendar: null,
    sections: [
      {
        id: 'secA',
        title: 'Bonjour !',
        lessons: [
          lesson('f1', 'Saludar y presentarse', 'video', 15, video('frances-saludos')),
          lesson('f2', 'Los números y la hora', 'video', 15, video('frances-numeros')),
          lesson('f3', 'En la cafetería', 'video', 20, video('frances-cafe')),
          lesson(
            'f4',
            'Ejercicios de la unidad',
            'text',
            30,
            'Completa los diálogos y grábate leyéndolos en voz alta.',
          ),
        ],
      },
    ],
  },
};

const PACKS = {
  'pack-digital': {
    name: 'Pack competencias digitales',
    description: 'Excel desde cero y Programación en Python a un precio especial',
    courseIds: ['course-excel', 'course-python'],
    priceCents: 19900,
    vatRate: 21,
    active: true,
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The students

const FIRST = [
  'Alejandro',
  'Paula',
  'Daniel',
  'Marta',
  'Pablo',
  'Sofía',
  'Adrián',
  'Claudia',
  'Javier',
  'Irene',
  'Sergio',
  'Andrea',
  'Álvaro',
  'Nuria',
  'Raúl',
  'Cristina',
  'Iván',
  'Beatriz',
  'Rubén',
  'Alicia',
];
const LAST = [
  'Moreno',
  'Jiménez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Blanco',
  'Molina',
  'Suárez',
  'Ortiz',
  'Delgado',
  'Castro',
  'Rubio',
  'Marín',
];
const TAGS = ['Estudiante', 'Idiomas', 'Empresa', 'Beca'];
const STREETS = ['Calle de Santa Engracia', 'Calle de Ponzano', 'Calle de Fuencarral', 'Calle de Bravo Murillo'];
const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const STUDENTS = 40;
const studentId = (n) => `client-${String(n).padStart(2, '0')}`;

/** The i-th student's body (0-39), as the CRM's form sends it. */
function studentBody(i) {
  const firstName = FIRST[i % 20];
  const lastName = `${LAST[(i * 7) % 20]} ${LAST[(i * 3 + 5) % 20]}`;
  const user = `${firstName}.${LAST[(i * 7) % 20]}${i + 1}`
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const digits = String(50_000_000 + i * 1_234_577).slice(0, 8);
  const granted = i % 4 !== 3;
  return {
    firstName,
    lastName,
    email: i % 9 === 8 ? '' : `${user}@demo.example`,
    phone: `+346${20_000_000 + i * 1_987_653}`,
    taxId: i % 3 === 0 ? `${digits}${NIF_LETTERS[Number(digits) % 23]}` : '',
    birthday:
      i % 4 === 0
        ? `19${75 + (i % 25)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`
        : '',
    address:
      i % 2 === 0
        ? {
            street: `${STREETS[i % 4]} ${i + 5}`,
            city: 'Madrid',
            postalCode: `280${String(10 + (i % 40)).padStart(2, '0')}`,
            province: 'Madrid',
          }
        : { street: '', city: '', postalCode: '', province: '' },
    tags: [TAGS[0], ...(i % 5 === 1 ? [TAGS[1]] : []), ...(i === 9 ? [TAGS[3]] : []), ...(i === 27 ? [TAGS[2]] : [])],
    notes: i === 9 ? 'Beca del programa de formación del distrito' : '',
    companyId: '',
    marketingConsent: { granted, how: granted ? 'presencial' : null },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The enrolments

/**
 * Who is enrolled where and how: [course, students (numbers), how, days before the course's first session (or before
 * today for online courses) it was paid or made]. 'sale': paid at the reception's till (one order each); 'pack': the
 * pack bought by one student (one order enrolling in its courses); 'grant': a manager enrolled them as activa;
 * 'pending': a manager enrolled them, pendiente de pago; 'cancelled': pending, then cancelled.
 */
const ENROLMENTS = [
  ['course-ingles-b1', [1, 2, 3, 4, 5, 6, 7, 8, 9], 'sale', 12],
  ['course-ingles-b1', [10], 'grant', 9],
  ['course-ingles-b1', [11], 'pending', -17],
  ['course-ingles-b1', [12], 'cancelled', 10],
  ['course-cocina-italiana', [23, 24, 25, 26, 27, 28], 'sale', 15],
  ['course-excel', [14, 15, 16], 'sale', 40],
  ['course-frances-a1', [1, 29], 'sale', 25],
  ['course-tapas', [20, 21], 'pending', 6],
  ['course-tapas', [22], 'sale', 9],
  ['course-python', [18], 'sale', 11],
  ['pack-digital', [17], 'pack', 8],
];
/** The students who completed «Cocina italiana» (every recipe done): certificates. */
const COMPLETED = [23, 24];

/** The sessions of a calendar: `count` on its weekdays, from the day relative to today it names. */
function sessionsOf(domain, today, calendar) {
  if (!calendar) return [];
  const { firstOnOrBefore, firstOnOrAfter, weekdays, count, from, to } = calendar;
  let date = domain.addDays(today, firstOnOrBefore ?? firstOnOrAfter);
  while (!weekdays.includes(domain.weekdayOf(date)))
    date = domain.addDays(date, firstOnOrBefore !== undefined ? -1 : 1);
  const sessions = [];
  for (; sessions.length < count; date = domain.addDays(date, 1))
    if (weekdays.includes(domain.weekdayOf(date)))
      sessions.push({ id: `s${sessions.length + 1}`, date, from, to, locationId: LOCATION });
  return sessions;
}

/** The catalogue's documents (before withMeta), `enrolled` counted from the enrolments. */
function catalogue(domain, today) {
  const courses = {};
  for (const [id, { calendar, priceCents, ...course }] of Object.entries(COURSES)) {
    const doc = {
      ...course,
      photoId: null,
      priceCents,
      vatRate: domain.DEFAULT_COURSE_VAT_RATE,
      sessions: sessionsOf(domain, today, calendar),
      active: true,
      enrolled: 0,
      mediaIds: [],
    };
    courses[id] = { ...doc, minutes: domain.courseMinutes(doc), lessonCount: domain.lessonsOf(doc).length };
  }
  return { categories, courses, packs: PACKS };
}

export default async function elearningSeed(now = new Date()) {
  const domain = await loadDomain();
  const random = prng(20);
  const today = domain.todayIn(TIME_ZONE, now);
  const at = (date, time) => domain.localInstant(date, domain.minuteOf(time), TIME_ZONE);
  const { categories: categoryDocs, courses, packs } = catalogue(domain, today);
  const sessionEnd = (session) => at(session.date, session.to);
  const firstDay = (course) => course.sessions[0]?.date ?? today;

  // Each enrolment's making: its course, student, how, and when (a weekday at the reception, before now).
  const made = [];
  for (const [refId, students, how, daysBefore] of ENROLMENTS) {
    const courseIds = how === 'pack' ? packs[refId].courseIds : [refId];
    const first = courseIds.map((id) => firstDay(courses[id])).sort()[0];
    for (const n of students) {
      let date = domain.addDays(first, -daysBefore - random.int(0, 3));
      const time = `${random.int(10, 20)}:${String(random.int(0, 11) * 5).padStart(2, '0')}`;
      // Never after now: the latest, yesterday's.
      if (at(date, time).getTime() > now.getTime()) date = domain.addDays(today, -1);
      while (['sun', 'sat'].includes(domain.weekdayOf(date))) date = domain.addDays(date, -1);
      made.push({ refId, courseIds, clientId: studentId(n), how, when: at(date, time) });
    }
  }
  made.sort((a, b) => a.when - b.when);

  // The students, created at the reception a few minutes before their first enrolment (the rest over the last months).
  const clients = {};
  const keys = {};
  const timeline = {};
  const entry = (id, fields) => (timeline[id] = fields);
  for (let i = 0; i < STUDENTS; i++) {
    const id = studentId(i + 1);
    const first = made.find((m) => m.clientId === id);
    const createdAt = first
      ? new Date(first.when.getTime() - random.int(5, 20) * MINUTE)
      : new Date(now.getTime() - (120 - i * 2) * DAY - random.int(0, 8) * HOUR);
    const client = storedClient(domain, id, studentBody(i), createdAt);
    clients[id] = client.doc;
    Object.assign(keys, client.keys);
    entry(`tl-${id}-created`, { clientId: id, at: createdAt, kind: 'client-created', module: 'crm', summary: 'Alta' });
  }
  const clientRef = (id) => ({ id, name: domain.clientName(clients[id]) });
  const categoryName = (course) => categoryDocs[course.categoryId].name;

  // The sales: one order per enrolment paid at the till (the pack's enrols in each of its courses), in order of
  // payment, numbered in the location's series.
  const orders = {};
  const originOf = {};
  let ticket = 0;
  for (const m of made.filter((e) => e.how === 'sale' || e.how === 'pack')) {
    const id = `order-academia-${String(ticket + 1).padStart(3, '0')}`;
    const enrols = m.courseIds.map((courseId) => ({ courseId, title: courses[courseId].title }));
    const line =
      m.how === 'pack'
        ? baseLine({
            id: `${id}-1`,
            kind: 'elearningPack',
            refId: m.refId,
            name: packs[m.refId].name,
            quantity: 1,
            unitPriceCents: packs[m.refId].priceCents,
            vatRate: packs[m.refId].vatRate,
            category: 'Packs',
            details: enrols.map((course) => ({ label: course.title, priceDeltaCents: 0 })),
            enrols,
          })
        : baseLine({
            id: `${id}-1`,
            kind: 'elearningCourse',
            refId: m.refId,
            name: courses[m.refId].title,
            quantity: 1,
            unitPriceCents: courses[m.refId].priceCents,
            vatRate: courses[m.refId].vatRate,
            category: categoryName(courses[m.refId]),
            enrols,
          });
    const order = paidOrder(domain, {
      id,
      series: location.ticketSeries,
      ticketNumber: ++ticket,
      module: 'elearning',
      locationId: LOCATION,
      table: null,
      diners: null,
      quick: true,
      round: 0,
      lines: [line],
      openedAt: new Date(m.when.getTime() - 3 * MINUTE),
      sentAt: null,
      paidAt: m.when,
      timeZone: TIME_ZONE,
      method: ticket % 3 === 0 ? 'cash' : 'card',
      employee: RECEPTION,
      client: clientRef(m.clientId),
    });
    orders[id] = order;
    const [payment] = order.payments;
    for (const courseId of m.courseIds)
      originOf[domain.enrolmentIdOf(courseId, m.clientId)] = {
        kind: 'sale',
        orderId: id,
        ticketCode: payment.ticketCode,
        packId: m.how === 'pack' ? m.refId : null,
      };
    entry(`tl-${id}`, {
      clientId: m.clientId,
      at: m.when,
      kind: 'order-paid',
      module: 'elearning',
      summary: domain.orderPaidSummary(order.ticketCodes, order.paidCents),
      amountCents: order.paidCents,
      ticketCode: payment.ticketCode,
      orderId: id,
    });
  }

  // The enrolments: attendance of the sessions gone by (marked when each ended), lessons done as the weeks went by.
  const enrolments = {};
  const certificates = [];
  for (const m of made)
    for (const courseId of m.courseIds) {
      const course = courses[courseId];
      const id = domain.enrolmentIdOf(courseId, m.clientId);
      const lessons = domain.lessonsOf(course);
      const state = m.how === 'pending' ? 'pending' : m.how === 'cancelled' ? 'cancelled' : 'active';
      const holds = state === 'active';
      const attendance = {};
      let updatedAt = m.when;
      if (holds)
        for (const session of course.sessions) {
          const marked = new Date(sessionEnd(session).getTime() + random.int(1, 10) * MINUTE);
          if (marked.getTime() > now.getTime()) break;
          attendance[session.id] = random.chance(0.87);
          updatedAt = marked;
          entry(`tl-${id}-${session.id}`, {
            clientId: m.clientId,
            at: marked,
            kind: 'attendance',
            module: 'elearning',
            summary: domain.attendanceSummary(course.title, session.date, attendance[session.id]),
          });
        }
      // Lessons done: the share of the course gone by (online: of the weeks since enrolling), a bit more or less.
      const sessionsGone = course.sessions.filter((s) => sessionEnd(s).getTime() <= now.getTime()).length;
      const share =
        course.sessions.length > 0
          ? sessionsGone / course.sessions.length
          : Math.min(1, (now.getTime() - m.when.getTime()) / (70 * DAY));
      const completed = courseId === 'course-cocina-italiana' && COMPLETED.includes(Number(m.clientId.slice(-2)));
      const done = !holds
        ? 0
        : completed
          ? lessons.length
          : Math.max(0, Math.min(lessons.length - 1, Math.round(share * lessons.length) + random.int(-1, 1)));
      const lessonsDone = lessons.slice(0, done).map((l) => l.id);
      let completedAt = null;
      if (completed) {
        // The last recipe ticked the day after the last session: completed, the certificate issued.
        completedAt = new Date(sessionEnd(course.sessions.at(-1)).getTime() + DAY + random.int(0, 120) * MINUTE);
        updatedAt = completedAt;
        certificates.push({ id, clientId: m.clientId, course, at: completedAt });
      }
      const cancelledAt = state === 'cancelled' ? new Date(m.when.getTime() + 6 * DAY + 2 * HOUR) : null;
      if (cancelledAt) updatedAt = cancelledAt;
      if (state !== 'cancelled') course.enrolled += 1;
      enrolments[id] = {
        courseId,
        courseTitle: course.title,
        client: clientRef(m.clientId),
        clientId: m.clientId,
        state: completed ? 'completed' : state,
        origin: originOf[id] ?? { kind: 'manager' },
        attendance,
        lessonsDone,
        certificate: null,
        createdAt: m.when,
        updatedAt,
        activatedAt: holds ? m.when : null,
        completedAt,
        cancelledAt,
      };
      entry(`tl-${id}`, {
        clientId: m.clientId,
        at: m.when,
        kind: 'enrolment',
        module: 'elearning',
        summary: domain.enrolmentSummary(course.title, state === 'cancelled' ? 'pending' : state),
      });
      if (cancelledAt)
        entry(`tl-${id}-cancelled`, {
          clientId: m.clientId,
          at: cancelledAt,
          kind: 'enrolment',
          module: 'elearning',
          summary: domain.enrolmentSummary(course.title, 'cancelled'),
        });
    }

  // Certificates numbered per year in the order they were issued; the counter holds the last one.
  const counter = { year: 0, last: 0 };
  for (const { id, clientId, course, at: issuedAt } of certificates.sort((a, b) => a.at - b.at)) {
    const year = Number(domain.todayIn(TIME_ZONE, issuedAt).slice(0, 4));
    if (year !== counter.year) Object.assign(counter, { year, last: 0 });
    counter.last += 1;
    const certificate = { number: domain.certificateNumber(year, counter.last), issuedAt, minutes: course.minutes };
    enrolments[id].certificate = certificate;
    entry(`tl-${id}-certificate`, {
      clientId,
      at: issuedAt,
      kind: 'certificate',
      module: 'elearning',
      summary: domain.certificateSummary(course.title, certificate),
    });
  }

  /** The platform's fields of a resource document (withMeta of functions/src/platform/resources/repository.ts). */
  const resources = (docs, searchText) =>
    Object.fromEntries(
      Object.entries(docs).map(([id, doc]) => [
        id,
        { ...doc, searchTokens: domain.searchTokens(searchText(doc)), createdAt: NOW, updatedAt: NOW },
      ]),
    );
  // The organization's name and fiscal data (firestore.json) print on the tickets.
  const { organizations } = JSON.parse(readFileSync(new URL('../firestore.json', import.meta.url), 'utf8'));
  const { name, fiscal } = organizations[ACADEMY];
  return {
    [`${ORG}/locations`]: resources({ [LOCATION]: location }, (doc) => `${doc.name} ${doc.address}`),
    [`${ORG}/employees`]: resources(
      employees,
      (doc) => `${doc.firstName} ${doc.lastName} ${doc.position} ${doc.email}`,
    ),
    [`${ORG}/clients`]: clients,
    [`${ORG}/clientKeys`]: keys,
    [`${ORG}/clientTimeline`]: timeline,
    [`${ORG}/${domain.ELEARNING_COLLECTIONS.categories}`]: resources(categoryDocs, (doc) => doc.name),
    [`${ORG}/${domain.ELEARNING_COLLECTIONS.courses}`]: resources(courses, (doc) => doc.title),
    [`${ORG}/${domain.ELEARNING_COLLECTIONS.packs}`]: resources(packs, (doc) => doc.name),
    [`${ORG}/${domain.ELEARNING_COLLECTIONS.enrolments}`]: enrolments,
    [`${ORG}/${domain.ELEARNING_COLLECTIONS.counters}`]: counter.year ? { certificates: counter } : {},
    [`${ORG}/orders`]: orders,
    [`${ORG}/tickets`]: ticketsOf(domain, orders, { name, fiscal }, { [LOCATION]: location }),
    [`${ORG}/ticketSeries`]: { [location.ticketSeries]: { next: ticket + 1 } },
  };
}
