import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BEAUTY_COLLECTIONS,
  holdsOf,
  holdsTime,
  minuteOf,
  placeServices,
  type Appointment,
  type Hold,
  centsToInput,
  isRunningLow,
  CONFIGURATION_COLLECTIONS,
  CRM_COLLECTIONS,
  MODULE_TYPES,
  PROMOTIONS_COLLECTIONS,
  RESTAURANT_COLLECTIONS,
  todayIn,
  type Category,
  type Client,
  type Company,
  type Order,
  type Page,
  type Review,
  type ReviewsSummary,
  type TicketDetail,
  type TimelinePage,
  type Combo,
  type DailyMenu,
  type Dish,
  type Employee,
  type Location,
  type ModifierGroup,
  type ResourceMeta,
  type TillState,
  type Coupon,
  type Liability,
  type PromotionAccount,
  type PromotionMovement,
  type Material,
  type Pack,
  type Room,
  type Service,
  type ServiceCategory,
  ECOMMERCE_COLLECTIONS,
  isEan13,
  isLowStock,
  type Product,
  type ShopCategory,
  type ShopPack,
  type StockItem,
  type StockMovement,
  courseMinutes,
  ELEARNING_COLLECTIONS,
  lessonsOf,
  progressOf,
  type CourseCategory,
  type CoursePack,
  type ElearningCourse,
  type Enrolment,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { clearEmulators, signIn } from '../support/emulators';
// @ts-expect-error: plain .mjs script of npm start
import { moduleSeeds, seed } from '../../emulators/seed.mjs';
import demoUsers from '../../emulators/seed/auth.json';

const ORG = 'Cw7LqT3nVx9RkB2mZp5H';
/** The demo salon, Peluquería Lola (emulators/seed/modules/beauty.mjs). */
const SALON = 'Hb6PzR2kLw9QmT4xNc7S';
/** The demo shop, Tienda Lola (emulators/seed/modules/ecommerce.mjs). */
const SHOP = 'Tq4VbN8sKm2XwR6jLp3D';
/** The demo academy, Academia Lola (emulators/seed/modules/elearning.mjs). */
const ACADEMY = 'Ak7RmV3pXw9LnQ2sTb6F';
const passwordOf = (email: string) => demoUsers.find((u) => u.email === email)!.password;
const bearer = async (email: string) => ({ Authorization: `Bearer ${await signIn(email, passwordOf(email))}` });

const storedDocs = async (collection: string, org = ORG) => {
  const snapshot = await adminDb().collection(`organizations/${org}/${collection}`).get();
  // updatedAt changes on every write; everything else, search keys included, must not.
  return snapshot.docs.map((doc) => {
    const { updatedAt: _updatedAt, ...data } = doc.data();
    return { id: doc.id, ...data };
  });
};

/** What a form would send back for each resource: the answer without its meta. */
const strip = <T extends ResourceMeta>({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: T) => rest;

/** A modifier group's form body (the restaurant's and the shop's). */
const modifierGroupBody = (dto: ModifierGroup) => ({
  ...strip(dto),
  options: dto.options.map(({ priceDeltaCents, ...option }) => ({
    ...option,
    priceDelta: centsToInput(priceDeltaCents),
  })),
});

/** Each seeded document saved again through the API (GET, then PUT of what a form sends back) is unchanged. */
async function expectSavedUnchanged(
  resources: readonly { path: string; collection: string; body: (dto: never) => object }[],
  auth: { Authorization: string },
  org = ORG,
) {
  for (const { path, collection, body } of resources) {
    const before = await storedDocs(collection, org);
    expect(before.length, collection).toBeGreaterThan(0);
    for (const { id } of before) {
      const dto = await api().get(`${path}/${id}`).set(auth);
      expect(dto.status, `${collection}/${id}`).toBe(200);
      const saved = await api()
        .put(`${path}/${id}`)
        .set(auth)
        .send((body as (dto: unknown) => object)(dto.body));
      expect(saved.status, `${collection}/${id}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body).toEqual({ ...dto.body, updatedAt: saved.body.updatedAt });
    }
    expect(await storedDocs(collection, org), collection).toEqual(before);
  }
}

/** The demo data `npm start` loads must work with the real API: every demo user signs in and sees Casa Lola. */
describe('demo seed', () => {
  // Analytics' demo year is some 17,000 documents: tens of seconds on a loaded machine.
  beforeAll(async () => {
    await clearEmulators();
    await seed();
  }, 180_000);

  it('loads the demo data of every module file, each named after its module', async () => {
    const { files, collections } = await moduleSeeds();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(MODULE_TYPES).toContain(file.replace(/\.mjs$/, ''));
    expect(Object.keys(collections).length).toBeGreaterThan(0);
  });

  it('has one demo user of each role, all members of Casa Lola with every module, of the salon, the shop and the academy', async () => {
    const roles: string[] = [];
    for (const user of demoUsers.filter((u) => !u.customClaims)) {
      const token = await signIn(user.email, user.password);
      const me = await api().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(me.status).toBe(200);
      const organizations = me.body.organizations as { slug: string; name: string; role: string }[];
      expect(organizations.map((o) => [o.slug, o.name]).sort()).toEqual([
        ['academia-lola', 'Academia Lola'],
        ['casa-lola', 'Casa Lola'],
        ['peluqueria-lola', 'Peluquería Lola'],
        ['tienda-lola', 'Tienda Lola'],
      ]);
      // The same role in all of them.
      expect(new Set(organizations.map((o) => o.role)).size).toBe(1);
      roles.push(organizations[0]!.role);
      const organization = await api().get('/api/organizations/casa-lola').set('Authorization', `Bearer ${token}`);
      expect(organization.body.modules).toHaveLength(12);
      const salon = await api().get('/api/organizations/peluqueria-lola').set('Authorization', `Bearer ${token}`);
      expect(salon.body.modules.map((m: { type: string }) => m.type).sort()).toEqual([
        'analytics',
        'beauty',
        'configuration',
        'crm',
        'orders',
        'pos',
        'promotions',
      ]);
      const shop = await api().get('/api/organizations/tienda-lola').set('Authorization', `Bearer ${token}`);
      expect(shop.body.modules.map((m: { type: string }) => m.type).sort()).toEqual([
        'analytics',
        'configuration',
        'crm',
        'ecommerce',
        'orders',
        'pos',
        'promotions',
      ]);
      const academy = await api().get('/api/organizations/academia-lola').set('Authorization', `Bearer ${token}`);
      expect(academy.body.modules.map((m: { type: string }) => m.type).sort()).toEqual([
        'analytics',
        'configuration',
        'crm',
        'elearning',
        'orders',
        'pos',
        'promotions',
      ]);
    }
    expect(roles.sort()).toEqual(['admin', 'manager', 'owner', 'staff']);
  });

  it('gives its organizations ids that look like Firestore ids, none of them a slug', async () => {
    const ids = (await adminDb().collection('organizations').get()).docs.map((doc) => doc.id);
    const slugs = (await adminDb().collection('slugs').get()).docs.map((doc) => doc.id);
    expect(ids.sort()).toEqual([ORG, SALON, SHOP, ACADEMY].sort());
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(slugs).not.toContain(id);
    }
  });

  it('has a platform administrator who may call the admin routes', async () => {
    const admin = demoUsers.find((u) => u.customClaims?.platformAdmin)!;
    const token = await signIn(admin.email, admin.password);
    const response = await api().get('/api/users').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(demoUsers.length);
    // The demo users and organizations carry their search keys, as the API writes them.
    const auth = { Authorization: `Bearer ${token}` };
    const found = async (path: string) => (await api().get(path).set(auth)).body.items.map((i: { id: string }) => i.id);
    expect(await found('/api/admin/organizations?q=casa')).toEqual([ORG]);
    expect(await found('/api/admin/organizations?q=peluqueria')).toEqual([SALON]);
    expect(await found('/api/admin/organizations?q=B12345674')).toEqual([ORG]);
    expect(await found('/api/admin/organizations?q=tienda')).toEqual([SHOP]);
    expect(await found('/api/admin/organizations?q=academia')).toEqual([ACADEMY]);
    expect(await found('/api/users?q=garcia')).toEqual(['demo-owner']);
    expect(await found('/api/users?q=sara@demo.example')).toEqual(['demo-staff']);
  });

  it('opens the till of the demo location, so the demo POS charges at once, and closes it like any till', async () => {
    const auth = await bearer('lola@demo.example');
    const till = `/api/organizations/${ORG}/tills/loc-toledo`;
    const { session } = (await api().get(till).set(auth).expect(200)).body as TillState;
    expect(session).toMatchObject({ status: 'open', float: { countedCents: 15000 } });
    expect((await api().get(`${till}/report`).set(auth)).body).toMatchObject({
      kind: 'X',
      cash: { expectedCents: 15000 },
    });
    const closed = await api()
      .post(`${till}/close`)
      .set(auth)
      .send({ sessionId: session!.id, count: { denominations: session!.float.denominations } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.report).toMatchObject({ number: 1, cash: { differenceCents: 0 } });
  });

  describe('the demo restaurant', () => {
    const restaurant = `/api/organizations/${ORG}/restaurant`;
    const configuration = `/api/organizations/${ORG}/configuration`;
    let manager: { Authorization: string };
    let staff: { Authorization: string };

    beforeAll(async () => {
      manager = await bearer('marcos@demo.example');
      staff = await bearer('sara@demo.example');
    });

    const list = async <T>(path: string, auth = manager) => {
      const response = await api().get(path).query({ pageSize: 100 }).set(auth);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { items: T[]; total: number };
    };

    it('has a location with tables and employees, one of them the staff user', async () => {
      const [location] = (await list<Location>(`${configuration}/locations`)).items;
      expect(location).toMatchObject({ timezone: 'Europe/Madrid', ticketSeries: 'CL' });
      expect(new Set(location!.tables.map((table) => table.zone))).toEqual(new Set(['Salón', 'Terraza']));
      const employees = (await list<Employee>(`${configuration}/employees`, staff)).items;
      expect(employees.length).toBeGreaterThanOrEqual(3);
      expect(employees.find((e) => e.memberUserId === 'demo-staff')).toMatchObject({ firstName: 'Sara' });
      expect(employees.every((e) => e.locationIds.includes(location!.id) && e.weeklyHours > 0)).toBe(true);
    });

    it('has the menu in order, dishes with allergens and modifier groups, and a combo, which staff reads', async () => {
      const categories = (await list<Category>(`${restaurant}/categories`, staff)).items;
      expect(categories.map((c) => c.name)).toEqual(['Entrantes', 'Carnes', 'Pescados', 'Postres', 'Bebidas']);
      const dishes = (await list<Dish>(`${restaurant}/dishes`, staff)).items;
      expect(dishes.length).toBeGreaterThanOrEqual(15);
      expect(dishes.find((d) => d.name === 'Gambas al ajillo')?.allergens).toEqual(['crustaceans']);
      expect(dishes.filter((d) => d.stock !== null)).toHaveLength(1);
      const groups = (await list<ModifierGroup>(`${restaurant}/modifier-groups`, staff)).items;
      const point = groups.find((g) => g.name === 'Punto de la carne')!;
      expect(point).toMatchObject({ required: true, min: 1, max: 1 });
      expect(dishes.find((d) => d.name === 'Entrecot de ternera')?.modifierGroupIds).toContain(point.id);
      const [combo] = (await list<Combo>(`${restaurant}/combos`, staff)).items;
      expect(combo!.slots.length).toBeGreaterThanOrEqual(2);
    });

    it('finds dishes by a word of their name, with or without accents, and filters them by category', async () => {
      const search = async (q: string) =>
        (await api().get(`${restaurant}/dishes`).query({ q }).set(manager)).body.items.map((d: Dish) => d.name);
      expect(await search('iberico')).toEqual(['Jamón ibérico de bellota']);
      expect(await search('CROQU')).toEqual(['Croquetas de jamón']);
      expect(await search('pil')).toEqual(['Bacalao al pil-pil']);
      const desserts = await api().get(`${restaurant}/dishes`).query({ categoryId: 'cat-postres' }).set(manager);
      expect(desserts.body.total).toBe(3);
    });

    it("has today's and yesterday's menú del día, by Madrid's date", async () => {
      const today = todayIn('Europe/Madrid');
      for (const date of [today, addDays(today, -1)]) {
        const response = await api().get(`${restaurant}/daily-menus/${date}`).set(staff);
        expect(response.status, date).toBe(200);
        expect((response.body as DailyMenu).courses.map((c) => c.name)).toEqual(['Primeros', 'Segundos', 'Postres']);
      }
    });

    const resources = [
      { path: `${configuration}/locations`, collection: CONFIGURATION_COLLECTIONS.locations, body: strip },
      {
        path: `${configuration}/employees`,
        collection: CONFIGURATION_COLLECTIONS.employees,
        body: (dto: Employee) => {
          const { weeklyHours: _hours, hasPin: _pin, ...rest } = strip(dto);
          return rest;
        },
      },
      {
        path: `${restaurant}/categories`,
        collection: RESTAURANT_COLLECTIONS.categories,
        body: (dto: Category) => {
          const { position: _position, ...rest } = strip(dto);
          return rest;
        },
      },
      {
        path: `${restaurant}/modifier-groups`,
        collection: RESTAURANT_COLLECTIONS.modifierGroups,
        body: modifierGroupBody,
      },
      {
        path: `${restaurant}/dishes`,
        collection: RESTAURANT_COLLECTIONS.dishes,
        body: ({ priceCents, ...dto }: Dish) => ({ ...strip(dto), price: centsToInput(priceCents) }),
      },
      {
        path: `${restaurant}/combos`,
        collection: RESTAURANT_COLLECTIONS.combos,
        body: ({ priceCents, slots, ...dto }: Combo) => ({
          ...strip(dto),
          price: centsToInput(priceCents),
          slots: slots.map(({ options, ...slot }) => ({
            ...slot,
            options: options.map((o) => ({ dishId: o.dishId, surcharge: centsToInput(o.surchargeCents) })),
          })),
        }),
      },
    ] as const;

    it('stores exactly what the API stores: each document saved again through the API is unchanged', async () => {
      await expectSavedUnchanged(resources, manager);

      const menus = await storedDocs(RESTAURANT_COLLECTIONS.dailyMenus);
      expect(menus).toHaveLength(2);
      for (const { id } of menus) {
        const {
          date: _date,
          updatedAt: _u,
          priceCents,
          halfPriceCents,
          ...menu
        } = (await api().get(`${restaurant}/daily-menus/${id}`).set(manager)).body as DailyMenu;
        const body = {
          ...menu,
          price: centsToInput(priceCents),
          halfPrice: halfPriceCents === null ? null : centsToInput(halfPriceCents),
        };
        const saved = await api().put(`${restaurant}/daily-menus/${id}`).set(manager).send(body);
        expect(saved.status, `${id}: ${JSON.stringify(saved.body)}`).toBe(200);
      }
      expect(await storedDocs(RESTAURANT_COLLECTIONS.dailyMenus)).toEqual(menus);
    });
  });

  describe('the demo CRM', () => {
    const crm = `/api/organizations/${ORG}/crm`;
    let manager: { Authorization: string };
    let staff: { Authorization: string };

    beforeAll(async () => {
      manager = await bearer('marcos@demo.example');
      staff = await bearer('sara@demo.example');
    });

    it('has 40 clients, 2 companies with their clients, and reviews with their summary', async () => {
      const clients = (await api().get(`${crm}/clients`).query({ pageSize: 100 }).set(staff)).body as Page<Client>;
      expect(clients.total).toBe(40);
      const companies = (await api().get(`${crm}/companies`).set(staff)).body as Page<Company>;
      expect(companies.total).toBe(2);
      for (const company of companies.items) {
        const staffOf = await api().get(`${crm}/clients`).query({ companyId: company.id }).set(staff);
        expect(staffOf.body.total, company.name).toBe(1);
      }
      const summary = (await api().get(`${crm}/reviews/summary`).set(staff)).body as ReviewsSummary;
      expect(summary.count).toBe(7);
      const found = await api().get(`${crm}/clients`).query({ q: 'fernandez' }).set(staff);
      expect(found.body.total).toBeGreaterThan(0);
    });

    it('keeps every e-mail, phone and NIF unique: a new client with one of them is a duplicate', async () => {
      const client = (await api().get(`${crm}/clients/client-01`).set(staff)).body as Client;
      const again = await api().post(`${crm}/clients`).set(staff).send({ firstName: 'Otra', phone: client.phone });
      expect(again.status).toBe(409);
      expect(again.body.error.details).toEqual({ existing: { id: 'client-01', name: client.name }, field: 'phone' });
    });

    it('has paid orders of clients on their timelines, with their tickets', async () => {
      const timeline = (await api().get(`${crm}/clients/client-01/timeline`).set(staff)).body as TimelinePage;
      expect(timeline.items.map((entry) => entry.kind)).toEqual([
        'order-paid',
        'review',
        'order-paid',
        'order-paid',
        'client-created',
      ]);
      // Paged two by two: the same entries, in the same order.
      const paged: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const query: Record<string, string> = { pageSize: '2', ...(cursor ? { cursor } : {}) };
        const page = await api().get(`${crm}/clients/client-01/timeline`).query(query).set(staff);
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        paged.push(...(page.body as TimelinePage).items.map((entry) => entry.id));
        cursor = (page.body as TimelinePage).nextCursor;
      }
      expect(paged).toEqual(timeline.items.map((entry) => entry.id));
      const [last] = timeline.items;
      const order = (await api().get(`/api/organizations/${ORG}/orders/${last!.orderId!}`).set(staff)).body as Order;
      expect(order).toMatchObject({ status: 'paid', client: { id: 'client-01' }, paidCents: last!.amountCents });
      const ticket = await api().get(`/api/organizations/${ORG}/tickets/${last!.ticketCode!}`).set(staff);
      expect(ticket.status).toBe(200);
      expect((ticket.body as TicketDetail).ticket).toMatchObject({
        client: order.client!.name,
        totalCents: order.paidCents,
      });
      const series = await adminDb().doc(`organizations/${ORG}/ticketSeries/CL`).get();
      expect(series.data()).toEqual({ next: 11 });
    });

    // Fifty documents, each read and saved: slow on a loaded machine.
    it(
      'stores exactly what the API stores: each client, company and review saved again is unchanged',
      { timeout: 90_000 },
      async () => {
        await expectSavedUnchanged(
          [
            {
              path: `${crm}/clients`,
              collection: CRM_COLLECTIONS.clients,
              body: ({ name: _name, company: _company, ...dto }: Client) => strip({ ...dto }),
            },
            { path: `${crm}/companies`, collection: CRM_COLLECTIONS.companies, body: strip },
            {
              path: `${crm}/reviews`,
              collection: CRM_COLLECTIONS.reviews,
              body: ({ client: _client, ...dto }: Review) => strip({ ...dto }),
            },
          ],
          manager,
        );
      },
    );
  });
  describe('promotions', () => {
    const promotions = `/api/organizations/${ORG}/promotions`;

    it('has vouchers whose balances are the sums of their movements, a liability and a coupon', async () => {
      const manager = await bearer('marcos@demo.example');
      const vouchers = (await api().get(`${promotions}/vouchers`).set(manager)).body as Page<PromotionAccount>;
      expect(vouchers.items.map((v) => [v.code, v.balance])).toEqual([
        ['DEMB-R4TW-9HZE', 3000],
        ['DEMA-BN5P-XK7Q', 3500],
      ]);
      for (const voucher of vouchers.items) {
        const ledger = (await api().get(`${promotions}/accounts/${voucher.id}/movements`).set(manager))
          .body as Page<PromotionMovement>;
        expect(ledger.items.reduce((sum, m) => sum + m.units, 0)).toBe(voucher.balance);
      }
      const found = await api().get(`${promotions}/vouchers/by-code/dema-bn5p-xk7q`).set(manager);
      expect(found.body.id).toBe('voucher-cumple');
      const liability = (await api().get(`${promotions}/liability`).set(manager)).body as Liability;
      expect(liability.vouchers).toEqual({ accounts: 2, units: 6500, cents: 6500 });
      await expectSavedUnchanged(
        [
          {
            path: `${promotions}/coupons`,
            collection: PROMOTIONS_COLLECTIONS.coupons,
            body: ({ uses: _uses, percent, amountCents, minimumCents, ...dto }: Coupon) => ({
              ...strip({ ...dto }),
              value: dto.type === 'percentage' ? percent : centsToInput(amountCents),
              minimum: centsToInput(minimumCents),
            }),
          },
        ],
        manager,
      );
    });
  });
  describe('the demo salon', () => {
    const beauty = `/api/organizations/${SALON}/beauty`;
    const configuration = `/api/organizations/${SALON}/configuration`;
    let manager: { Authorization: string };
    let staff: { Authorization: string };

    beforeAll(async () => {
      manager = await bearer('marcos@demo.example');
      staff = await bearer('sara@demo.example');
    });

    const list = async <T>(path: string, auth = manager) => {
      const response = await api().get(path).query({ pageSize: 100 }).set(auth);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { items: T[]; total: number };
    };

    it('has a location with opening hours and three employees with weekly hours, one of them the staff user', async () => {
      const [location, ...others] = (await list<Location>(`${configuration}/locations`)).items;
      expect(others).toEqual([]);
      expect(location).toMatchObject({
        name: 'Peluquería Lola Chamberí',
        timezone: 'Europe/Madrid',
        ticketSeries: 'PL',
      });
      expect(location!.openingHours.mon).toEqual([]);
      expect(location!.openingHours.sat).toEqual([{ from: '09:00', to: '14:00' }]);
      const employees = (await list<Employee>(`${configuration}/employees`, staff)).items;
      expect(employees).toHaveLength(3);
      expect(employees.find((e) => e.memberUserId === 'demo-staff')).toMatchObject({ firstName: 'Sara' });
      expect(employees.every((e) => e.locationIds.includes(location!.id) && e.weeklyHours > 0)).toBe(true);
    });

    it('has a catalogue that staff reads: services with processing time or a cabin, a material running low, packs', async () => {
      const categories = (await list<ServiceCategory>(`${beauty}/service-categories`, staff)).items;
      expect(categories.map((c) => c.name)).toEqual(['Color', 'Corte y peinado', 'Estética']);
      const services = (await list<Service>(`${beauty}/services`, staff)).items;
      expect(services.length).toBeGreaterThanOrEqual(8);
      expect(services.filter((s) => s.processing).length).toBeGreaterThanOrEqual(2);
      expect(services.filter((s) => s.roomId).length).toBeGreaterThanOrEqual(2);
      const rooms = (await list<Room>(`${beauty}/rooms`, staff)).items;
      expect(rooms).toHaveLength(2);
      const materials = (await list<Material>(`${beauty}/materials`, staff)).items;
      expect(materials).toHaveLength(6);
      expect(materials.filter(isRunningLow).map((m) => m.name)).toEqual(['Oxidante 20 vol']);
      const packs = (await list<Pack>(`${beauty}/packs`, staff)).items;
      expect(packs).toHaveLength(2);
      const colour = await api().get(`${beauty}/services`).query({ categoryId: 'cat-color' }).set(staff);
      expect(colour.body.items.map((s: Service) => s.name)).toEqual(['Mechas', 'Tinte raíz', 'Tratamiento hidratante']);
      // What the catalogue refers to is there: a service's employees, room and materials, a pack's services.
      const ids = (items: { id: string }[]) => new Set(items.map((item) => item.id));
      const [employeeIds, roomIds, materialIds, serviceIds] = [
        ids((await list<Employee>(`${configuration}/employees`)).items),
        ids(rooms),
        ids(materials),
        ids(services),
      ];
      for (const service of services) {
        expect(
          service.employeeIds.every((id) => employeeIds.has(id)),
          service.name,
        ).toBe(true);
        expect(service.roomId === null || roomIds.has(service.roomId), service.name).toBe(true);
        expect(
          service.materials.every((m) => materialIds.has(m.materialId)),
          service.name,
        ).toBe(true);
      }
      expect(packs.every((p) => p.items.every((item) => serviceIds.has(item.serviceId)))).toBe(true);
      // And a material in use is not deleted.
      const refused = await api().delete(`${beauty}/materials/mat-guantes`).set(manager);
      expect(refused.status).toBe(409);
    });

    it('has a week of appointments around today, and day books that hold exactly their time', async () => {
      const today = todayIn('Europe/Madrid');
      const stored = await adminDb().collection(`organizations/${SALON}/${BEAUTY_COLLECTIONS.appointments}`).get();
      const appointments = stored.docs.map((doc) => ({ ...(doc.data() as Appointment), id: doc.id }));
      expect(appointments.length).toBeGreaterThanOrEqual(35);
      expect(new Set(appointments.map((a) => a.state)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(appointments.flatMap((a) => a.employeeIds))).toEqual(
        new Set(['emp-sara', 'emp-irene', 'emp-nuria']),
      );
      expect(appointments.every((a) => addDays(today, -3) <= a.date && a.date <= addDays(today, 3))).toBe(true);
      // The day books are what the appointment book would have written for the active ones.
      const expected = new Map<string, Hold[]>();
      for (const a of appointments.filter((one) => holdsTime(one.state))) {
        const { employees, rooms } = holdsOf(a.id, placeServices(a.services, minuteOf(a.start)));
        for (const [kind, held] of [
          ['employee', employees],
          ['room', rooms],
        ] as const)
          for (const [id, holds] of held) {
            const key = `${kind}_${id}_${a.date}`;
            expected.set(key, [...(expected.get(key) ?? []), ...holds]);
          }
      }
      const books = await adminDb().collection(`organizations/${SALON}/${BEAUTY_COLLECTIONS.dayBooks}`).get();
      const sorted = (holds: Hold[]) =>
        [...holds].sort((a, b) => a.from - b.from || a.appointmentId.localeCompare(b.appointmentId));
      expect(new Map(books.docs.map((doc) => [doc.id, sorted(doc.data().holds as Hold[])]))).toEqual(
        new Map([...expected].map(([id, holds]) => [id, sorted(holds)])),
      );
      // The API lists a day of them to staff, and refuses a booking at a seeded time: the day book is the lock.
      const listed = await api().get(`${beauty}/appointments`).query({ date: today }).set(staff);
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(appointments.filter((a) => a.date === today).length);
      const ahead = appointments.find((a) => a.date > today && (a.state === 'booked' || a.state === 'confirmed'))!;
      const line = ahead.services[0]!;
      const clash = await api()
        .post(`${beauty}/appointments`)
        .set(staff)
        .send({
          clientName: 'Nueva Clienta',
          clientPhone: '600 000 000',
          locationId: ahead.locationId,
          date: ahead.date,
          start: line.start,
          services: [{ serviceId: line.serviceId, employeeId: line.employeeId }],
        });
      expect(clash.status, JSON.stringify(clash.body)).toBe(409);
      expect(clash.body.error.code).toBe('appointment-overlap');
    });

    it('stores exactly what the API stores: each document saved again through the API is unchanged', async () => {
      await expectSavedUnchanged(
        [
          { path: `${configuration}/locations`, collection: CONFIGURATION_COLLECTIONS.locations, body: strip },
          {
            path: `${configuration}/employees`,
            collection: CONFIGURATION_COLLECTIONS.employees,
            body: (dto: Employee) => {
              const { weeklyHours: _hours, hasPin: _pin, ...rest } = strip(dto);
              return rest;
            },
          },
          { path: `${beauty}/service-categories`, collection: BEAUTY_COLLECTIONS.serviceCategories, body: strip },
          { path: `${beauty}/rooms`, collection: BEAUTY_COLLECTIONS.rooms, body: strip },
          {
            path: `${beauty}/materials`,
            collection: BEAUTY_COLLECTIONS.materials,
            body: ({ costPerUnitCents, ...dto }: Material) => ({ ...strip(dto), costPerUnit: costPerUnitCents / 100 }),
          },
          {
            path: `${beauty}/services`,
            collection: BEAUTY_COLLECTIONS.services,
            body: ({ priceCents, ...dto }: Service) => ({ ...strip(dto), price: centsToInput(priceCents) }),
          },
          {
            path: `${beauty}/packs`,
            collection: BEAUTY_COLLECTIONS.packs,
            body: ({ priceCents, ...dto }: Pack) => ({ ...strip(dto), price: centsToInput(priceCents) }),
          },
        ],
        manager,
        SALON,
      );
    });
  });

  describe('the demo shop', () => {
    const shop = `/api/organizations/${SHOP}/ecommerce`;
    let manager: { Authorization: string };
    let staff: { Authorization: string };

    beforeAll(async () => {
      manager = await bearer('marcos@demo.example');
      staff = await bearer('sara@demo.example');
    });

    const list = async <T>(path: string, query: object = {}) => {
      const response = await api()
        .get(path)
        .query({ pageSize: 100, ...query })
        .set(staff);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { items: T[]; total: number };
    };

    it('has a category tree, 60 products (some with variants, all with barcodes), extras and packs', async () => {
      const categories = (await list<ShopCategory>(`${shop}/categories`)).items;
      expect(categories).toHaveLength(11);
      const byId = new Map(categories.map((c) => [c.id, c]));
      expect(categories.filter((c) => c.parentId === null).map((c) => c.name)).toEqual(
        expect.arrayContaining(['Ropa', 'Accesorios', 'Hogar', 'Papelería', 'Cosmética natural']),
      );
      expect(categories.every((c) => c.parentId === null || byId.has(c.parentId))).toBe(true);
      const products = [
        ...(await list<Product>(`${shop}/products`)).items,
        ...(await list<Product>(`${shop}/products`, { page: 2 })).items,
      ];
      expect(products).toHaveLength(60);
      const withVariants = products.filter((p) => p.variants.length > 0);
      expect(withVariants.length).toBeGreaterThanOrEqual(8);
      const codes = products.flatMap((p) => (p.variants.length > 0 ? p.variants.map((v) => v.barcode) : [p.barcode]));
      expect(codes.every(isEan13)).toBe(true);
      expect(new Set(codes).size).toBe(codes.length);
      expect(products.every((p) => byId.has(p.categoryId))).toBe(true);
      const packs = (await list<ShopPack>(`${shop}/packs`)).items;
      expect(packs).toHaveLength(3);
      const productIds = new Set(products.map((p) => p.id));
      expect(packs.every((p) => p.items.every((item) => productIds.has(item.productId)))).toBe(true);
      expect((await list<ModifierGroup>(`${shop}/modifier-groups`)).items.map((g) => g.name).sort()).toEqual([
        'Envoltorio de regalo',
        'Grabado',
      ]);
      // A product in a pack is not deleted.
      const refused = await api().delete(`${shop}/products/prd-taza-lola`).set(manager);
      expect(refused.status).toBe(409);
    });

    it('keeps each stock item equal to the sum of its movements, none below zero', async () => {
      const path = `organizations/${SHOP}`;
      const [items, movements] = await Promise.all([
        adminDb().collection(`${path}/${ECOMMERCE_COLLECTIONS.stockItems}`).get(),
        adminDb().collection(`${path}/${ECOMMERCE_COLLECTIONS.stockMovements}`).get(),
      ]);
      expect(items.size).toBe(106);
      const sums = new Map<string, number>();
      for (const doc of movements.docs) {
        const { stockId, quantity } = doc.data() as StockMovement;
        sums.set(stockId, (sums.get(stockId) ?? 0) + quantity);
      }
      for (const doc of items.docs) {
        const item = doc.data() as StockItem;
        expect(item.quantity, doc.id).toBe(sums.get(doc.id));
        expect(item.quantity, doc.id).toBeGreaterThanOrEqual(0);
        expect(item.low, doc.id).toBe(isLowStock(item));
      }
      expect(items.docs.filter((doc) => doc.data().low).length).toBeGreaterThan(0);
      const fulfilments = await adminDb().collection(`${path}/${ECOMMERCE_COLLECTIONS.fulfilments}`).count().get();
      const orders = await adminDb().collection(`${path}/orders`).count().get();
      expect(fulfilments.data().count).toBe(orders.data().count);
      expect(orders.data().count).toBeGreaterThan(300);
    });

    it('stores exactly what the API stores: each document saved again through the API is unchanged', async () => {
      const stockBefore = await storedDocs(ECOMMERCE_COLLECTIONS.stockItems, SHOP);
      await expectSavedUnchanged(
        [
          {
            path: `${shop}/categories`,
            collection: ECOMMERCE_COLLECTIONS.categories,
            body: (dto: ShopCategory) => {
              const { position: _position, ...rest } = strip(dto);
              return rest;
            },
          },
          {
            path: `${shop}/modifier-groups`,
            collection: ECOMMERCE_COLLECTIONS.modifierGroups,
            body: modifierGroupBody,
          },
          {
            path: `${shop}/products`,
            collection: ECOMMERCE_COLLECTIONS.products,
            body: ({ priceCents, variants, ...dto }: Product) => ({
              ...strip(dto),
              price: centsToInput(priceCents),
              variants: variants.map(({ priceCents: variantCents, ...variant }) => ({
                ...variant,
                price: variantCents === null ? null : centsToInput(variantCents),
              })),
            }),
          },
          {
            path: `${shop}/packs`,
            collection: ECOMMERCE_COLLECTIONS.packs,
            body: ({ priceCents, items, ...dto }: ShopPack) => ({
              ...strip(dto),
              price: centsToInput(priceCents),
              items: items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
            }),
          },
        ],
        manager,
        SHOP,
      );
      // Saving a product again rewrites its stock items with what they had.
      expect(await storedDocs(ECOMMERCE_COLLECTIONS.stockItems, SHOP)).toEqual(stockBefore);
    });
  });

  describe('the demo academy', () => {
    const academy = `/api/organizations/${ACADEMY}`;
    const elearning = `${academy}/elearning`;
    let manager: { Authorization: string };
    let staff: { Authorization: string };

    beforeAll(async () => {
      manager = await bearer('marcos@demo.example');
      staff = await bearer('sara@demo.example');
    });

    const list = async <T>(path: string, query: object = {}, auth = staff) => {
      const response = await api()
        .get(path)
        .query({ pageSize: 100, ...query })
        .set(auth);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { items: T[]; total: number };
    };
    const enrolmentsOf = async (query: { courseId?: string; clientId?: string }) =>
      (await list<Enrolment>(`${elearning}/enrolments`, query)).items;
    const course = async (id: string) => {
      const response = await api().get(`${elearning}/courses/${id}`).set(staff);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as ElearningCourse;
    };

    it('has a location, its reception and three teachers, 40 students, and its till open', async () => {
      const [location, ...others] = (await list<Location>(`${academy}/configuration/locations`, {}, manager)).items;
      expect(others).toEqual([]);
      expect(location).toMatchObject({ id: 'loc-arguelles', timezone: 'Europe/Madrid', ticketSeries: 'AL' });
      const employees = (await list<Employee>(`${academy}/configuration/employees`)).items;
      expect(employees).toHaveLength(4);
      expect(employees.find((e) => e.memberUserId === 'demo-staff')).toMatchObject({ firstName: 'Sara' });
      expect(employees.filter((e) => e.position.startsWith('Profesor'))).toHaveLength(3);
      expect((await list<Client>(`${academy}/crm/clients`)).total).toBe(40);
      const { session } = (await api().get(`${academy}/tills/loc-arguelles`).set(staff).expect(200)).body as TillState;
      expect(session).toMatchObject({ status: 'open', float: { countedCents: 5000 } });
    });

    it('has courses paid at its till on the students’ timelines, with their orders, tickets and figures', async () => {
      const timeline = (
        await api().get(`${academy}/crm/clients/client-05/timeline`).query({ pageSize: 100 }).set(staff)
      ).body as TimelinePage;
      const kinds = timeline.items.map((entry) => entry.kind);
      expect(kinds.at(-1)).toBe('client-created');
      expect(kinds).toEqual(expect.arrayContaining(['order-paid', 'enrolment', 'attendance']));
      const stored = (
        await adminDb()
          .doc(`organizations/${ACADEMY}/${ELEARNING_COLLECTIONS.enrolments}/course-ingles-b1_client-05`)
          .get()
      ).data()!;
      expect(kinds.filter((kind) => kind === 'attendance')).toHaveLength(Object.keys(stored.attendance).length);
      const paid = timeline.items.find((entry) => entry.kind === 'order-paid')!;
      expect(stored.origin).toEqual({ kind: 'sale', orderId: paid.orderId, ticketCode: paid.ticketCode, packId: null });
      const order = (await api().get(`${academy}/orders/${paid.orderId!}`).set(staff)).body as Order;
      expect(order).toMatchObject({ status: 'paid', module: 'elearning', client: { id: 'client-05' } });
      expect(order.lines[0]).toMatchObject({
        kind: 'elearningCourse',
        refId: 'course-ingles-b1',
        enrols: [{ courseId: 'course-ingles-b1', title: 'Inglés B1 intensivo' }],
      });
      const ticket = await api().get(`${academy}/tickets/${paid.ticketCode!}`).set(staff);
      expect(ticket.status).toBe(200);
      expect((ticket.body as TicketDetail).ticket).toMatchObject({ totalCents: order.paidCents });
      // The location's series moved on past the last sale; each sale's day has its figures.
      const orders = await adminDb().collection(`organizations/${ACADEMY}/orders`).count().get();
      const series = await adminDb().doc(`organizations/${ACADEMY}/ticketSeries/AL`).get();
      expect(series.data()).toEqual({ next: orders.data().count + 1 });
      const figures = await adminDb()
        .doc(`organizations/${ACADEMY}/analyticsFigures/day_${order.date}_${order.locationId}`)
        .get();
      expect(figures.data()?.figures.sales.count).toBeGreaterThan(0);
    });

    // The e-learning API (issue 20).
    it('has three categories, six courses of every modality and a pack, which staff reads', async () => {
      const categories = (await list<CourseCategory>(`${elearning}/categories`)).items;
      expect(categories.map((c) => c.name).sort()).toEqual(['Cocina', 'Idiomas', 'Informática']);
      const courses = (await list<ElearningCourse>(`${elearning}/courses`)).items;
      expect(courses).toHaveLength(6);
      expect(new Set(courses.map((c) => c.modality))).toEqual(new Set(['online', 'presencial', 'mixta']));
      const categoryIds = new Set(categories.map((c) => c.id));
      for (const c of courses) {
        expect(categoryIds.has(c.categoryId), c.id).toBe(true);
        expect(c.minutes, c.id).toBe(courseMinutes(c));
        expect(c.lessonCount, c.id).toBe(lessonsOf(c).length);
        if (c.modality === 'online') expect(c.sessions, c.id).toEqual([]);
        else
          expect(
            c.sessions.every((s) => s.locationId === 'loc-arguelles'),
            c.id,
          ).toBe(true);
        if (c.modality === 'presencial') {
          expect(c.teacherId, c.id).not.toBeNull();
          expect(c.capacity, c.id).toBeGreaterThanOrEqual(12);
        }
        // Places taken: the enrolments not cancelled.
        const enrolments = await enrolmentsOf({ courseId: c.id });
        expect(c.enrolled, c.id).toBe(enrolments.filter((e) => e.state !== 'cancelled').length);
      }
      const [pack, ...otherPacks] = (await list<CoursePack>(`${elearning}/packs`)).items;
      expect(otherPacks).toEqual([]);
      const byId = new Map(courses.map((c) => [c.id, c]));
      expect(pack!.courseIds.every((id) => byId.has(id))).toBe(true);
      expect(pack!.priceCents).toBeLessThan(pack!.courseIds.reduce((sum, id) => sum + byId.get(id)!.priceCents, 0));
      // The pack sold at the till enrolled its buyer in each of its courses, from one order.
      const bought = await enrolmentsOf({ clientId: 'client-17' });
      expect(bought.map((e) => e.courseId).sort()).toEqual([...pack!.courseIds].sort());
      expect(
        new Set(bought.map((e) => e.origin.kind === 'sale' && `${e.origin.orderId} ${e.origin.packId}`)).size,
      ).toBe(1);
      expect(bought[0]!.origin).toMatchObject({ kind: 'sale', packId: pack!.id });
    });

    it('has a started group: attendance on the sessions gone by, lessons done, a pending place and a cancelled one', async () => {
      const group = await course('course-ingles-b1');
      const today = todayIn('Europe/Madrid');
      expect(group.sessions.some((s) => s.date < today) && group.sessions.some((s) => s.date > today)).toBe(true);
      const enrolments = await enrolmentsOf({ courseId: group.id });
      const count = (state: Enrolment['state']) => enrolments.filter((e) => e.state === state).length;
      expect([count('active'), count('pending'), count('cancelled')]).toEqual([10, 1, 1]);
      const marks: boolean[] = [];
      for (const enrolment of enrolments.filter((e) => e.state === 'active')) {
        const marked = group.sessions.filter((s) => s.id in enrolment.attendance);
        expect(
          marked.every((s) => s.date <= today),
          enrolment.id,
        ).toBe(true);
        expect(group.sessions.filter((s) => s.date < today).every((s) => s.id in enrolment.attendance)).toBe(true);
        marks.push(...Object.values(enrolment.attendance));
        expect(enrolment.progress, enrolment.id).toBe(progressOf(group, enrolment.lessonsDone));
        expect(enrolment.progress, enrolment.id).toBeLessThan(100);
      }
      // Most present, a few absent; students at different points of the syllabus.
      expect(marks.filter(Boolean).length / marks.length).toBeGreaterThan(0.7);
      expect(marks.filter((present) => !present).length).toBeGreaterThan(0);
      expect(
        new Set(enrolments.filter((e) => e.state === 'active').map((e) => e.lessonsDone.length)).size,
      ).toBeGreaterThan(1);
    });

    it('has certificates of a finished course, numbered in order, the counter at the last number', async () => {
      const finished = await course('course-cocina-italiana');
      expect(finished.sessions.at(-1)!.date < todayIn('Europe/Madrid')).toBe(true);
      const completed = (await enrolmentsOf({ courseId: finished.id })).filter((e) => e.state === 'completed');
      expect(completed).toHaveLength(2);
      const numbers = completed.map((e) => e.certificate!.number).sort();
      const year = Number(numbers[0]!.slice(5, 9));
      expect(numbers).toEqual([`CERT-${year}-000001`, `CERT-${year}-000002`]);
      for (const enrolment of completed) {
        expect(enrolment).toMatchObject({ progress: 100, certificate: { minutes: finished.minutes } });
        expect(enrolment.completedAt).not.toBeNull();
      }
      const counter = await adminDb()
        .doc(`organizations/${ACADEMY}/${ELEARNING_COLLECTIONS.counters}/certificates`)
        .get();
      expect(counter.data()).toEqual({ year, last: 2 });
    });

    it('stores exactly what the API stores: each document saved again through the API is unchanged', async () => {
      await expectSavedUnchanged(
        [
          { path: `${elearning}/categories`, collection: ELEARNING_COLLECTIONS.categories, body: strip },
          {
            path: `${elearning}/courses`,
            collection: ELEARNING_COLLECTIONS.courses,
            body: ({ priceCents, enrolled: _e, minutes: _m, lessonCount: _l, ...dto }: ElearningCourse) => ({
              ...strip(dto),
              price: centsToInput(priceCents),
            }),
          },
          {
            path: `${elearning}/packs`,
            collection: ELEARNING_COLLECTIONS.packs,
            body: ({ priceCents, ...dto }: CoursePack) => ({ ...strip(dto), price: centsToInput(priceCents) }),
          },
        ],
        manager,
        ACADEMY,
      );
    });
  });

  describe('the demo year of analytics', () => {
    it('has a year of paid orders that the API reads, with their tickets, and their day and month figures', async () => {
      const auth = await bearer('marcos@demo.example');
      for (const org of [ORG, SALON]) {
        const orders = await adminDb()
          .collection(`organizations/${org}/orders`)
          .where('ticketCodes', 'array-contains', 'DEMO-000001')
          .get();
        expect(orders.size).toBe(1);
        const [stored] = orders.docs;
        const order = await api().get(`/api/organizations/${org}/orders/${stored!.id}`).set(auth);
        expect(order.status).toBe(200);
        expect(order.body as Order).toMatchObject({ status: 'paid', dueCents: 0, ticketCodes: ['DEMO-000001'] });
        const ticket = await api().get(`/api/organizations/${org}/tickets/DEMO-000001`).set(auth);
        expect(ticket.status).toBe(200);
        expect((ticket.body as TicketDetail).order?.id).toBe(stored!.id);
        const { date, locationId } = order.body as Order;
        const figures = await adminDb().doc(`organizations/${org}/analyticsFigures/day_${date}_${locationId}`).get();
        expect(figures.data()?.figures.sales.count).toBeGreaterThan(0);
        const month = await adminDb()
          .doc(`organizations/${org}/analyticsFigures/month_${date.slice(0, 7)}_${locationId}`)
          .get();
        expect(month.data()?.figures.sales.count).toBeGreaterThan(figures.data()?.figures.sales.count);
      }
      // Ticket series of the locations untouched: the demo year has a series of its own.
      expect((await adminDb().doc(`organizations/${ORG}/ticketSeries/DEMO`).get()).exists).toBe(false);
    });
  });
});
