import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectionReference } from 'firebase-admin/firestore';
import sharp from 'sharp';
import type { Organization } from '@plataforma/domain';
import { tenantRouteRegistry } from '../../functions/src/platform/organizations/tenant-router';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, invite, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * Tenant isolation: a member (even the owner) of organization B asking for anything of organization A gets 404
 * 'Organización no encontrada', sees none of A's data, and changes nothing. Every organization-scoped route must be
 * listed here: a route registered without a case fails the first test. Module issues add their routes below.
 */
/** The body a route needs to pass validation, so that only the tenant check can refuse it. */
type Case = { body?: Record<string, unknown> };
interface World {
  a: Organization;
  aMember: Actor;
  /** Ids of A's module records, by the resource path before '/:id' ('restaurant/dishes'). */
  ids: Record<string, string>;
  menuDate: string;
}

const CASES: Record<string, Case> = {
  'get /organizations/:organization': {},
  'put /organizations/:organization': { body: { name: 'Robada' } },
  'delete /organizations/:organization': {},
  'post /organizations/:organization/modules': { body: { moduleType: 'crm' } },
  'delete /organizations/:organization/modules/:type': {},
  'get /organizations/:organization/users': {},
  'post /organizations/:organization/users': { body: { email: 'intruso@example.com', role: 'owner' } },
  'delete /organizations/:organization/users/:userId': {},
  'post /organizations/:organization/users/:userId/role': { body: { role: 'staff' } },
  'get /organizations/:organization/invitations': {},
  'delete /organizations/:organization/invitations/:invitationId': {},
  'get /organizations/:organization/media': {},
  'post /organizations/:organization/media': {},
  'delete /organizations/:organization/media/:mediaId': {},
  ...resourceCases('configuration/locations', { name: 'Robado', ticketSeries: 'RB' }),
  ...resourceCases('configuration/employees', { firstName: 'Intruso' }),
  ...resourceCases('restaurant/categories', { name: 'Robada' }),
  'post /organizations/:organization/restaurant/categories/reorder': { body: { ids: ['x'] } },
  ...resourceCases('restaurant/dishes', { name: 'Robado', price: 1, categoryId: 'x' }),
  'post /organizations/:organization/restaurant/dishes/:id/availability': { body: { available: false } },
  ...resourceCases('restaurant/modifier-groups', { name: 'Robado', min: 0, max: 1, options: [{ name: 'x' }] }),
  ...resourceCases('restaurant/combos', {
    name: 'Robado',
    price: 1,
    slots: [{ name: 'x', min: 1, max: 1, options: [{ dishId: 'x' }] }],
  }),
  'get /organizations/:organization/restaurant/daily-menus': {},
  'get /organizations/:organization/restaurant/daily-menus/:date': {},
  'put /organizations/:organization/restaurant/daily-menus/:date': {
    body: { price: 1, courses: [{ name: 'Primeros', items: [{ name: 'Sopa' }] }] },
  },
  'post /organizations/:organization/restaurant/daily-menus/:date/copy': { body: { from: '2026-01-01' } },
  'delete /organizations/:organization/restaurant/daily-menus/:date': {},
  'get /organizations/:organization/orders': {},
  'post /organizations/:organization/orders': { body: { locationId: 'x', lines: [] } },
  'get /organizations/:organization/orders/items': {},
  'get /organizations/:organization/orders/:orderId': {},
  'post /organizations/:organization/orders/:orderId/lines': {
    body: { lines: [{ kind: 'discount', name: 'Robo', amount: 1 }] },
  },
  'delete /organizations/:organization/orders/:orderId/lines/:lineId': {},
  'post /organizations/:organization/orders/:orderId/send': {},
  'post /organizations/:organization/orders/:orderId/status': { body: { status: 'ready' } },
  'post /organizations/:organization/orders/:orderId/bill': {},
  'post /organizations/:organization/orders/:orderId/payments': { body: { method: 'card' } },
  'post /organizations/:organization/orders/:orderId/refunds': { body: { lines: [{ lineId: 'x', quantity: 1 }] } },
  'get /organizations/:organization/orders/:orderId/pre-bill': {},
  'post /organizations/:organization/orders/:orderId/diners': { body: { diners: 2 } },
  'post /organizations/:organization/orders/:orderId/move': { body: { tableId: 't9' } },
  'post /organizations/:organization/orders/:orderId/merge': { body: { orderId: 'o1' } },
  'post /organizations/:organization/orders/:orderId/split': {
    body: { tableId: 't9', lines: [{ lineId: 'x', quantity: 1 }] },
  },
  'post /organizations/:organization/orders/:orderId/fire': { body: { course: 2 } },
  'get /organizations/:organization/pos/restaurant/catalog': {},
  'get /organizations/:organization/pos/beauty/catalog': {},
  'get /organizations/:organization/pos/ecommerce/catalog': {},
  'get /organizations/:organization/pos/elearning/catalog': {},
  'get /organizations/:organization/ecommerce/stock': {},
  'get /organizations/:organization/ecommerce/stock/:stockId/movements': {},
  'post /organizations/:organization/ecommerce/stock/:stockId/adjustments': { body: { quantity: 5, reason: 'Robo' } },
  'get /organizations/:organization/ecommerce/stocktakes': {},
  'post /organizations/:organization/ecommerce/stocktakes': { body: { counts: [{ stockId: 'x', counted: 1 }] } },
  'get /organizations/:organization/ecommerce/stocktakes/:id': {},
  'get /organizations/:organization/ecommerce/fulfilments': {},
  'get /organizations/:organization/ecommerce/fulfilments/:orderId': {},
  'post /organizations/:organization/ecommerce/fulfilments/:orderId/status': { body: { status: 'preparing' } },
  'get /organizations/:organization/analytics': {},
  'put /organizations/:organization/configuration/employees/:id/pin': { body: { pin: '1234' } },
  'get /organizations/:organization/staff/status': {},
  'post /organizations/:organization/staff/unlock': { body: { pin: '1234', locationId: 'x' } },
  'post /organizations/:organization/staff/lock': {},
  'post /organizations/:organization/orders/:orderId/lines/:lineId/void': {
    body: { reason: 'Robo', managerPin: '1234' },
  },
  'post /organizations/:organization/orders/:orderId/cancel': { body: { reason: 'Robo', managerPin: '1234' } },
  'get /organizations/:organization/tills/:locationId': {},
  'post /organizations/:organization/tills/:locationId/open': { body: { float: { amount: 100 } } },
  'post /organizations/:organization/tills/:locationId/devices': {},
  'post /organizations/:organization/tills/:locationId/movements': {
    body: { kind: 'out', amount: 50, reason: 'Robo' },
  },
  'get /organizations/:organization/tills/:locationId/report': {},
  'post /organizations/:organization/tills/:locationId/close': {
    body: { sessionId: 'x', count: { amount: 0 } },
  },
  'get /organizations/:organization/tills/:locationId/reports': {},
  'get /organizations/:organization/tills/:locationId/reports/:number': {},
  'post /organizations/:organization/orders/quick-sale': {
    body: { locationId: 'x', lines: [{ kind: 'discount', name: 'Robo', amount: 1 }], payment: { method: 'cash' } },
  },
  'get /organizations/:organization/tickets': {},
  'get /organizations/:organization/tickets/:code': {},
  'get /organizations/:organization/analytics/modules/crm': {},
  'get /organizations/:organization/analytics/modules/restaurant': {},
  'put /organizations/:organization/orders/:orderId/client': { body: { clientId: null } },
  ...resourceCases('crm/clients', { firstName: 'Intrusa' }),
  'get /organizations/:organization/crm/clients/export.csv': {},
  'post /organizations/:organization/crm/clients/import/preview': {},
  'post /organizations/:organization/crm/clients/import/apply': {},
  'get /organizations/:organization/crm/clients/:id/timeline': {},
  'post /organizations/:organization/crm/clients/:id/merge': { body: { otherId: 'x' } },
  'get /organizations/:organization/crm/clients/:id/export': {},
  'post /organizations/:organization/crm/clients/:id/erase': {},
  ...resourceCases('crm/companies', { name: 'Robada SL' }),
  ...resourceCases('crm/reviews', { rating: 1, date: '2026-01-01' }),
  'get /organizations/:organization/crm/reviews/summary': {},
  'put /organizations/:organization/verifactu/settings': { body: { mode: 'off', environment: 'pruebas' } },
  'get /organizations/:organization/verifactu/export.xml': {},
  'get /organizations/:organization/verifactu/export.csv': {},
  'get /organizations/:organization/verifactu/records': {},
  'get /organizations/:organization/verifactu/records/:recordId': {},
  'post /organizations/:organization/verifactu/records/:recordId/correction': {},
  'post /organizations/:organization/verifactu/records/:recordId/cancellation': {},
  'get /organizations/:organization/verifactu/chains': {},
  'get /organizations/:organization/verifactu/chains/:chain/check': {},
  'get /organizations/:organization/promotions/vouchers': {},
  'post /organizations/:organization/promotions/vouchers': { body: { amount: 50 } },
  'get /organizations/:organization/promotions/vouchers/by-code/:code': {},
  'get /organizations/:organization/promotions/vouchers/:id': {},
  'post /organizations/:organization/promotions/vouchers/:id/adjust': {
    body: { direction: 'remove', amount: 1, reason: 'Robo' },
  },
  'post /organizations/:organization/promotions/vouchers/:id/cancel': { body: { reason: 'Robo' } },
  'get /organizations/:organization/promotions/accounts/:accountId/movements': {},
  'get /organizations/:organization/promotions/liability': {},
  ...resourceCases('promotions/coupons', { code: 'ROBO10', type: 'percentage', value: 10 }),
  ...resourceCases('promotions/cards', { name: 'Robado', kind: 'stamps' }),
  'post /organizations/:organization/promotions/cards/:id/members': { body: { clientId: 'x' } },
  'get /organizations/:organization/promotions/cards/:id/members': {},
  'get /organizations/:organization/promotions/clients/:clientId/cards': {},
  'get /organizations/:organization/beauty/clients/:clientId/sessions': {},
  'put /organizations/:organization/orders/:orderId/coupon': { body: { code: 'ROBO10' } },
  'delete /organizations/:organization/orders/:orderId/coupon': {},
  'put /organizations/:organization/verifactu/certificate': { body: { pkcs12: 'AAAA', password: 'x' } },
  'delete /organizations/:organization/verifactu/certificate': {},
  'get /organizations/:organization/verifactu/sending': {},
  'post /organizations/:organization/verifactu/send': {},
  'get /organizations/:organization/verifactu/states': {},
  'put /organizations/:organization/orders/:orderId/reward': { body: { accountId: 'x', rewardId: 'y' } },
  'delete /organizations/:organization/orders/:orderId/reward': {},
  ...resourceCases('beauty/service-categories', { name: 'Robada' }),
  ...resourceCases('beauty/services', { name: 'Robado', categoryId: 'x', durationMinutes: 30, price: 10 }),
  ...resourceCases('beauty/rooms', { name: 'Robada', locationId: 'x' }),
  ...resourceCases('beauty/materials', { name: 'Robado', unit: 'ml', stock: 1, costPerUnit: 1 }),
  ...resourceCases('beauty/packs', {
    name: 'Robado',
    items: [{ serviceId: 'x', sessions: 1 }],
    price: 1,
    validityDays: 30,
  }),
  'get /organizations/:organization/beauty/availability': {},
  'get /organizations/:organization/beauty/appointments': {},
  'post /organizations/:organization/beauty/appointments': {
    body: {
      clientName: 'Intrusa',
      clientPhone: '600000000',
      locationId: 'x',
      date: '2030-01-08',
      start: '10:00',
      services: [{ serviceId: 'x', employeeId: 'y' }],
    },
  },
  'get /organizations/:organization/beauty/appointments/:id': {},
  'put /organizations/:organization/beauty/appointments/:id': { body: { date: '2030-01-08', start: '11:00' } },
  'post /organizations/:organization/beauty/appointments/:id/state': { body: { state: 'cancelled' } },
  ...resourceCases('ecommerce/categories', { name: 'Robada' }),
  'post /organizations/:organization/ecommerce/categories/reorder': { body: { ids: ['x'] } },
  ...resourceCases('ecommerce/products', { name: 'Robado', price: 1, categoryId: 'x' }),
  'post /organizations/:organization/ecommerce/products/import/preview': {},
  'post /organizations/:organization/ecommerce/products/import/apply': {},
  ...resourceCases('ecommerce/modifier-groups', { name: 'Robado', min: 0, max: 1, options: [{ name: 'x' }] }),
  ...resourceCases('ecommerce/packs', {
    name: 'Robado',
    price: 1,
    items: [
      { productId: 'x', quantity: 1 },
      { productId: 'y', quantity: 1 },
    ],
  }),
  ...resourceCases('elearning/categories', { name: 'Robada' }),
  ...resourceCases('elearning/courses', { title: 'Robado', categoryId: 'x', price: 1, modality: 'online' }),
  ...resourceCases('elearning/packs', { name: 'Robado', courseIds: ['x', 'y'], price: 1 }),
  'get /organizations/:organization/elearning/enrolments': {},
  'post /organizations/:organization/elearning/enrolments': { body: { courseId: 'x', clientId: 'y' } },
  'get /organizations/:organization/elearning/enrolments/:id': {},
  'post /organizations/:organization/elearning/enrolments/:id/cancel': { body: { reason: 'Robo' } },
  'put /organizations/:organization/elearning/enrolments/:id/attendance/:sessionId': { body: { present: true } },
  'put /organizations/:organization/elearning/enrolments/:id/lessons/:lessonId': { body: { done: true } },
  'post /organizations/:organization/elearning/enrolments/:id/complete': {},
  'get /organizations/:organization/elearning/enrolments/:id/certificate': {},
};

/** The five routes of a module resource (list, get, create, replace, delete) with a body that validates. */
function resourceCases(resource: string, body: Record<string, unknown>): Record<string, Case> {
  const base = `/organizations/:organization/${resource}`;
  return {
    [`get ${base}`]: {},
    [`get ${base}/:id`]: {},
    [`post ${base}`]: { body },
    [`put ${base}/:id`]: { body },
    [`delete ${base}/:id`]: {},
  };
}

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Fills a registered path with organization A's real ids (by id and by slug). */
function concrete(path: string, world: World, ref: string): string {
  const resource = /^\/organizations\/:organization\/(.+?)\/:id/.exec(path)?.[1];
  return `/api${path
    .replace(':organization', ref)
    .replace(':id', resource ? world.ids[resource]! : '')
    .replace(':date', world.menuDate)
    .replace(':orderId', world.ids.order!)
    .replace(':stockId', world.ids.stock!)
    .replace(':lineId', world.ids.line!)
    .replace(':accountId', world.ids['promotions/vouchers']!)
    .replace(':clientId', world.ids['crm/clients']!)
    .replace(':locationId', world.ids['configuration/locations']!)
    .replace(':number', '1')
    .replace(':code', 'A-000001')
    .replace(':recordId', 'A_000000001')
    .replace(':chain', 'A')
    .replace(':type', world.a.modules[0]!.type)
    .replace(':userId', world.aMember.uid)
    .replace(':invitationId', world.ids.invitation!)
    .replace(':mediaId', world.ids.media!)
    .replace(':sessionId', 'sesion1')
    .replace(':lessonId', 'leccion1')}`;
}

let world: World;
let intruder: Actor;
let snapshotOfA: () => Promise<unknown>;

beforeAll(async () => {
  await clearEmulators();
  const aOwner = await registeredUser('Ana');
  const aMember = await registeredUser('Alba');
  const a = await createOrganization(aOwner, 'Organización A', [
    'restaurant',
    'pos',
    'crm',
    'promotions',
    'beauty',
    'ecommerce',
    'elearning',
  ]);
  await addMember(aOwner, a.id, aMember, 'manager');
  intruder = await registeredUser('Beto');
  await createOrganization(intruder, 'Organización B', ['restaurant', 'pos']);
  await adminDb().doc(`organizations/${a.id}/orders/o1`).set({ total: 990 });
  const invitation = await invite(aOwner, a.id, 'pendiente@example.com', 'staff');
  world = {
    a,
    aMember,
    ids: { ...(await moduleRecordsOf(aOwner, a.id)), invitation: invitation.id },
    menuDate: '2026-11-20',
  };
  await post(
    aOwner,
    `/api/organizations/${a.id}/restaurant/daily-menus/${world.menuDate}`,
    {
      price: '12,50',
      courses: [{ name: 'Primeros', items: [{ dishId: world.ids['restaurant/dishes'] }] }],
    },
    'put',
  );
  snapshotOfA = async () => {
    const db = adminDb();
    const [org, members, invitations, data] = await Promise.all([
      db.doc(`organizations/${a.id}`).get(),
      db.collection('memberships').where('organizationId', '==', a.id).get(),
      db.collection('invitations').where('organizationId', '==', a.id).get(),
      tenantData(a.id),
    ]);
    const byId = (snapshot: typeof members) => snapshot.docs.map((d) => [d.id, d.data()]).sort();
    return { org: org.data(), members: byId(members), invitations: byId(invitations), data };
  };
});

async function post(actor: Actor, path: string, body: object, method: 'post' | 'put' = 'post') {
  const response = await api()[method](path).set(actor.auth).send(body);
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string };
}

/** One record of every module resource in organization A, created through the API by its owner. */
async function moduleRecordsOf(owner: Actor, orgId: string): Promise<Record<string, string>> {
  await api().post(`/api/organizations/${orgId}/modules`).set(owner.auth).send({ moduleType: 'configuration' });
  const base = `/api/organizations/${orgId}`;
  const location = await createLocation(owner, orgId, { name: 'Centro', ticketSeries: 'A' });
  const employee = await post(owner, `${base}/configuration/employees`, {
    firstName: 'Eva',
    locationIds: [location.id],
  });
  const category = await post(owner, `${base}/restaurant/categories`, { name: 'Carnes' });
  const group = await post(owner, `${base}/restaurant/modifier-groups`, {
    name: 'Punto',
    required: true,
    min: 1,
    max: 1,
    options: [{ name: 'Al punto' }],
  });
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  const photo = await api().post(`${base}/media`).set(owner.auth).set('Content-Type', 'image/png').send(png);
  if (photo.status !== 201) throw new Error(`media: ${photo.status} ${JSON.stringify(photo.body)}`);
  const photoId = (photo.body as { id: string }).id;
  const dish = await post(owner, `${base}/restaurant/dishes`, {
    name: 'Entrecot',
    price: '18,50',
    categoryId: category.id,
    modifierGroupIds: [group.id],
    photoId,
  });
  const combo = await post(owner, `${base}/restaurant/combos`, {
    name: 'Combo',
    price: 10,
    slots: [{ name: 'Elige', min: 1, max: 1, options: [{ dishId: dish.id }] }],
  });
  const order = (await post(owner, `${base}/orders`, {
    locationId: location.id,
    lines: [{ kind: 'combo', comboId: combo.id, quantity: 1, choices: [{ slot: 0, dishIds: [dish.id] }] }],
  })) as { id: string; lines: { id: string }[] };
  const client = await post(owner, `${base}/crm/clients`, { firstName: 'Clara', phone: '600111222' });
  const company = await post(owner, `${base}/crm/companies`, { name: 'Lola SL' });
  const review = await post(owner, `${base}/crm/reviews`, { rating: 5, date: '2026-01-01', clientId: client.id });
  await post(owner, `${base}/orders/${order.id}/client`, { clientId: client.id }, 'put');
  const voucher = await post(owner, `${base}/promotions/vouchers`, { amount: 50, clientId: client.id });
  const coupon = await post(owner, `${base}/promotions/coupons`, { code: 'DIEZ', type: 'percentage', value: 10 });
  const program = await post(owner, `${base}/promotions/cards`, { name: 'Club', kind: 'stamps' });
  await post(owner, `${base}/promotions/cards/${program.id}/members`, { clientId: client.id });
  const stylist = await post(owner, `${base}/configuration/employees`, {
    firstName: 'Rita',
    locationIds: [location.id],
    workingHours: { tue: [{ from: '09:00', to: '20:00' }] },
  });
  await post(
    owner,
    `${base}/configuration/locations/${location.id}`,
    { name: 'Centro', ticketSeries: 'A', openingHours: { tue: [{ from: '09:00', to: '20:00' }] } },
    'put',
  );
  const serviceCategory = await post(owner, `${base}/beauty/service-categories`, { name: 'Color' });
  const room = await post(owner, `${base}/beauty/rooms`, { name: 'Cabina 1', locationId: location.id });
  const material = await post(owner, `${base}/beauty/materials`, {
    name: 'Tinte',
    unit: 'ml',
    stock: 500,
    costPerUnit: 0.12,
  });
  const service = await post(owner, `${base}/beauty/services`, {
    name: 'Tinte raíz',
    categoryId: serviceCategory.id,
    durationMinutes: 90,
    processing: { startsAfter: 20, minutes: 40 },
    price: 35,
    employeeIds: [employee.id, stylist.id],
    roomId: room.id,
    materials: [{ materialId: material.id, quantity: 60 }],
  });
  const pack = await post(owner, `${base}/beauty/packs`, {
    name: 'Bono color',
    items: [{ serviceId: service.id, sessions: 5 }],
    price: 150,
    validityDays: 365,
  });
  const appointment = await post(owner, `${base}/beauty/appointments`, {
    clientId: client.id,
    locationId: location.id,
    date: '2030-01-08',
    start: '10:00',
    services: [{ serviceId: service.id, employeeId: stylist.id }],
  });
  const shopCategory = await post(owner, `${base}/ecommerce/categories`, { name: 'Ropa' });
  const shopGroup = await post(owner, `${base}/ecommerce/modifier-groups`, {
    name: 'Envoltorio',
    min: 0,
    max: 1,
    options: [{ name: 'Papel de regalo', priceDelta: 1 }],
  });
  const product = (await post(owner, `${base}/ecommerce/products`, {
    name: 'Camiseta',
    categoryId: shopCategory.id,
    price: 20,
    sku: 'CAM-1',
    options: [{ name: 'Talla', values: ['S', 'M'] }],
    variants: [{ values: ['S'] }, { values: ['M'] }],
    modifierGroupIds: [shopGroup.id],
    photoIds: [photoId],
  })) as { id: string; variants: { id: string }[] };
  const mug = await post(owner, `${base}/ecommerce/products`, { name: 'Taza', categoryId: shopCategory.id, price: 8 });
  const shopPack = await post(owner, `${base}/ecommerce/packs`, {
    name: 'Pack',
    price: 25,
    items: [
      { productId: product.id, variantId: product.variants[0]!.id, quantity: 1 },
      { productId: mug.id, quantity: 1 },
    ],
  });
  const courseCategory = await post(owner, `${base}/elearning/categories`, { name: 'Idiomas' });
  const courseBody = (title: string) => ({
    title,
    categoryId: courseCategory.id,
    price: 120,
    modality: 'presencial',
    teacherId: employee.id,
    capacity: 10,
    photoId,
    sessions: [{ date: '2030-01-08', from: '18:00', to: '20:00', locationId: location.id }],
    sections: [{ title: 'Tema 1', lessons: [{ title: 'Fichas', kind: 'file', mediaId: photoId, minutes: 20 }] }],
  });
  const course = await post(owner, `${base}/elearning/courses`, courseBody('Inglés B1'));
  const french = await post(owner, `${base}/elearning/courses`, { ...courseBody('Francés A1'), sessions: [] });
  const coursePack = await post(owner, `${base}/elearning/packs`, {
    name: 'Dos idiomas',
    courseIds: [course.id, french.id],
    price: 200,
  });
  return {
    'elearning/categories': courseCategory.id,
    'elearning/courses': course.id,
    'elearning/packs': coursePack.id,
    'beauty/service-categories': serviceCategory.id,
    'ecommerce/categories': shopCategory.id,
    'ecommerce/products': product.id,
    'ecommerce/modifier-groups': shopGroup.id,
    'ecommerce/packs': shopPack.id,
    'beauty/services': service.id,
    'beauty/rooms': room.id,
    'beauty/materials': material.id,
    'beauty/packs': pack.id,
    'beauty/appointments': appointment.id,
    'promotions/cards': program.id,
    'promotions/vouchers': voucher.id,
    'promotions/coupons': coupon.id,
    order: order.id,
    line: order.lines[0]!.id,
    media: photoId,
    'crm/clients': client.id,
    'crm/companies': company.id,
    'crm/reviews': review.id,
    'configuration/locations': location.id,
    'configuration/employees': employee.id,
    'restaurant/categories': category.id,
    'restaurant/dishes': dish.id,
    'restaurant/modifier-groups': group.id,
    'restaurant/combos': combo.id,
    ...(await shopStockRecordsOf(owner, orgId, mug.id)),
    ...(await enrolmentRecordsOf(owner, orgId, course.id, client.id)),
  };
}

/** An enrolment (issue 20): the client in the course, pendiente de pago, by a manager. */
async function enrolmentRecordsOf(owner: Actor, orgId: string, courseId: string, clientId: string) {
  const enrolment = await post(owner, `/api/organizations/${orgId}/elearning/enrolments`, { courseId, clientId });
  return { 'elearning/enrolments': enrolment.id };
}

/** The shop's stock records (issue 19): a product's stock item (its id is the product's) and a stocktake of it. */
async function shopStockRecordsOf(owner: Actor, orgId: string, productId: string): Promise<Record<string, string>> {
  const stocktake = await post(owner, `/api/organizations/${orgId}/ecommerce/stocktakes`, {
    counts: [{ stockId: productId, counted: 4 }],
  });
  return { stock: productId, 'ecommerce/stocktakes': stocktake.id };
}

/**
 * Every document under organizations/{orgId}, at any depth, by path. The collections and each document's
 * subcollections are listed side by side: one after the other, the round trips made this file the suite's slowest.
 */
async function tenantData(orgId: string): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    await Promise.all(
      collections.map(async (collection) => {
        const { docs } = await collection.get();
        await Promise.all(
          docs.map(async (doc) => {
            data[doc.ref.path] = doc.data();
            await walk(await doc.ref.listCollections());
          }),
        );
      }),
    );
  };
  await walk(await adminDb().doc(`organizations/${orgId}`).listCollections());
  return data;
}

describe('tenant isolation', () => {
  it('lists a case for every organization-scoped route', () => {
    const registered = tenantRouteRegistry.map(key).sort();
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((route) => !(route in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s of organization A answers 404 to a member of B', async (route, testCase) => {
    const [method] = route.split(' ') as ['get' | 'post' | 'put' | 'delete'];
    const path = route.slice(method.length + 1);
    const before = await snapshotOfA();
    for (const ref of [world.a.id, world.a.slug]) {
      const request = api()[method](concrete(path, world, ref));
      const response = await request.set(intruder.auth).send(testCase.body);
      expect(response.status, `${route} via ${ref}`).toBe(404);
      expect(response.body).toEqual({
        error: { code: 'organization-not-found', message: 'Organización no encontrada', requestId: expect.any(String) },
      });
      expect(JSON.stringify(response.body)).not.toContain(world.a.name);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('answers the same 404 for an organization that does not exist', async () => {
    const response = await api().get('/api/organizations/no-existe').set(intruder.auth);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('organization-not-found');
  });

  it('answers 401 without a token and to a firebase-uid header on every route', async () => {
    for (const route of Object.keys(CASES)) {
      const [method] = route.split(' ') as ['get' | 'post' | 'put' | 'delete'];
      const path = concrete(route.slice(method.length + 1), world, world.a.id);
      const response = await api()[method](path).set('firebase-uid', 'admin');
      expect(response.status, route).toBe(401);
    }
  });
});
