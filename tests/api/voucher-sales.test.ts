import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  formatVoucherCode,
  layoutTicket,
  type Category,
  type Coupon,
  type Dish,
  type Location,
  type Order,
  type Organization,
  type Page,
  type PaymentResult,
  type PromotionAccount,
  type PromotionMovement,
  type RegistrationRecord,
  type RefundResult,
  type TillReport,
} from '@plataforma/domain';
import { expireBalances } from '../../functions/src/modules/promotions/expiry';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * Issue 17: gift vouchers sold at the POS as a line (issued when the order is paid, not subject to VAT), refunds of
 * them, and the daily expiry of balances.
 */

let owner: Actor;
let manager: Actor;
let staff: Actor;
let org: Organization;
let root: string;
let location: Location;
let steak: Dish;

type Method = 'get' | 'post' | 'put' | 'delete';

async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const response = await api()[method](`${root}${path}`).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

const pay = (order: Order, body: object, key?: string) => {
  const request = api().post(`${root}/orders/${order.id}/payments`).set(staff.auth);
  return (key ? request.set('Idempotency-Key', key) : request).send(body);
};
const newOrder = (lines: object[]) => call<Order>(staff, 'post', '/orders', { locationId: location.id, lines }, 201);
const steakLine = { kind: 'dish', dishId: '', quantity: 1 };
const voucherLine = (amount: number | string) => ({ kind: 'voucher', amount });
const soldCode = (order: Order) => order.lines.find((line) => line.kind === 'voucher')!.voucher!.code;
const byCode = (code: string) => call<PromotionAccount>(staff, 'get', `/promotions/vouchers/by-code/${code}`);
const movementsOf = async (id: string) =>
  (await call<Page<PromotionMovement>>(staff, 'get', `/promotions/accounts/${id}/movements?pageSize=100`)).items;
const accounts = async () =>
  (await adminDb().collection(`organizations/${org.id}/promotionAccounts`).get()).docs.map((d) => d.data());

const COLLECTIONS = ['promotionAccounts', 'promotionMovements', 'promotionCodes', 'promotionCoupons'];

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  manager = await registeredUser('Marcos');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Bonos', ['restaurant', 'pos', 'crm', 'promotions']);
  await addMember(owner, org.id, manager, 'manager');
  await addMember(owner, org.id, staff, 'staff');
  root = `/api/organizations/${org.id}`;
  location = await createLocation(owner, org.id, { name: 'Centro', ticketSeries: 'BR' });
  const category = await call<Category>(owner, 'post', '/restaurant/categories', { name: 'Carnes' }, 201);
  steak = await call<Dish>(
    owner,
    'post',
    '/restaurant/dishes',
    { name: 'Entrecot', price: '22', categoryId: category.id, vatRate: 10 },
    201,
  );
  steakLine.dishId = steak.id;
  // VERI*FACTU on: every ticket gets its billing record.
  await call(owner, 'put', '', { fiscal: { businessName: 'Casa Bonos S.L.', taxId: 'B12345674' } });
  await call(owner, 'put', '/verifactu/settings', { mode: 'verifactu', environment: 'pruebas' });
});

beforeEach(async () => {
  for (const name of COLLECTIONS)
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

describe('a gift voucher sold as a line', () => {
  it('is outside VAT, issued by the closing payment with its code on the ticket, once on a retry', async () => {
    const order = await newOrder([steakLine, voucherLine('50,00')]);
    expect(order.totals).toEqual({
      totalCents: 7200,
      vat: [{ rate: 10, baseCents: 2000, vatCents: 200, grossCents: 2200 }],
      discountCents: 0,
      notSubjectCents: 5000,
    });
    const code = soldCode(order);
    expect(code).toMatch(/^[A-Z2-9]{12}$/);
    // Not a voucher until paid.
    expect((await api().get(`${root}/promotions/vouchers/by-code/${code}`).set(staff.auth)).status).toBe(404);
    const before = await call<TillReport>(staff, 'get', `/tills/${location.id}/report`);

    const first = await pay(order, { method: 'card' }, 'venta-bono-0001');
    const again = await pay(order, { method: 'card' }, 'venta-bono-0001');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.status).toBe(201);
    const { ticket, payment } = first.body as PaymentResult;
    expect(again.body.payment.id).toBe(payment.id);
    expect(ticket).toMatchObject({ totalCents: 7200, notSubjectCents: 5000 });
    expect(ticket.vat).toEqual([{ rate: 10, baseCents: 2000, vatCents: 200, grossCents: 2200 }]);
    const printed = layoutTicket(ticket, 42).map((line) => line.text);
    expect(printed.join('\n')).toContain(`Código ${formatVoucherCode(code)}`);
    expect(printed.some((text) => text.startsWith('Bonos regalo, no sujeto a IVA') && text.endsWith('50,00'))).toBe(
      true,
    );

    const voucher = await byCode(code);
    expect(voucher).toMatchObject({ kind: 'voucher', balance: 5000, initial: 5000, status: 'active', client: null });
    expect(voucher.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await movementsOf(voucher.id)).toMatchObject([
      {
        kind: 'issue',
        units: 5000,
        cause: { type: 'order', orderId: order.id, paymentId: payment.id, ticketCode: ticket.code },
      },
    ]);
    expect(await accounts()).toHaveLength(1);

    // The billing record: the VAT row of the steak, the voucher as an amount not subject; the tax counted once.
    const records = (await adminDb().collection(`organizations/${org.id}/billingRecords`).get()).docs
      .map((d) => d.data() as RegistrationRecord)
      .filter((r) => r.ticketCode === ticket.code);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      vat: [{ rate: 10, baseCents: 2000, taxCents: 200 }],
      notSubjectCents: 5000,
      totalTaxCents: 200,
      totalCents: 7200,
    });

    // The till: the sale in the total, the voucher in its own category and in no VAT row.
    const after = await call<TillReport>(staff, 'get', `/tills/${location.id}/report`);
    expect(after.sales.totalCents - before.sales.totalCents).toBe(7200);
    const vatOf = (report: TillReport) => report.vat.reduce((sum, row) => sum + row.grossCents, 0);
    expect(vatOf(after) - vatOf(before)).toBe(2200);
    expect(after.categories.find((c) => c.name === 'Bonos regalo')?.totalCents).toBe(5000);
  });

  it('is for the order client, and then pays another order', async () => {
    const client = await call<{ id: string }>(
      staff,
      'post',
      '/crm/clients',
      { firstName: 'Marta', lastName: 'Ruiz' },
      201,
    );
    const order = await newOrder([voucherLine(30)]);
    await call(staff, 'put', `/orders/${order.id}/client`, { clientId: client.id });
    expect((await pay(order, { method: 'cash', tendered: 30 })).status).toBe(201);
    const voucher = await byCode(soldCode(order));
    expect(voucher.client).toMatchObject({ id: client.id, name: 'Marta Ruiz' });

    const dinner = await newOrder([steakLine]);
    const paid = await pay(dinner, {
      method: 'card',
      tenders: [{ kind: 'voucher', code: formatVoucherCode(soldCode(order)), amount: 22 }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await byCode(soldCode(order))).balance).toBe(800);
  });

  it('is not paid with a voucher, and no coupon nor discount reduces it', async () => {
    const other = await call<PromotionAccount>(manager, 'post', '/promotions/vouchers', { amount: 100 }, 201);
    const order = await newOrder([steakLine, voucherLine(50)]);
    const withVoucher = await pay(order, {
      method: 'card',
      tenders: [{ kind: 'voucher', code: other.code, amount: 30 }],
    });
    expect(withVoucher.status).toBe(400);
    expect(withVoucher.body.error.fields).toEqual({ tenders: 'Un bono regalo no se puede pagar con otro bono' });

    await call<Coupon>(manager, 'post', '/promotions/coupons', { code: 'DIEZ', type: 'percentage', value: 10 }, 201);
    const discounted = await call<Order>(staff, 'put', `/orders/${order.id}/coupon`, { code: 'diez' });
    expect(discounted.totals).toMatchObject({ totalCents: 6980, discountCents: 220, notSubjectCents: 5000 });
    expect(discounted.totals.vat).toEqual([{ rate: 10, baseCents: 1800, vatCents: 180, grossCents: 1980 }]);
    // A manager's discount larger than the food is capped at the food.
    const capped = await call<Order>(manager, 'post', `/orders/${order.id}/lines`, {
      lines: [{ kind: 'discount', name: 'Invitación', amount: 100 }],
    });
    expect(capped.totals).toMatchObject({ totalCents: 5000, notSubjectCents: 5000 });
    // The voucher part of what is due may go on a voucher only up to the food: none is left.
    const paid = await pay(capped, { method: 'card' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((paid.body as PaymentResult).ticket).toMatchObject({ totalCents: 5000, notSubjectCents: 5000, vat: [] });
    expect((await byCode(soldCode(order))).balance).toBe(5000);
  });

  it('refuses a bad amount, and an even split of its order', async () => {
    const bad = await api()
      .post(`${root}/orders`)
      .set(staff.auth)
      .send({ locationId: location.id, lines: [voucherLine(0)] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ 'lines.0.amount': 'El importe debe ser mayor que cero' });
    const order = await newOrder([steakLine, voucherLine(20)]);
    const split = await pay(order, { method: 'card', split: { parts: 2, part: 1 } });
    expect(split.status, JSON.stringify(split.body)).toBe(400);
    expect(split.body.error.fields).toEqual({
      split: 'Un pedido con un bono regalo no se divide a partes iguales: cóbralo por líneas',
    });
    expect(await accounts()).toHaveLength(0);
  });
});

describe('refunding a voucher sold', () => {
  const refund = (order: Order, lineId: string) =>
    api()
      .post(`${root}/orders/${order.id}/refunds`)
      .set(manager.auth)
      .send({ lines: [{ lineId, quantity: 1 }], reason: 'Se arrepiente' });

  it('cancels it while unspent; refuses (409, nothing written) once any of it was used', async () => {
    const unspent = await newOrder([voucherLine(40)]);
    const paid = (await pay(unspent, { method: 'cash', tendered: 40 })).body as PaymentResult;
    const line = paid.order.lines[0]!;
    const response = await refund(unspent, line.id);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { refund: made, ticket } = response.body as RefundResult;
    expect(made).toMatchObject({ amountCents: 4000, cashCents: 4000 });
    expect(made.tenders).toBeUndefined();
    expect(ticket).toMatchObject({ totalCents: -4000, notSubjectCents: -4000, vat: [] });
    const cancelled = await byCode(soldCode(unspent));
    expect(cancelled).toMatchObject({ status: 'cancelled', balance: 0 });
    expect((await movementsOf(cancelled.id))[0]).toMatchObject({
      kind: 'cancel',
      units: -4000,
      cause: { type: 'order', orderId: unspent.id, refundId: made.id },
    });

    const spent = await newOrder([voucherLine(40)]);
    const sold = (await pay(spent, { method: 'card' })).body as PaymentResult;
    const dinner = await newOrder([steakLine]);
    expect(
      (await pay(dinner, { method: 'card', tenders: [{ kind: 'voucher', code: soldCode(spent), amount: 5 }] })).status,
    ).toBe(201);
    const ordersBefore = (await adminDb().doc(`organizations/${org.id}/orders/${spent.id}`).get()).data();
    const refused = await refund(spent, sold.order.lines[0]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'voucher-spent',
      message: 'El bono regalo vendido ya se ha usado (o ajustado): no se puede devolver',
    });
    expect((await adminDb().doc(`organizations/${org.id}/orders/${spent.id}`).get()).data()).toEqual(ordersBefore);
    expect((await byCode(soldCode(spent))).balance).toBe(3500);
  });

  it('a refund and a payment with the voucher at once: exactly one of them goes through', async () => {
    const sold = await newOrder([voucherLine(20)]);
    const paid = (await pay(sold, { method: 'card' })).body as PaymentResult;
    const dinner = await newOrder([steakLine]);
    const [refunded, redeemed] = await Promise.all([
      refund(sold, paid.order.lines[0]!.id),
      pay(dinner, { method: 'card', tenders: [{ kind: 'voucher', code: soldCode(sold), amount: 20 }] }),
    ]);
    expect([refunded.status, redeemed.status].sort()).toEqual([201, 409]);
    const voucher = await byCode(soldCode(sold));
    const moves = await movementsOf(voucher.id);
    expect(voucher.balance).toBe(0);
    expect(moves.reduce((sum, m) => sum + m.units, 0)).toBe(0);
    expect(moves.map((m) => m.kind).sort()).toEqual(
      refunded.status === 201 ? ['cancel', 'issue'] : ['issue', 'redeem'],
    );
  });

  it('with promotions off, neither sells, nor pays, nor refunds a voucher line (403)', async () => {
    const sold = await newOrder([voucherLine(10)]);
    const paid = (await pay(sold, { method: 'card' })).body as PaymentResult;
    const order = await newOrder([steakLine, voucherLine(10)]);
    await call(owner, 'delete', '/modules/promotions');
    try {
      expect((await pay(order, { method: 'card' })).status).toBe(403);
      const sell = await api()
        .post(`${root}/orders`)
        .set(staff.auth)
        .send({ locationId: location.id, lines: [voucherLine(10)] });
      expect(sell.status).toBe(403);
      expect((await refund(sold, paid.order.lines[0]!.id)).status).toBe(403);
    } finally {
      await call(owner, 'post', '/modules', { moduleType: 'promotions' });
    }
    expect(await accounts()).toHaveLength(1);
  });
});

describe('the daily expiry', () => {
  it('expires what is left past the last valid day, once however often it runs', async () => {
    const issue = (body: object) => call<PromotionAccount>(manager, 'post', '/promotions/vouchers', body, 201);
    const old = await issue({ amount: 25, expiresOn: '2020-01-31' });
    const current = await issue({ amount: 25, expiresOn: '2099-12-31' });
    const forever = await issue({ amount: 25 });
    const emptied = await issue({ amount: 10, expiresOn: '2020-01-31' });
    await call(manager, 'post', `/promotions/vouchers/${emptied.id}/adjust`, {
      direction: 'remove',
      amount: 10,
      reason: 'Usado en papel',
    });

    const [first, second] = [await expireBalances(), await expireBalances()];
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(second.expired).toBe(0);
    const expired = await call<PromotionAccount>(staff, 'get', `/promotions/vouchers/${old.id}`);
    expect(expired).toMatchObject({ balance: 0, expired: true, status: 'active' });
    const moves = await movementsOf(old.id);
    expect(moves.filter((m) => m.kind === 'expire')).toEqual([
      expect.objectContaining({ units: -2500, balanceAfter: 0, cause: { type: 'expiry', expiresOn: '2020-01-31' } }),
    ]);
    expect(moves.reduce((sum, m) => sum + m.units, 0)).toBe(0);
    for (const id of [current.id, forever.id])
      expect((await call<PromotionAccount>(staff, 'get', `/promotions/vouchers/${id}`)).balance).toBe(2500);
    expect((await movementsOf(emptied.id)).some((m) => m.kind === 'expire')).toBe(false);
    // Nothing is left for the next run to read again.
    const due = await adminDb()
      .collection(`organizations/${org.id}/promotionAccounts`)
      .where('expiryDue', '<', '2099-12-31')
      .get();
    expect(due.size).toBe(0);
  });

  it('two runs at once write one movement', async () => {
    const old = await call<PromotionAccount>(
      manager,
      'post',
      '/promotions/vouchers',
      { amount: 12, expiresOn: '2021-06-30' },
      201,
    );
    await Promise.all([expireBalances(), expireBalances(), expireBalances()]);
    const moves = await movementsOf(old.id);
    expect(moves.filter((m) => m.kind === 'expire')).toHaveLength(1);
    expect((await call<PromotionAccount>(staff, 'get', `/promotions/vouchers/${old.id}`)).balance).toBe(0);
  });
});
