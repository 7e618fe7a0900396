// The demo shop, Tienda Lola (a gift and clothing shop in Malasaña, Madrid), a third organization of the demo users
// (the organization and its members are in firestore.json; its open till in orders.mjs): its location, two
// employees, and the e-commerce catalogue: a category tree, 60 products (T-shirts and sweatshirts with sizes and
// colours, mugs, candles, bags, stationery, natural cosmetics), gift wrap and engraving extras, three packs; its stock,
// its last three months of counter sales (../demo-sales.mjs's generator, tickets 'DEMO-…') with every stock movement
// they made and the supplier's deliveries, and the fulfilment of each order (the counter's are 'entregado').
//
// The catalogue documents are exactly what the API stores (functions/src/modules/ecommerce/catalogue/: toDoc +
// withMeta); tests/api/seed.test.ts checks them through the API and saves each one again unchanged. A stock item's
// quantity is the sum of its movements, as the stock routes keep it.
import { readFileSync } from 'node:fs';
import { loadDomain } from '../../../scripts/domain.mjs';
import { baseLine, employeeRef, generator, ticketsOf } from '../demo-sales.mjs';

export const SHOP = 'Tq4VbN8sKm2XwR6jLp3D';
const ORG = `organizations/${SHOP}`;
const NOW = '$serverTime';
export const LOCATION = 'loc-malasana';
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** The shop's sales go back this many days (the stock's first entry the day before). */
const SALES_DAYS = 90;
const OWNER = { id: 'user:demo-owner', name: 'Lola García' };

const week = (days) => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...days });
const shopHours = [
  { from: '10:30', to: '14:00' },
  { from: '17:00', to: '20:30' },
];
const saturday = [{ from: '11:00', to: '21:00' }];

const location = {
  name: 'Tienda Lola Malasaña',
  address: 'Calle del Espíritu Santo 15, 28004 Madrid',
  phone: '915 32 18 40',
  email: 'tienda@demo.example',
  timezone: 'Europe/Madrid',
  // Closed on Sundays.
  openingHours: week({
    mon: shopHours,
    tue: shopHours,
    wed: shopHours,
    thu: shopHours,
    fri: shopHours,
    sat: saturday,
  }),
  ticketSeries: 'TL',
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
  // Sara signs in as the demo staff user (she works at Casa Lola and the salon too).
  'emp-sara': employee({
    firstName: 'Sara',
    lastName: 'Molina',
    email: 'sara@demo.example',
    phone: '612 345 678',
    position: 'Dependienta',
    color: '#9c27b0',
    memberUserId: 'demo-staff',
    workingHours: week({ mon: shopHours, tue: shopHours, wed: shopHours, thu: shopHours, fri: shopHours }),
  }),
  'emp-hugo': employee({
    firstName: 'Hugo',
    lastName: 'Navarro',
    phone: '644 210 987',
    position: 'Encargado',
    color: '#1e88e5',
    mayAuthorize: true,
    workingHours: week({ thu: shopHours, fri: shopHours, sat: saturday }),
  }),
};

/** The category tree: [id, name, parent]. */
const CATEGORIES = [
  ['cat-ropa', 'Ropa', null],
  ['cat-camisetas', 'Camisetas', 'cat-ropa'],
  ['cat-sudaderas', 'Sudaderas', 'cat-ropa'],
  ['cat-accesorios', 'Accesorios', null],
  ['cat-bolsos', 'Bolsos', 'cat-accesorios'],
  ['cat-joyeria', 'Joyería', 'cat-accesorios'],
  ['cat-hogar', 'Hogar', null],
  ['cat-tazas', 'Tazas', 'cat-hogar'],
  ['cat-velas', 'Velas', 'cat-hogar'],
  ['cat-papeleria', 'Papelería', null],
  ['cat-cosmetica', 'Cosmética natural', null],
];

const GIFT_WRAP = 'mod-regalo';
const ENGRAVING = 'mod-grabado';
const modifierGroups = {
  [GIFT_WRAP]: {
    name: 'Envoltorio de regalo',
    required: false,
    min: 0,
    max: 1,
    options: [
      { id: 'papel', name: 'Papel de regalo', priceDeltaCents: 150, available: true },
      { id: 'caja', name: 'Caja de regalo', priceDeltaCents: 350, available: true },
    ],
  },
  [ENGRAVING]: {
    name: 'Grabado',
    required: false,
    min: 0,
    max: 1,
    options: [{ id: 'iniciales', name: 'Grabado de iniciales', priceDeltaCents: 500, available: true }],
  },
};

/**
 * The products: [id, name, category, price in cents, VAT, SKU, options, stock, extras]. Options are
 * { Talla: [...], Color: [...] }: every combination is a variant. `stock` is the first entry of each stock item, and
 * the level the supplier brings it back to.
 */
const TEE_SIZES = ['S', 'M', 'L', 'XL'];
const KIDS = ['4 años', '6 años', '8 años'];
const PRODUCTS = [
  [
    'prd-cam-logo',
    'Camiseta Lola logo',
    'cat-camisetas',
    1990,
    21,
    'CAM-LOGO',
    { Talla: TEE_SIZES, Color: ['Blanco', 'Negro'] },
    8,
  ],
  [
    'prd-cam-gato',
    'Camiseta Gato de Madrid',
    'cat-camisetas',
    2190,
    21,
    'CAM-GATO',
    { Talla: TEE_SIZES, Color: ['Blanco', 'Gris'] },
    6,
  ],
  ['prd-cam-malasana', 'Camiseta Malasaña 1808', 'cat-camisetas', 2190, 21, 'CAM-1808', { Talla: TEE_SIZES }, 10],
  ['prd-cam-nino', 'Camiseta infantil Lola', 'cat-camisetas', 1490, 21, 'CAM-NINO', { Talla: [...KIDS, '10 años'] }, 6],
  [
    'prd-cam-tirantes',
    'Camiseta de tirantes lino',
    'cat-camisetas',
    2490,
    21,
    'CAM-LINO',
    { Talla: ['S', 'M', 'L'], Color: ['Crudo', 'Terracota'] },
    5,
  ],
  [
    'prd-sud-logo',
    'Sudadera Lola logo',
    'cat-sudaderas',
    3990,
    21,
    'SUD-LOGO',
    { Talla: TEE_SIZES, Color: ['Negro', 'Verde'] },
    5,
  ],
  ['prd-sud-capucha', 'Sudadera con capucha Madrid', 'cat-sudaderas', 4490, 21, 'SUD-CAP', { Talla: TEE_SIZES }, 6],
  ['prd-sud-nino', 'Sudadera infantil', 'cat-sudaderas', 2990, 21, 'SUD-NINO', { Talla: KIDS }, 4],
  ['prd-tote-lola', 'Bolsa tote Lola', 'cat-bolsos', 1290, 21, 'BOL-TOTE', null, 40],
  ['prd-tote-metro', 'Bolsa tote Metro de Madrid', 'cat-bolsos', 1490, 21, 'BOL-METRO', null, 30],
  ['prd-rinonera', 'Riñonera de lona', 'cat-bolsos', 2490, 21, 'BOL-RINO', { Color: ['Mostaza', 'Azul', 'Negro'] }, 6],
  ['prd-mochila', 'Mochila enrollable', 'cat-bolsos', 4990, 21, 'BOL-MOCH', null, 8],
  ['prd-neceser', 'Neceser estampado', 'cat-bolsos', 1690, 21, 'BOL-NEC', null, 20],
  ['prd-monedero', 'Monedero de piel', 'cat-bolsos', 1990, 21, 'BOL-MON', null, 15, [ENGRAVING]],
  ['prd-pend-aro', 'Pendientes de aro dorados', 'cat-joyeria', 2490, 21, 'JOY-ARO', null, 12, [GIFT_WRAP]],
  ['prd-pend-perla', 'Pendientes de perla', 'cat-joyeria', 2990, 21, 'JOY-PERLA', null, 10, [GIFT_WRAP]],
  ['prd-collar-inicial', 'Collar con inicial', 'cat-joyeria', 3490, 21, 'JOY-INI', null, 10, [GIFT_WRAP, ENGRAVING]],
  ['prd-pulsera-hilo', 'Pulsera de hilo', 'cat-joyeria', 890, 21, 'JOY-HILO', null, 50],
  [
    'prd-anillo-plata',
    'Anillo de plata',
    'cat-joyeria',
    3990,
    21,
    'JOY-ANI',
    { Talla: ['12', '14', '16', '18'] },
    3,
    [GIFT_WRAP],
  ],
  ['prd-broche', 'Broche esmaltado', 'cat-joyeria', 1290, 21, 'JOY-BRO', null, 25, [GIFT_WRAP]],
  ['prd-taza-lola', 'Taza Lola', 'cat-tazas', 1190, 21, 'TAZ-LOLA', null, 36, [GIFT_WRAP]],
  ['prd-taza-gato', 'Taza Gato de Madrid', 'cat-tazas', 1290, 21, 'TAZ-GATO', null, 30, [GIFT_WRAP]],
  ['prd-taza-esmaltada', 'Taza esmaltada', 'cat-tazas', 990, 21, 'TAZ-ESM', { Color: ['Blanca', 'Azul', 'Roja'] }, 10],
  ['prd-taza-nombre', 'Taza personalizada', 'cat-tazas', 1590, 21, 'TAZ-NOM', null, 24, [ENGRAVING]],
  ['prd-vaso-cristal', 'Vaso de cristal reciclado', 'cat-tazas', 690, 21, 'TAZ-VASO', null, 48],
  ['prd-termo', 'Termo de acero', 'cat-tazas', 2490, 21, 'TAZ-TERMO', null, 14, [ENGRAVING]],
  ['prd-vela-higo', 'Vela de higo', 'cat-velas', 1890, 21, 'VEL-HIGO', null, 20, [GIFT_WRAP]],
  ['prd-vela-lavanda', 'Vela de lavanda', 'cat-velas', 1890, 21, 'VEL-LAV', null, 20, [GIFT_WRAP]],
  ['prd-vela-azahar', 'Vela de azahar', 'cat-velas', 1890, 21, 'VEL-AZA', null, 18, [GIFT_WRAP]],
  ['prd-vela-mini', 'Vela mini de viaje', 'cat-velas', 790, 21, 'VEL-MINI', null, 40],
  ['prd-incienso', 'Incienso natural (20 varillas)', 'cat-velas', 590, 21, 'VEL-INC', null, 60],
  ['prd-cerillas', 'Cerillas largas', 'cat-velas', 390, 21, 'VEL-CER', null, 50],
  ['prd-difusor', 'Difusor de bambú', 'cat-velas', 2290, 21, 'VEL-DIF', null, 12, [GIFT_WRAP]],
  ['prd-portavelas', 'Portavelas de cerámica', 'cat-velas', 1490, 21, 'VEL-PORT', null, 16],
  [
    'prd-cuaderno-a5',
    'Cuaderno A5 tapa dura',
    'cat-papeleria',
    1290,
    21,
    'PAP-A5',
    { Color: ['Verde', 'Rosa', 'Azul'] },
    10,
  ],
  ['prd-cuaderno-a6', 'Libreta A6 de bolsillo', 'cat-papeleria', 590, 21, 'PAP-A6', null, 60],
  ['prd-agenda', 'Agenda semanal 2027', 'cat-papeleria', 1890, 21, 'PAP-AGE', null, 25, [ENGRAVING]],
  ['prd-boligrafo', 'Bolígrafo de madera', 'cat-papeleria', 390, 21, 'PAP-BOL', null, 80],
  ['prd-lapices', 'Lápices de colores (12)', 'cat-papeleria', 690, 21, 'PAP-LAP', null, 30],
  ['prd-postal', 'Postal ilustrada de Madrid', 'cat-papeleria', 150, 21, 'PAP-POST', null, 200],
  ['prd-lamina', 'Lámina Gran Vía A4', 'cat-papeleria', 1500, 21, 'PAP-LAM', null, 20, [GIFT_WRAP]],
  ['prd-calendario', 'Calendario ilustrado 2027', 'cat-papeleria', 1490, 21, 'PAP-CAL', null, 20],
  ['prd-pegatinas', 'Pegatinas (pliego)', 'cat-papeleria', 350, 21, 'PAP-PEG', null, 100],
  ['prd-marcapaginas', 'Marcapáginas de latón', 'cat-papeleria', 690, 21, 'PAP-MARC', null, 40, [ENGRAVING]],
  ['prd-libro-recetas', 'Libro «Recetas de Madrid»', 'cat-papeleria', 2200, 4, 'PAP-LIBRO', null, 10, [GIFT_WRAP]],
  ['prd-puzzle', 'Puzle Madrid 500 piezas', 'cat-papeleria', 1990, 21, 'PAP-PUZ', null, 8],
  ['prd-jabon-oliva', 'Jabón de aceite de oliva', 'cat-cosmetica', 590, 21, 'COS-JAB', null, 60],
  ['prd-jabon-romero', 'Jabón de romero', 'cat-cosmetica', 590, 21, 'COS-ROM', null, 50],
  ['prd-balsamo', 'Bálsamo labial', 'cat-cosmetica', 490, 21, 'COS-BAL', null, 70],
  ['prd-crema-manos', 'Crema de manos', 'cat-cosmetica', 890, 21, 'COS-CRE', null, 40],
  ['prd-aceite-corporal', 'Aceite corporal de almendras', 'cat-cosmetica', 1490, 21, 'COS-ACE', null, 20],
  ['prd-sales-bano', 'Sales de baño', 'cat-cosmetica', 990, 21, 'COS-SAL', null, 25, [GIFT_WRAP]],
  ['prd-champu-solido', 'Champú sólido', 'cat-cosmetica', 1090, 21, 'COS-CHA', null, 30],
  ['prd-acondicionador', 'Acondicionador sólido', 'cat-cosmetica', 1090, 21, 'COS-ACO', null, 4],
  ['prd-cepillo-bambu', 'Cepillo de dientes de bambú', 'cat-cosmetica', 350, 21, 'COS-CEP', null, 80],
  ['prd-esponja', 'Esponja konjac', 'cat-cosmetica', 690, 21, 'COS-ESP', null, 30],
  ['prd-perfume-solido', 'Perfume sólido', 'cat-cosmetica', 1690, 21, 'COS-PER', null, 3, [GIFT_WRAP]],
  ['prd-llavero', 'Llavero Oso y Madroño', 'cat-accesorios', 590, 21, 'ACC-LLAV', null, 60],
  ['prd-iman', 'Imán de nevera Madrid', 'cat-accesorios', 390, 21, 'ACC-IMAN', null, 90],
  ['prd-paraguas', 'Paraguas plegable', 'cat-accesorios', 1990, 21, 'ACC-PAR', null, 10],
];

/** The packs: [id, name, description, price in cents, SKU, [product, variant, quantity]...]. */
const PACKS = [
  [
    'pack-desayuno',
    'Pack desayuno',
    'Taza Lola y bolsa tote: el regalo de siempre',
    2190,
    'PACK-DES',
    [
      ['prd-taza-lola', null, 1],
      ['prd-tote-lola', null, 1],
    ],
  ],
  [
    'pack-relax',
    'Pack relax',
    'Dos velas, incienso y cerillas',
    3990,
    'PACK-REL',
    [
      ['prd-vela-higo', null, 1],
      ['prd-vela-lavanda', null, 1],
      ['prd-incienso', null, 1],
      ['prd-cerillas', null, 1],
    ],
  ],
  [
    'pack-cole',
    'Pack vuelta al cole',
    'Cuaderno A5 verde, libreta, dos bolígrafos y lápices',
    2490,
    'PACK-COLE',
    [
      ['prd-cuaderno-a5', 'v1', 1],
      ['prd-cuaderno-a6', null, 1],
      ['prd-boligrafo', null, 2],
      ['prd-lapices', null, 1],
    ],
  ],
];

/** A deterministic EAN-13: 8415, eight digits, the check digit. */
function ean(domain, n) {
  const twelve = `8415${String(n).padStart(8, '0')}`;
  return `${twelve}${domain.ean13CheckDigit(twelve)}`;
}

/** Every combination of the options' values, in order (Talla × Color). */
const combinations = (options) =>
  options.reduce((all, option) => all.flatMap((values) => option.values.map((v) => [...values, v])), [[]]);

/** A variant's SKU: the product's and the first letters of each value ('CAM-LOGO-S-BLA'). */
const variantSku = (domain, sku, values) =>
  [
    sku,
    ...values.map((value) =>
      domain
        .foldText(value)
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 3),
    ),
  ]
    .join('-')
    .toUpperCase();

function catalogue(domain) {
  const categories = {};
  const positions = {};
  for (const [id, name, parentId] of CATEGORIES) {
    const siblings = parentId ?? '';
    positions[siblings] = (positions[siblings] ?? -1) + 1;
    categories[id] = { name, description: '', parentId, active: true, position: positions[siblings] };
  }
  const products = {};
  let code = 0;
  PRODUCTS.forEach(([id, name, categoryId, priceCents, vatRate, sku, optionMap, , extras = []], index) => {
    const options = Object.entries(optionMap ?? {}).map(([optionName, values]) => ({ name: optionName, values }));
    const variants =
      options.length === 0
        ? []
        : combinations(options).map((values, v) => ({
            id: `v${v + 1}`,
            values,
            sku: variantSku(domain, sku, values),
            barcode: ean(domain, 1000 + index * 100 + v),
            priceCents: null,
            active: true,
          }));
    products[id] = {
      name,
      description: '',
      categoryId,
      priceCents,
      vatRate,
      sku,
      barcode: options.length === 0 ? ean(domain, ++code) : '',
      trackStock: true,
      lowStockAt: options.length === 0 ? 5 : 2,
      photoIds: [],
      options,
      variants,
      modifierGroupIds: extras,
      active: true,
    };
  });
  const packs = {};
  for (const [id, name, description, priceCents, sku, items] of PACKS)
    packs[id] = {
      name,
      description,
      priceCents,
      vatRate: 21,
      sku,
      barcode: '',
      photoIds: [],
      items: items.map(([productId, variantId, quantity]) => {
        const product = products[productId];
        const variant = product.variants.find((v) => v.id === variantId);
        return {
          productId,
          variantId,
          quantity,
          name: product.name,
          variant: variant ? domain.variantLabel(variant) : '',
        };
      }),
      active: true,
    };
  return { categories, products, packs };
}

/** The stock items of the products (stockIdOf), each with its first entry as its quantity. */
function stockItems(domain, products) {
  const items = {};
  PRODUCTS.forEach(([id, , , , , , , stock]) => {
    const product = products[id];
    for (const variant of product.options.length === 0 ? [null] : product.variants)
      items[domain.stockIdOf(id, variant?.id ?? null)] = {
        productId: id,
        variantId: variant?.id ?? null,
        name: product.name,
        variant: variant ? domain.variantLabel(variant) : '',
        sku: variant ? variant.sku : product.sku,
        barcode: variant ? variant.barcode : product.barcode,
        tracked: true,
        lowStockAt: product.lowStockAt,
        quantity: stock,
        low: false,
        removed: false,
      };
  });
  return items;
}

/**
 * The counter's last SALES_DAYS days: 6-12 sales a day (10-16 on Saturdays) of one to three lines, never more than
 * the stock held; some with gift wrap, a few packs. The supplier comes every tenth day before opening and brings every
 * item back to its first level. Answers the orders and the deliveries.
 */
function counterSales(domain, now, { products, packs, stock }) {
  const g = generator(domain, { now, timeZone: location.timezone, prefix: 'demo-s', seed: 19, days: SALES_DAYS });
  const { random } = g;
  const productIds = Object.keys(products);
  const categoryName = (id) => CATEGORIES.find(([c]) => c === id)[1];
  // Stock left as the sales go (day by day, in time order within the day does not matter: it never goes below 0).
  const left = Object.fromEntries(Object.entries(stock).map(([id, item]) => [id, item.quantity]));
  const deliveries = [];
  let lineCount = 0;
  const line = (fields) => baseLine({ id: `line-${++lineCount}`, ...fields });

  function packLine(id) {
    const pack = packs[id];
    const stockTaken = pack.items.map((item) => ({
      stockId: domain.stockIdOf(item.productId, item.variantId),
      quantity: item.quantity,
    }));
    if (stockTaken.some((t) => left[t.stockId] < t.quantity)) return null;
    for (const t of stockTaken) left[t.stockId] -= t.quantity;
    return line({
      kind: 'productPack',
      refId: id,
      name: pack.name,
      quantity: 1,
      unitPriceCents: pack.priceCents,
      vatRate: pack.vatRate,
      category: 'Packs',
      details: pack.items.map((item) => ({
        label: `${item.quantity} × ${item.name}${item.variant ? ` (${item.variant})` : ''}`,
        priceDeltaCents: 0,
      })),
      sku: pack.sku,
      stockTaken,
    });
  }

  function productLine(id, taken) {
    const product = products[id];
    const variant = product.variants.length > 0 ? random.pick(product.variants) : null;
    const stockId = domain.stockIdOf(id, variant?.id ?? null);
    const quantity = random.chance(0.15) ? 2 : 1;
    if (left[stockId] < quantity || taken.has(stockId)) return null;
    left[stockId] -= quantity;
    taken.add(stockId);
    const wrap = product.modifierGroupIds.includes(GIFT_WRAP) && random.chance(0.25);
    const option = wrap ? random.pick(modifierGroups[GIFT_WRAP].options) : null;
    return line({
      kind: 'product',
      refId: id,
      name: product.name,
      quantity,
      unitPriceCents: domain.variantPriceCents(product, variant) + (option?.priceDeltaCents ?? 0),
      vatRate: product.vatRate,
      category: categoryName(product.categoryId),
      details: [
        ...(variant ? [{ label: domain.variantLabel(variant), priceDeltaCents: 0 }] : []),
        ...(option ? [{ label: option.name, priceDeltaCents: option.priceDeltaCents }] : []),
      ],
      sku: variant ? variant.sku : product.sku,
      stockTaken: [{ stockId, quantity }],
      ...(variant ? { variantId: variant.id } : {}),
    });
  }

  for (const [day, date] of g.days.entries()) {
    const delivered = g.at(date, 9 * 60);
    if (day > 0 && day % 10 === 0 && delivered.getTime() < now.getTime())
      for (const [stockId, item] of Object.entries(stock))
        if (left[stockId] < item.quantity) {
          deliveries.push({ stockId, quantity: item.quantity - left[stockId], at: delivered });
          left[stockId] = item.quantity;
        }
    const weekday = g.weekday(date);
    const hours = location.openingHours[weekday] ?? [];
    const count = hours.length === 0 ? 0 : weekday === 'sat' ? random.int(10, 16) : random.int(6, 12);
    for (let n = 0; n < count; n++) {
      const slot = random.pick(hours);
      const openedAt = g.at(date, random.int(domain.minuteOf(slot.from), domain.minuteOf(slot.to) - 5));
      const taken = new Set();
      const lines = [];
      if (random.chance(0.08)) lines.push(packLine(random.pick(Object.keys(packs))));
      for (let l = random.int(1, 3) - lines.length; l > 0; l--) lines.push(productLine(random.pick(productIds), taken));
      const sold = lines.filter(Boolean);
      if (sold.length === 0) continue;
      const employeeId = weekday === 'sat' || random.chance(0.3) ? 'emp-hugo' : 'emp-sara';
      g.add({
        module: 'ecommerce',
        locationId: LOCATION,
        table: null,
        diners: null,
        quick: true,
        round: 0,
        lines: sold,
        openedAt,
        sentAt: null,
        paidAt: new Date(openedAt.getTime() + random.int(1, 4) * MINUTE),
        method: random.chance(0.02) ? 'mixed' : random.chance(0.75) ? 'card' : 'cash',
        employee: employeeRef(employeeId, employees[employeeId]),
        client: null,
      });
    }
  }
  const orders = g.finish({
    refundable: (sold) => sold.kind === 'product',
    refundReasons: ['Talla equivocada', 'Defecto de fábrica', 'Regalo repetido'],
    discountNames: ['Descuento cliente habitual', 'Rebajas'],
    discountRate: 0.05,
    refundRate: 0.02,
    restock: true,
  });
  return { orders, deliveries };
}

/** The picking list of an order's lines, as the fulfilment keeps it (a pack's components on lines of their own). */
function picking(domain, lines, { products, packs }) {
  const entry = (sold, productId, variantId, quantity, pack) => {
    const product = products[productId];
    const variant = product.variants.find((v) => v.id === variantId) ?? null;
    return {
      lineId: sold.id,
      productId,
      variantId,
      name: product.name,
      variant: variant ? domain.variantLabel(variant) : '',
      sku: variant ? variant.sku : product.sku,
      barcode: variant ? variant.barcode : product.barcode,
      quantity,
      pack,
      extras: [
        ...sold.details.filter((d) => d.priceDeltaCents !== 0).map((d) => d.label),
        ...(sold.notes ? [sold.notes] : []),
      ],
    };
  };
  return lines.flatMap((sold) => {
    if (sold.kind === 'product') return [entry(sold, sold.refId, sold.variantId ?? null, sold.quantity, '')];
    if (sold.kind !== 'productPack') return [];
    const pack = packs[sold.refId];
    return pack.items.map((item) =>
      entry(sold, item.productId, item.variantId, item.quantity * sold.quantity, pack.name),
    );
  });
}

/** The stock movements: each item's first entry the day before the first sale, then deliveries, sales and refunds. */
function movementsOf(stock, orders, deliveries, now) {
  const movements = {};
  const quantities = {};
  const book = (stockId, fields) => {
    const item = stock[stockId];
    quantities[stockId] = (quantities[stockId] ?? 0) + fields.quantity;
    const id = `mov-${String(Object.keys(movements).length + 1).padStart(6, '0')}`;
    movements[id] = {
      stockId,
      productId: item.productId,
      variantId: item.variantId,
      name: item.name,
      variant: item.variant,
      reason: '',
      orderId: null,
      ticketCode: null,
      stocktakeId: null,
      ...fields,
      after: quantities[stockId],
    };
  };
  const start = new Date(now.getTime() - (SALES_DAYS + 1) * DAY);
  for (const [stockId, item] of Object.entries(stock))
    book(stockId, { kind: 'adjustment', quantity: item.quantity, reason: 'Stock inicial', by: OWNER, at: start });
  const events = [
    ...deliveries.map((delivery) => ({
      at: delivery.at,
      moves: [{ stockId: delivery.stockId, quantity: delivery.quantity }],
      fields: { kind: 'adjustment', reason: 'Entrada de proveedor', by: OWNER },
    })),
    ...Object.entries(orders).flatMap(([orderId, order]) => {
      const [payment] = order.payments;
      return [
        {
          at: new Date(payment.at),
          moves: order.lines.flatMap((sold) => (sold.stockTaken ?? []).map((t) => ({ ...t, quantity: -t.quantity }))),
          fields: { kind: 'sale', orderId, ticketCode: payment.ticketCode, by: payment.employee },
        },
        ...order.refunds.map((refund) => ({
          at: new Date(refund.at),
          moves: refund.lines.flatMap((back) => {
            const sold = order.lines.find((l) => l.id === back.lineId);
            return (sold.stockTaken ?? []).map((t) => ({
              stockId: t.stockId,
              quantity: (t.quantity * back.quantity) / sold.quantity,
            }));
          }),
          fields: { kind: 'refund', orderId, ticketCode: refund.ticketCode, by: refund.by },
        })),
      ];
    }),
  ].sort((a, b) => a.at - b.at);
  for (const event of events)
    for (const move of event.moves) book(move.stockId, { ...event.fields, quantity: move.quantity, at: event.at });
  return { movements, quantities };
}

export default async function ecommerceSeed(now = new Date()) {
  const domain = await loadDomain();
  /** The platform's fields of a resource document (withMeta of functions/src/platform/resources/repository.ts). */
  const resources = (docs, searchText) =>
    Object.fromEntries(
      Object.entries(docs).map(([id, doc]) => [
        id,
        { ...doc, searchTokens: domain.searchTokens(searchText(doc)), createdAt: NOW, updatedAt: NOW },
      ]),
    );
  const { categories, products, packs } = catalogue(domain);
  const stock = stockItems(domain, products);
  const { orders, deliveries } = counterSales(domain, now, { products, packs, stock });
  const { movements, quantities } = movementsOf(stock, orders, deliveries, now);
  for (const [stockId, item] of Object.entries(stock)) {
    item.quantity = quantities[stockId];
    item.low = domain.isLowStock(item);
    item.updatedAt = NOW;
    item.searchTokens = domain.stockSearchTokens(item);
  }

  // Each order's fulfilment: the counter's were handed over when paid; a refund of everything leaves it 'reembolsado'.
  const fulfilments = {};
  for (const [orderId, order] of Object.entries(orders)) {
    const [payment] = order.payments;
    const paidAt = new Date(payment.at);
    const last = order.refunds.at(-1);
    const refunded = !!last && order.refundedCents >= order.paidCents;
    fulfilments[orderId] = {
      orderId,
      source: 'counter',
      status: refunded ? 'refunded' : 'delivered',
      delivery: { kind: 'counter' },
      carrier: '',
      tracking: '',
      locationId: LOCATION,
      ticketCode: payment.ticketCode,
      client: null,
      totalCents: order.totals.totalCents,
      picking: picking(domain, order.lines, { products, packs }),
      history: [
        { status: 'delivered', at: paidAt, by: payment.employee },
        ...(refunded ? [{ status: 'refunded', at: new Date(last.at), by: last.by }] : []),
      ],
      createdAt: order.createdAt,
      statusAt: refunded ? new Date(last.at) : paidAt,
      date: order.date,
    };
  }

  // The organization's name and fiscal data (firestore.json) print on the tickets.
  const { organizations } = JSON.parse(readFileSync(new URL('../firestore.json', import.meta.url), 'utf8'));
  const { name, fiscal } = organizations[SHOP];
  return {
    [`${ORG}/locations`]: resources({ [LOCATION]: location }, (doc) => `${doc.name} ${doc.address}`),
    [`${ORG}/employees`]: resources(
      employees,
      (doc) => `${doc.firstName} ${doc.lastName} ${doc.position} ${doc.email}`,
    ),
    [`${ORG}/shopCategories`]: resources(categories, (doc) => doc.name),
    [`${ORG}/shopModifierGroups`]: resources(modifierGroups, (doc) => doc.name),
    [`${ORG}/shopProducts`]: resources(products, (doc) =>
      [doc.name, doc.sku, ...doc.variants.map((v) => v.sku)].join(' '),
    ),
    // `productIds`: the flat list the API keeps for a product's delete to find the packs holding it.
    [`${ORG}/shopPacks`]: resources(
      Object.fromEntries(
        Object.entries(packs).map(([id, pack]) => [
          id,
          { ...pack, productIds: [...new Set(pack.items.map((item) => item.productId))] },
        ]),
      ),
      (doc) => `${doc.name} ${doc.sku}`,
    ),
    [`${ORG}/shopCodes`]: codesOf(domain, products, packs),
    [`${ORG}/shopStock`]: stock,
    [`${ORG}/shopStockMovements`]: movements,
    [`${ORG}/shopFulfilments`]: fulfilments,
    [`${ORG}/orders`]: orders,
    [`${ORG}/tickets`]: ticketsOf(domain, orders, { name, fiscal }, { [LOCATION]: location }),
  };
}

/** Who holds each SKU and barcode (shopCodes), as the catalogue's writes claim them. */
function codesOf(domain, products, packs) {
  const codes = {};
  const claim = (sku, barcode, holder) => {
    if (sku) codes[domain.shopCodeKey('sku', sku)] = holder;
    if (barcode) codes[domain.shopCodeKey('ean', barcode)] = holder;
  };
  for (const [id, product] of Object.entries(products)) {
    claim(product.sku, product.barcode, { kind: 'product', id, variantId: null });
    for (const variant of product.variants)
      claim(variant.sku, variant.barcode, { kind: 'product', id, variantId: variant.id });
  }
  for (const [id, pack] of Object.entries(packs)) claim(pack.sku, pack.barcode, { kind: 'pack', id, variantId: null });
  return codes;
}
