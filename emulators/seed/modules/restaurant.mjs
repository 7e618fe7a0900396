// The demo restaurant of Casa Lola (Calle de Toledo, Madrid): a location with tables, employees, the menu with
// allergens and modifier groups, a combo, and yesterday's and today's menú del día. Built in code, not JSON, because
// the dates are Madrid's today and every resource document carries its search keys. The documents are exactly what
// the API stores (its toDoc + withMeta in functions/src/modules/); tests/api/seed.test.ts replaces each one through
// the API and checks nothing changes. Output: the { "<collection path>": { "<doc id>": fields } } of firestore.json.

const ORG = 'organizations/Cw7LqT3nVx9RkB2mZp5H';
const NOW = '$serverTime';

/**
 * Copy of searchTokens() of domain/src/platform/search.ts (this script is plain JavaScript and cannot import the
 * TypeScript domain): every prefix, up to 20 letters, of every word, lowercase and without accents, and of an e-mail
 * address every prefix up to 64 characters from its '@' on. The seed test compares the stored keys with domain's, so
 * the two cannot drift apart.
 */
export function searchTokens(text) {
  const tokens = new Set();
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  for (const word of folded.split(/[^\p{L}\p{N}]+/u)) {
    for (let end = 1; end <= Math.min(word.length, 20); end++) tokens.add(word.slice(0, end));
  }
  for (const address of folded.split(/\s+/u).filter((chunk) => /^[^@\s]+@\S*$/u.test(chunk))) {
    for (let end = address.indexOf('@') + 1; end <= Math.min(address.length, 64); end++)
      tokens.add(address.slice(0, end));
  }
  return [...tokens];
}

/** The platform's fields of a resource document (withMeta of functions/src/platform/resources/repository.ts). */
const stored = (searchText, fields) => ({
  ...fields,
  searchTokens: searchTokens(searchText),
  createdAt: NOW,
  updatedAt: NOW,
});

/** Today's date in Madrid, and the day before ('YYYY-MM-DD'), like todayIn() and addDays() of domain. */
export function madridDates(now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return { today, yesterday: yesterday.toISOString().slice(0, 10) };
}

const week = (days) => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...days });
const lunchAndDinner = [
  { from: '13:00', to: '16:30' },
  { from: '20:00', to: '23:30' },
];

const location = {
  name: 'Casa Lola Toledo',
  address: 'Calle de Toledo 45, 28005 Madrid',
  phone: '913 65 42 18',
  email: 'reservas@demo.example',
  timezone: 'Europe/Madrid',
  // Closed on Mondays; Sunday lunch only.
  openingHours: week({
    tue: lunchAndDinner,
    wed: lunchAndDinner,
    thu: lunchAndDinner,
    fri: lunchAndDinner,
    sat: lunchAndDinner,
    sun: [{ from: '13:00', to: '17:00' }],
  }),
  ticketSeries: 'CL',
  tables: [
    { id: 't1', name: 'Mesa 1', zone: 'Salón', seats: 2 },
    { id: 't2', name: 'Mesa 2', zone: 'Salón', seats: 4 },
    { id: 't3', name: 'Mesa 3', zone: 'Salón', seats: 4 },
    { id: 't4', name: 'Mesa 4', zone: 'Salón', seats: 6 },
    { id: 't5', name: 'Barra', zone: 'Salón', seats: 4 },
    { id: 't6', name: 'Terraza 1', zone: 'Terraza', seats: 4 },
    { id: 't7', name: 'Terraza 2', zone: 'Terraza', seats: 4 },
    { id: 't8', name: 'Terraza 3', zone: 'Terraza', seats: 2 },
  ],
  idleLockMinutes: 5,
};

const split = [
  { from: '12:00', to: '16:30' },
  { from: '20:00', to: '23:30' },
];
const employee = (fields) => ({
  lastName: '',
  email: '',
  phone: '',
  locationIds: ['loc-toledo'],
  active: true,
  memberUserId: '',
  // No till PINs in the demo: its till does not lock (the staff switch starts once an employee has a PIN).
  mayAuthorize: false,
  pin: null,
  timeOff: [],
  ...fields,
});
const employees = {
  // Sara signs in as the demo staff user.
  'emp-sara': employee({
    firstName: 'Sara',
    lastName: 'Molina',
    email: 'sara@demo.example',
    phone: '612 345 678',
    position: 'Camarera',
    color: '#9c27b0',
    memberUserId: 'demo-staff',
    workingHours: week({ tue: split, wed: split, thu: split, fri: split, sat: split }),
  }),
  'emp-javier': employee({
    firstName: 'Javier',
    lastName: 'Ortega',
    phone: '623 456 789',
    position: 'Cocinero',
    color: '#2e7d32',
    workingHours: week({ tue: split, wed: split, thu: split, fri: split, sat: split }),
  }),
  'emp-lucia': employee({
    firstName: 'Lucía',
    lastName: 'Navarro',
    phone: '634 567 890',
    position: 'Ayudante de cocina',
    color: '#ed6c02',
    timeOff: [{ from: '2026-08-03', to: '2026-08-16', note: 'Vacaciones' }],
    workingHours: week({
      wed: [{ from: '12:00', to: '16:30' }],
      thu: [{ from: '12:00', to: '16:30' }],
      fri: split,
      sat: split,
      sun: [{ from: '12:00', to: '17:00' }],
    }),
  }),
  'emp-pablo': employee({
    firstName: 'Pablo',
    lastName: 'Serrano',
    phone: '645 678 901',
    position: 'Camarero',
    color: '#0097a7',
    workingHours: week({
      // Friday's shift ends past midnight.
      fri: [{ from: '19:30', to: '01:30' }],
      sat: split,
      sun: [{ from: '12:30', to: '17:00' }],
    }),
  }),
};

const categories = {
  'cat-entrantes': { name: 'Entrantes', description: 'Para picar y compartir', active: true, position: 0 },
  'cat-carnes': { name: 'Carnes', description: '', active: true, position: 1 },
  'cat-pescados': { name: 'Pescados', description: '', active: true, position: 2 },
  'cat-postres': { name: 'Postres', description: 'Caseros', active: true, position: 3 },
  'cat-bebidas': { name: 'Bebidas', description: '', active: true, position: 4 },
};

const modifierGroups = {
  'mod-punto': {
    name: 'Punto de la carne',
    required: true,
    min: 1,
    max: 1,
    options: [
      { id: 'poco', name: 'Poco hecha', priceDeltaCents: 0, available: true },
      { id: 'punto', name: 'Al punto', priceDeltaCents: 0, available: true },
      { id: 'muy', name: 'Muy hecha', priceDeltaCents: 0, available: true },
    ],
  },
  'mod-extras': {
    name: 'Extras',
    required: false,
    min: 0,
    max: 3,
    options: [
      { id: 'huevo', name: 'Huevo frito', priceDeltaCents: 150, available: true },
      { id: 'patatas', name: 'Ración de patatas fritas', priceDeltaCents: 250, available: true },
      { id: 'queso', name: 'Queso manchego', priceDeltaCents: 200, available: true },
    ],
  },
};

const dish = (categoryId, station, name, priceCents, allergens, fields = {}) => ({
  name,
  description: '',
  priceCents,
  vatRate: 10,
  categoryId,
  allergens,
  available: true,
  stock: null,
  station,
  modifierGroupIds: [],
  photoId: null,
  ...fields,
});
const meat = { modifierGroupIds: ['mod-punto', 'mod-extras'] };
// Allergens in the order of EU Regulation 1169/2011 (ALLERGENS of domain).
const dishes = {
  'dish-croquetas': dish('cat-entrantes', 'Cocina', 'Croquetas de jamón', 950, ['gluten', 'eggs', 'milk'], {
    description: 'Seis croquetas caseras de jamón ibérico',
  }),
  'dish-bravas': dish('cat-entrantes', 'Cocina', 'Patatas bravas', 650, ['gluten', 'eggs'], {
    description: 'Con salsa brava y alioli',
  }),
  'dish-ensaladilla': dish('cat-entrantes', 'Cocina', 'Ensaladilla rusa', 750, ['eggs', 'fish'], {
    description: 'Con atún y mayonesa casera',
  }),
  'dish-jamon': dish('cat-entrantes', 'Barra', 'Jamón ibérico de bellota', 2200, [], {
    description: 'Ración cortada a cuchillo',
  }),
  'dish-pimientos': dish('cat-entrantes', 'Plancha', 'Pimientos de Padrón', 700, []),
  'dish-entrecot': dish('cat-carnes', 'Plancha', 'Entrecot de ternera', 2150, [], {
    description: '300 g, con patatas y pimientos',
    ...meat,
  }),
  'dish-hamburguesa': dish(
    'cat-carnes',
    'Plancha',
    'Hamburguesa de la casa',
    1300,
    ['gluten', 'eggs', 'milk', 'mustard', 'sesame'],
    { description: 'Ternera, queso, cebolla caramelizada y salsa de mostaza', ...meat },
  ),
  // Stewed in the morning: a countdown of the portions left today.
  'dish-rabo': dish('cat-carnes', 'Cocina', 'Rabo de toro', 1800, ['celery', 'sulphites'], {
    description: 'Guisado al vino tinto',
    stock: 8,
  }),
  'dish-bacalao': dish('cat-pescados', 'Cocina', 'Bacalao al pil-pil', 1950, ['fish']),
  'dish-calamares': dish('cat-pescados', 'Cocina', 'Calamares a la romana', 1200, ['gluten', 'eggs', 'molluscs']),
  'dish-gambas': dish('cat-pescados', 'Cocina', 'Gambas al ajillo', 1450, ['crustaceans']),
  'dish-tarta-queso': dish('cat-postres', 'Cocina', 'Tarta de queso', 600, ['gluten', 'eggs', 'milk']),
  'dish-torrijas': dish('cat-postres', 'Cocina', 'Torrijas', 550, ['gluten', 'eggs', 'milk']),
  'dish-flan': dish('cat-postres', 'Cocina', 'Flan casero', 450, ['eggs', 'milk']),
  'dish-cana': dish('cat-bebidas', 'Barra', 'Caña de cerveza', 250, ['gluten']),
  'dish-vino': dish('cat-bebidas', 'Barra', 'Copa de vino tinto', 380, ['sulphites'], {
    description: 'Rioja crianza',
  }),
  'dish-vermut': dish('cat-bebidas', 'Barra', 'Vermut de grifo', 350, ['sulphites']),
  'dish-agua': dish('cat-bebidas', 'Barra', 'Agua mineral', 200, []),
};

/** A combo slot offering dishes of the menu; the stored options carry the dish's name (a snapshot). */
const slot = (name, options) => ({
  name,
  min: 1,
  max: 1,
  options: Object.entries(options).map(([dishId, surchargeCents]) => ({
    dishId,
    dishName: dishes[dishId].name,
    surchargeCents,
  })),
});
function combo(fields) {
  const dishIds = [...new Set(fields.slots.flatMap((s) => s.options.map((option) => option.dishId)))];
  return { description: '', vatRate: 10, active: true, ...fields, dishIds };
}
const combos = {
  'combo-casa-lola': combo({
    name: 'Menú Casa Lola',
    description: 'Un entrante, un principal y un postre, con pan',
    priceCents: 2400,
    slots: [
      slot('Elige un entrante', { 'dish-croquetas': 0, 'dish-bravas': 0, 'dish-ensaladilla': 0 }),
      slot('Elige un principal', { 'dish-entrecot': 300, 'dish-hamburguesa': 0, 'dish-bacalao': 200 }),
      slot('Elige un postre', { 'dish-tarta-queso': 0, 'dish-torrijas': 0, 'dish-flan': 0 }),
    ],
  }),
};

/** A course item: a dish of the menu (its name and allergens copied, as the API does) or written in place. */
const fromMenu = (dishId) => ({ dishId, name: dishes[dishId].name, allergens: dishes[dishId].allergens });
const written = (name, allergens = []) => ({ dishId: '', name, allergens });
const dailyMenu = (date, courses) => ({
  date,
  name: 'Menú del día',
  priceCents: 1450,
  halfPriceCents: 1000,
  vatRate: 10,
  courses: [
    { name: 'Primeros', items: courses[0] },
    { name: 'Segundos', items: courses[1] },
    { name: 'Postres', items: courses[2] },
  ],
  includes: ['bread', 'drink'],
  weekdays: ['tue', 'wed', 'thu', 'fri'],
  hours: { from: '13:00', to: '16:00' },
  notes: 'Bebida: agua, caña, refresco o copa de vino de la casa',
  updatedAt: NOW,
});

export default function restaurantSeed(now = new Date()) {
  const { today, yesterday } = madridDates(now);
  const resources = (docs, searchText) =>
    Object.fromEntries(Object.entries(docs).map(([id, doc]) => [id, stored(searchText(doc), doc)]));
  const byName = (doc) => doc.name;
  return {
    [`${ORG}/locations`]: resources({ 'loc-toledo': location }, (doc) => `${doc.name} ${doc.address}`),
    [`${ORG}/employees`]: resources(
      employees,
      (doc) => `${doc.firstName} ${doc.lastName} ${doc.position} ${doc.email}`,
    ),
    [`${ORG}/menuCategories`]: resources(categories, byName),
    [`${ORG}/modifierGroups`]: resources(modifierGroups, byName),
    [`${ORG}/dishes`]: resources(dishes, byName),
    [`${ORG}/combos`]: resources(combos, byName),
    [`${ORG}/dailyMenus`]: {
      [yesterday]: dailyMenu(yesterday, [
        [written('Sopa castellana', ['gluten', 'eggs']), written('Ensalada mixta', ['eggs', 'fish'])],
        [written('Filete de ternera con patatas'), fromMenu('dish-bacalao')],
        [fromMenu('dish-tarta-queso'), written('Arroz con leche', ['milk'])],
      ]),
      [today]: dailyMenu(today, [
        [
          written('Lentejas estofadas', ['celery']),
          fromMenu('dish-ensaladilla'),
          written('Salmorejo', ['gluten', 'eggs']),
        ],
        [
          written('Merluza a la romana', ['gluten', 'eggs', 'fish']),
          written('Pollo asado con patatas'),
          fromMenu('dish-rabo'),
        ],
        [fromMenu('dish-flan'), written('Fruta del tiempo')],
      ]),
    },
  };
}
