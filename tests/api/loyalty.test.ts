import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CardProgram,
  Category,
  Client,
  Dish,
  Liability,
  Location,
  Order,
  Organization,
  Page,
  PaymentResult,
  PromotionAccount,
  PromotionMovement,
  RefundResult,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/** Issue 17: loyalty programs, a client's card, points earned when an order of theirs is paid, taken back on refund. */

let owner: Actor;
let manager: Actor;
let staff: Actor;
let org: Organization;
let root: string;
let base: string;
let location: Location;
let dishes: Dish[];

type Method = 'get' | 'post' | 'put' | 'delete';

async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const url = `${path.startsWith('/api') ? '' : base}${path}`;
  const response = await api()[method](url).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

async function refused(actor: Actor, method: Method, path: string, body?: object) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  return { status: response.status, ...(response.body.error as { code: string; message: string; fields?: object }) };
}

const COLLECTIONS = ['promotionAccounts', 'promotionMovements', 'promotionCodes', 'promotionPrograms', 'clients'];
async function stored() {
  const all: Record<string, unknown> = {};
  for (const name of COLLECTIONS)
    for (const doc of (await adminDb().collection(`organizations/${org.id}/${name}`).get()).docs)
      all[doc.ref.path] = doc.data();
  return all;
}

const POINTS = {
  name: 'Club Casa Lola',
  kind: 'points',
  pointsPerEuro: 2,
  pointValue: '0,05',
  rewards: [{ name: 'Postre gratis', threshold: 40, type: 'item', itemId: 'flan' }],
};
const program = (body: object = POINTS) => call<CardProgram>(manager, 'post', '/cards', body, 201);
const newClient = (firstName = 'Clara') =>
  call<Client>(staff, 'post', `${root}/crm/clients`, { firstName, lastName: 'Sol' }, 201);
const join = (programId: string, clientId: string) =>
  call<PromotionAccount>(staff, 'post', `/cards/${programId}/members`, { clientId }, 201);
const card = async (clientId: string, programId: string) =>
  (await call<PromotionAccount[]>(staff, 'get', `/clients/${clientId}/cards`)).find((c) => c.programId === programId)!;
const movements = (accountId: string) =>
  call<Page<PromotionMovement>>(staff, 'get', `/accounts/${accountId}/movements?pageSize=100`);

/** An open order of an Entrecot (20 €) and a Flan (5 €), for a client or none. */
async function newOrder(clientId: string | null) {
  const order = await call<Order>(
    staff,
    'post',
    `${root}/orders`,
    { locationId: location.id, lines: dishes.map((dish) => ({ kind: 'dish', dishId: dish.id, quantity: 1 })) },
    201,
  );
  return clientId ? call<Order>(staff, 'put', `${root}/orders/${order.id}/client`, { clientId }) : order;
}
const pay = (order: Order, body: object, key?: string) => {
  const request = api().post(`${root}/orders/${order.id}/payments`).set(staff.auth);
  return (key ? request.set('Idempotency-Key', key) : request).send(body);
};

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  manager = await registeredUser('Marcos');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'crm', 'promotions']);
  await addMember(owner, org.id, manager, 'manager');
  await addMember(owner, org.id, staff, 'staff');
  root = `/api/organizations/${org.id}`;
  base = `${root}/promotions`;
  location = await createLocation(owner, org.id, { name: 'Centro', ticketSeries: 'L' });
  const category = await call<Category>(owner, 'post', `${root}/restaurant/categories`, { name: 'Carnes' }, 201);
  const dish = (name: string, price: string) =>
    call<Dish>(owner, 'post', `${root}/restaurant/dishes`, { name, price, categoryId: category.id }, 201);
  dishes = [await dish('Entrecot', '20'), await dish('Flan', '5')];
});

beforeEach(async () => {
  for (const name of COLLECTIONS)
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

describe('loyalty programs', () => {
  it('managers create and edit them, rewards keep their ids; staff only read', async () => {
    const made = await program();
    expect(made).toMatchObject({ name: 'Club Casa Lola', kind: 'points', pointsPerEuro: 2, pointValueCents: 5 });
    expect(made.rewards).toEqual([
      { id: expect.any(String), name: 'Postre gratis', threshold: 40, type: 'item', amountCents: 0, itemId: 'flan' },
    ]);
    const edited = await call<CardProgram>(manager, 'put', `/cards/${made.id}`, {
      ...POINTS,
      rewards: [
        { ...POINTS.rewards[0], id: made.rewards[0]!.id },
        { name: '5 € menos', threshold: 100, type: 'discount', amount: 5 },
      ],
    });
    expect(edited.rewards.map((r) => [r.id, r.amountCents])).toEqual([
      [made.rewards[0]!.id, 0],
      [expect.any(String), 500],
    ]);
    expect((await call<Page<CardProgram>>(staff, 'get', '/cards')).items.map((p) => p.id)).toEqual([made.id]);
    expect((await refused(staff, 'post', '/cards', POINTS)).status).toBe(403);
    const stamps = await program({ name: 'Sellos', kind: 'stamps' });
    expect(stamps).toMatchObject({ kind: 'stamps', pointsPerEuro: 0, pointValueCents: 0, active: true });
  });

  it('refuses bad bodies with Spanish field messages, writing nothing', async () => {
    const before = await stored();
    const bad = await refused(manager, 'post', '/cards', {
      name: '',
      kind: 'points',
      rewards: [
        { name: 'Descuento', threshold: 10, type: 'discount' },
        { name: 'Regalo', threshold: 0, type: 'item' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toMatchObject({
      name: expect.any(String),
      'rewards.0.amount': 'El importe debe ser mayor que cero',
      'rewards.1.threshold': expect.any(String),
      'rewards.1.itemId': 'Elige el artículo de regalo',
    });
    expect(await stored()).toEqual(before);
  });

  it('a program with cards is not deleted; one without is', async () => {
    const kept = await program();
    const client = await newClient();
    await join(kept.id, client.id);
    const refusal = await refused(manager, 'delete', `/cards/${kept.id}`);
    expect(refusal).toMatchObject({ status: 409, code: 'in-use' });
    expect(refusal.message).toContain('desactívalo');
    const empty = await program({ name: 'Vacío', kind: 'stamps' });
    await call(manager, 'delete', `/cards/${empty.id}`, undefined, 204);
  });
});

describe('a client joins a program', () => {
  it('opens one card per client and program, at zero, worth the point value; lists the client cards', async () => {
    const club = await program();
    const client = await newClient();
    const joined = await join(club.id, client.id);
    expect(joined).toMatchObject({
      kind: 'points',
      balance: 0,
      unitValueCents: 5,
      programId: club.id,
      client: { id: client.id, name: 'Clara Sol' },
      code: '',
    });
    const again = await refused(staff, 'post', `/cards/${club.id}/members`, { clientId: client.id });
    expect(again).toMatchObject({ status: 409, code: 'card-already-joined' });
    expect(again.message).toBe('Este cliente ya tiene la tarjeta de este programa');
    expect(await call<PromotionAccount[]>(staff, 'get', `/clients/${client.id}/cards`)).toEqual([joined]);
  });

  it("lists a program's members, newest first, with their balances; 404 for an unknown program", async () => {
    const club = await program();
    const other = await program({ name: 'Sellos', kind: 'stamps' });
    const clara = await newClient('Clara');
    const bruno = await newClient('Bruno');
    await join(club.id, clara.id);
    await join(club.id, bruno.id);
    await join(other.id, clara.id);
    expect((await pay(await newOrder(clara.id), { method: 'card' })).status).toBe(201);
    const members = await call<Page<PromotionAccount>>(staff, 'get', `/cards/${club.id}/members`);
    expect(members.total).toBe(2);
    expect(members.items.map((m) => [m.client?.name, m.balance])).toEqual([
      ['Bruno Sol', 0],
      ['Clara Sol', 50],
    ]);
    const page = await call<Page<PromotionAccount>>(staff, 'get', `/cards/${club.id}/members?pageSize=1&page=2`);
    expect(page.items.map((m) => m.client?.name)).toEqual(['Clara Sol']);
    expect((await refused(staff, 'get', '/cards/nada/members')).status).toBe(404);
    expect((await refused(staff, 'get', `/cards/${club.id}/members?pageSize=0`)).status).toBe(400);
  });

  it('two joins at once: one card', async () => {
    const club = await program();
    const client = await newClient();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api().post(`${base}/cards/${club.id}/members`).set(staff.auth).send({ clientId: client.id }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await call<PromotionAccount[]>(staff, 'get', `/clients/${client.id}/cards`)).toHaveLength(1);
  });

  it('refuses an unknown program or client, a switched-off program, a bad body', async () => {
    const club = await program({ ...POINTS, active: false });
    const client = await newClient();
    const before = await stored();
    expect((await refused(staff, 'post', `/cards/nada/members`, { clientId: client.id })).status).toBe(404);
    expect((await refused(staff, 'post', `/cards/${club.id}/members`, { clientId: 'nadie' })).status).toBe(404);
    const off = await refused(staff, 'post', `/cards/${club.id}/members`, { clientId: client.id });
    expect(off).toMatchObject({ status: 409, message: 'Este programa de fidelización está desactivado' });
    const bad = await refused(staff, 'post', `/cards/${club.id}/members`, {});
    expect(bad.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('a client with a card is not deleted; a merge moves the card; an erase keeps the points without the person', async () => {
    const club = await program();
    const client = await newClient();
    const joined = await join(club.id, client.id);
    const crm = `${root}/crm/clients`;
    const deleted = await api().delete(`${crm}/${client.id}`).set(manager.auth);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toContain('tarjeta de fidelización');
    const kept = await newClient('Clarita');
    await call(manager, 'post', `${crm}/${kept.id}/merge`, { otherId: client.id });
    expect((await card(kept.id, club.id)).id).toBe(joined.id);
    // The card's key followed it: the client kept cannot open a second card of the program.
    const second = await refused(staff, 'post', `/cards/${club.id}/members`, { clientId: kept.id });
    expect(second.code).toBe('card-already-joined');
    await call(manager, 'post', `${crm}/${kept.id}/erase`, undefined, 204);
    expect(await call<PromotionAccount[]>(staff, 'get', `/clients/${kept.id}/cards`)).toEqual([]);
  });
});

describe('earning on a paid order', () => {
  it('an order with a client earns per whole euro paid, an earn movement tied to the payment', async () => {
    const club = await program();
    const stamps = await program({ name: 'Sellos', kind: 'stamps' });
    const client = await newClient();
    const points = await join(club.id, client.id);
    const stamp = await join(stamps.id, client.id);
    const order = await newOrder(client.id);
    const paid = await pay(order, { method: 'card' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const { payment, ticket } = paid.body as PaymentResult;
    expect((await card(client.id, club.id)).balance).toBe(50);
    expect((await card(client.id, stamps.id)).balance).toBe(1);
    expect((await movements(points.id)).items).toEqual([
      expect.objectContaining({
        kind: 'earn',
        units: 50,
        balanceAfter: 50,
        cause: { type: 'order', orderId: order.id, paymentId: payment.id, ticketCode: ticket.code },
      }),
    ]);
    expect((await movements(stamp.id)).items.map((m) => m.units)).toEqual([1]);
    // What the cards earned stays on the order, for the ticket: answered with the payment and stored.
    const loyalty = [
      { accountId: points.id, program: 'Club Casa Lola', kind: 'points', earned: 50, spent: 0, balance: 50 },
      { accountId: stamp.id, program: 'Sellos', kind: 'stamps', earned: 1, spent: 0, balance: 1 },
    ];
    expect((paid.body as PaymentResult).order.loyalty).toEqual(expect.arrayContaining(loyalty));
    expect((paid.body as PaymentResult).order.loyalty).toHaveLength(2);
    // The answered ticket prints them (without the card ids).
    expect(ticket.loyalty).toEqual(expect.arrayContaining(loyalty.map(({ accountId: _id, ...printed }) => printed)));
    expect((await call<Order>(staff, 'get', `${root}/orders/${order.id}`)).loyalty).toEqual(
      (paid.body as PaymentResult).order.loyalty,
    );
  });

  it('earns nothing without a client, nor on a program switched off, nor before the order is paid in full', async () => {
    const club = await program();
    const client = await newClient();
    const points = await join(club.id, client.id);
    const anonymous = await newOrder(null);
    const sold = await pay(anonymous, { method: 'cash' });
    expect(sold.status).toBe(201);
    expect((sold.body as PaymentResult).order.loyalty).toBeUndefined();
    expect((sold.body as PaymentResult).ticket.loyalty).toBeUndefined();
    const order = await newOrder(client.id);
    const flan = order.lines.find((l) => l.refId === dishes[1]!.id)!;
    expect((await pay(order, { method: 'cash', lineIds: [flan.id] })).status).toBe(201);
    expect((await card(client.id, club.id)).balance).toBe(0);
    await call(manager, 'put', `/cards/${club.id}`, { ...POINTS, active: false });
    expect((await pay(order, { method: 'cash' })).status).toBe(201);
    expect((await movements(points.id)).items).toEqual([]);
  });

  it('a payment retried with the same Idempotency-Key earns once', async () => {
    const club = await program();
    const client = await newClient();
    const points = await join(club.id, client.id);
    const order = await newOrder(client.id);
    const first = await pay(order, { method: 'card' }, 'pago-puntos-0001');
    const again = await pay(order, { method: 'card' }, 'pago-puntos-0001');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await movements(points.id)).items).toHaveLength(1);
    expect((await card(client.id, club.id)).balance).toBe(50);
  });

  it('the part a gift voucher paid earns nothing', async () => {
    const club = await program();
    const client = await newClient();
    await join(club.id, client.id);
    const voucher = await call<PromotionAccount>(manager, 'post', '/vouchers', { amount: '10,50' }, 201);
    const order = await newOrder(client.id);
    const paid = await pay(order, {
      method: 'cash',
      tenders: [{ kind: 'voucher', code: voucher.code, amount: '10,50' }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // 25 € - 10,50 € = 14,50 € in money: 14 whole euros, 28 points.
    expect((await card(client.id, club.id)).balance).toBe(28);
  });

  it('a refund takes back what its part earned, never below zero; a stamp goes with a full refund', async () => {
    const club = await program();
    const stamps = await program({ name: 'Sellos', kind: 'stamps' });
    const client = await newClient();
    const points = await join(club.id, client.id);
    await join(stamps.id, client.id);
    const order = await newOrder(client.id);
    const paid = (await pay(order, { method: 'cash' })).body as PaymentResult;
    const [entrecot, flan] = dishes.map((d) => paid.order.lines.find((l) => l.refId === d.id)!);
    const refund = (lineId: string) =>
      call<RefundResult>(
        manager,
        'post',
        `${root}/orders/${order.id}/refunds`,
        { lines: [{ lineId, quantity: 1 }] },
        201,
      );
    const first = await refund(entrecot!.id);
    expect((await card(client.id, club.id)).balance).toBe(10);
    expect((await card(client.id, stamps.id)).balance).toBe(1);
    expect((await movements(points.id)).items[0]).toMatchObject({
      kind: 'refund',
      units: -40,
      balanceAfter: 10,
      cause: { type: 'order', orderId: order.id, refundId: first.refund.id, ticketCode: first.ticket.code },
    });
    // The points left are spent meanwhile (no route spends points yet: set directly): the refund takes what is left.
    await adminDb().doc(`organizations/${org.id}/promotionAccounts/${points.id}`).update({ balance: 4 });
    await refund(flan!.id);
    expect((await card(client.id, club.id)).balance).toBe(0);
    expect((await card(client.id, stamps.id)).balance).toBe(0);
  });
});

describe('the liability counts points at their euro value', () => {
  it('50 points of 5 cents: 2,50 €', async () => {
    const club = await program();
    const client = await newClient();
    await join(club.id, client.id);
    expect((await pay(await newOrder(client.id), { method: 'card' })).status).toBe(201);
    const owed = await call<Liability>(manager, 'get', '/liability');
    expect(owed.points).toEqual({ accounts: 1, units: 50, cents: 250 });
    expect(owed.totalCents).toBe(250);
  });
});

describe('with promotions off', () => {
  it('the routes answer 403, the till cannot redeem a reward', async () => {
    const other = await createOrganization(owner, 'Sin promociones', ['restaurant', 'pos', 'crm']);
    const path = `/api/organizations/${other.id}/promotions`;
    for (const [method, url] of [
      ['get', `${path}/cards`],
      ['post', `${path}/cards/x/members`],
      ['get', `${path}/cards/x/members`],
      ['get', `${path}/clients/x/cards`],
      ['put', `/api/organizations/${other.id}/orders/x/reward`],
    ] as const) {
      const body = url.endsWith('reward') ? { accountId: 'x', rewardId: 'y' } : { clientId: 'x' };
      const response = await api()[method](url).set(owner.auth).send(body);
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('module-disabled');
    }
  });
});

describe('redeeming a reward at the POS', () => {
  /** A client with a card of 50 points (a first order of 25 € paid), and the program's rewards. */
  async function cardWith50() {
    const club = await program({
      ...POINTS,
      rewards: [
        { name: '20 € menos', threshold: 40, type: 'discount', amount: 20 },
        { name: 'Flan gratis', threshold: 40, type: 'item', itemId: dishes[1]!.id },
        { name: 'Cena gratis', threshold: 500, type: 'discount', amount: 50 },
      ],
    });
    const client = await newClient();
    const joined = await join(club.id, client.id);
    expect((await pay(await newOrder(client.id), { method: 'card' })).status).toBe(201);
    const [discount, item, big] = club.rewards.map((r) => r.id);
    return { club, client, account: joined.id, discount: discount!, item: item!, big: big! };
  }
  const reward = (order: Order, body: object) =>
    api().put(`${root}/orders/${order.id}/reward`).set(staff.auth).send(body);

  it('prices the reward on the server and spends its points with the payment that closes the order', async () => {
    const { club, client, account, discount } = await cardWith50();
    const order = await newOrder(client.id);
    const priced = await reward(order, { accountId: account, rewardId: discount });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const line = (priced.body as Order).lines.find((l) => l.kind === 'discount')!;
    expect(line).toMatchObject({ name: '20 € menos', unitPriceCents: -2000 });
    expect((priced.body as Order).reward).toEqual({ accountId: account, rewardId: discount, lineId: line.id });
    expect((await movements(account)).items).toHaveLength(1);
    const paid = await pay(order, { method: 'cash' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const { payment } = paid.body as PaymentResult;
    // 50 - 40 spent + 10 earned on the 5 € paid in money.
    const items = (await movements(account)).items;
    expect(items.slice(0, 2).map((m) => [m.kind, m.units, m.balanceAfter, m.cause])).toEqual(
      expect.arrayContaining([
        ['redeem', -40, 10, expect.objectContaining({ orderId: order.id, paymentId: payment.id })],
        ['earn', 10, 20, expect.objectContaining({ orderId: order.id, paymentId: payment.id })],
      ]),
    );
    const balance = (await card(client.id, club.id)).balance;
    expect(balance).toBe(20);
    expect((paid.body as PaymentResult).order.loyalty).toEqual([
      { accountId: account, program: 'Club Casa Lola', kind: 'points', earned: 10, spent: 40, balance: 20 },
    ]);
    expect((paid.body as PaymentResult).ticket.loyalty).toEqual([
      { program: 'Club Casa Lola', kind: 'points', earned: 10, spent: 40, balance: 20 },
    ]);
    expect(items.reduce((sum, m) => sum + m.units, 0)).toBe(20);
  });

  it('refunding the whole order gives back the points its reward spent and takes back what it earned', async () => {
    const { club, client, account, discount } = await cardWith50();
    const order = await newOrder(client.id);
    expect((await reward(order, { accountId: account, rewardId: discount })).status).toBe(200);
    const paid = (await pay(order, { method: 'cash' })).body as PaymentResult;
    expect((await card(client.id, club.id)).balance).toBe(20);
    const lines = paid.order.lines
      .filter((l) => l.kind !== 'discount')
      .map((l) => ({ lineId: l.id, quantity: l.quantity }));
    const back = await call<RefundResult>(manager, 'post', `${root}/orders/${order.id}/refunds`, { lines }, 201);
    // 20 - 10 earned + 40 given back.
    expect((await card(client.id, club.id)).balance).toBe(50);
    expect((await movements(account)).items[0]).toMatchObject({
      kind: 'refund',
      units: 30,
      balanceAfter: 50,
      cause: { type: 'order', orderId: order.id, refundId: back.refund.id },
    });
  });

  it('a free item is one unit of it off; it can be taken off the order', async () => {
    const { client, account, item } = await cardWith50();
    const order = await newOrder(client.id);
    const priced = await reward(order, { accountId: account, rewardId: item });
    expect((priced.body as Order).lines.find((l) => l.kind === 'discount')?.unitPriceCents).toBe(-500);
    const removed = await call<Order>(staff, 'delete', `${root}/orders/${order.id}/reward`);
    expect(removed.lines.some((l) => l.kind === 'discount')).toBe(false);
    expect((await pay(order, { method: 'card' })).status).toBe(201);
    expect((await movements(account)).items.some((m) => m.kind === 'redeem')).toBe(false);
  });

  it('says why a reward does not apply, in Spanish, writing nothing', async () => {
    const { client, account, item, big } = await cardWith50();
    const order = await newOrder(client.id);
    const anonymous = await newOrder(null);
    const flanless = await call<Order>(
      staff,
      'post',
      `${root}/orders`,
      { locationId: location.id, lines: [{ kind: 'dish', dishId: dishes[0]!.id, quantity: 1 }] },
      201,
    );
    await call(staff, 'put', `${root}/orders/${flanless.id}/client`, { clientId: client.id });
    const before = await stored();
    const cases = [
      [order, { accountId: account, rewardId: big }, 'La tarjeta no tiene puntos suficientes para este premio'],
      [order, { accountId: account, rewardId: 'nada' }, 'Este premio no existe en la tarjeta del cliente'],
      [order, { accountId: 'nada', rewardId: item }, 'Este premio no existe en la tarjeta del cliente'],
      [anonymous, { accountId: account, rewardId: item }, 'Este premio no existe en la tarjeta del cliente'],
      [flanless, { accountId: account, rewardId: item }, 'El artículo de regalo no está en el pedido'],
    ] as const;
    for (const [target, body, message] of cases) {
      const answer = await reward(target, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await reward(order, { accountId: account })).status).toBe(400);
    expect(await stored()).toEqual(before);
    expect((await call<Order>(staff, 'get', `${root}/orders/${order.id}`)).lines).toHaveLength(2);
  });

  it('five tills redeeming the same points at once: one succeeds, the others 409 with nothing written', async () => {
    const { client, account, discount } = await cardWith50();
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const order = await newOrder(client.id);
      expect((await reward(order, { accountId: account, rewardId: discount })).status).toBe(200);
      orders.push(order);
    }
    const answers = await Promise.all(orders.map((order) => pay(order, { method: 'card' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refusedOnes = answers.filter((a) => a.status !== 201);
    expect(refusedOnes.map((a) => [a.status, a.body.error.code])).toEqual(
      Array.from({ length: 4 }, () => [409, 'reward-points-spent']),
    );
    expect(refusedOnes[0]!.body.error.message).toBe('Los puntos de la tarjeta ya no llegan para este premio');
    const items = (await movements(account)).items;
    expect(items.filter((m) => m.kind === 'redeem')).toHaveLength(1);
    const account_ = await adminDb().doc(`organizations/${org.id}/promotionAccounts/${account}`).get();
    expect(account_.data()!.balance).toBe(20);
    expect(items.reduce((sum, m) => sum + m.units, 0)).toBe(20);
  });
});
