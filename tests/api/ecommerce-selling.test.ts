import { beforeAll, describe, expect, it } from 'vitest';
import {
  stockIdOf,
  type EcommercePosCatalog,
  type Fulfilment,
  type Location,
  type Organization,
  type Page,
  type PaymentResult,
  type Product,
  type ProductBody,
  type RefundResult,
  type SellableItem,
  type ShopPack,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';
import {
  addStock,
  barcode,
  createModifierGroup,
  createProduct,
  createShopCategory,
  createShopPack,
  movementsOf,
  stockOf,
  variantOf,
} from '../support/shop';

/**
 * Issue 19: the shop's sales through the sales core: products (a variant, modifiers) and packs priced from the
 * catalogue, every tracked stock item they take booked as a movement and never below zero (exactly what is left under
 * concurrency, a pack never sold when a component is out), refunds giving stock back when asked, and the fulfilment
 * each paid order gets (a counter sale born 'entregado').
 */

let owner: Actor;
let staff: Actor;
let org: Organization;
let root: string;
let location: Location;
let categoryId: string;
let wrapGroup: string;
let engraving: string;

type Method = 'get' | 'post' | 'put' | 'delete';
async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const response = await api()[method](`${root}${path}`).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

/** A refund by the owner (who may authorise it alone). */
const refund = (path: string, body: object) => call<RefundResult>(owner, 'post', path, body, 201);

const quickSale = (body: object, actor = staff) =>
  api()
    .post(`${root}/orders/quick-sale`)
    .set(actor.auth)
    .send({ module: 'ecommerce', locationId: location.id, payment: { method: 'card' }, ...body });

async function sold(lines: object[], extra: object = {}): Promise<PaymentResult> {
  const response = await quickSale({ lines, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as PaymentResult;
}

/** A T-shirt in two sizes and two colours (M/Rojo at its own price, L/Rojo off sale), with gift wrap and engraving. */
type Shirt = Product & { mr: string; la: string; old: string };
async function tShirt(): Promise<Shirt> {
  const product = await createProduct(owner, org.id, {
    name: 'Camiseta',
    categoryId,
    price: 20,
    options: [
      { name: 'Talla', values: ['M', 'L'] },
      { name: 'Color', values: ['Rojo', 'Azul'] },
    ],
    variants: [
      { values: ['M', 'Rojo'], sku: `CAM-MR-${++shirts}`, barcode: barcode(), price: 25 },
      { values: ['L', 'Azul'], barcode: barcode() },
      { values: ['L', 'Rojo'], active: false },
    ],
    modifierGroupIds: [wrapGroup, engraving],
  });
  const variant = (...values: string[]) => variantOf(product, ...values);
  return { ...product, mr: variant('M', 'Rojo'), la: variant('L', 'Azul'), old: variant('L', 'Rojo') };
}
let shirts = 0;

/** A product without variants with `units` in stock. */
async function simple(name: string, units: number, fields: Partial<ProductBody> = {}): Promise<Product> {
  const product = await createProduct(owner, org.id, { name, categoryId, price: 10, ...fields });
  if (units > 0) await addStock(owner, org.id, product.id, units);
  return product;
}

const productLine = (product: Product, fields: object = {}) => ({
  kind: 'product',
  productId: product.id,
  quantity: 1,
  ...fields,
});
const packLine = (pack: ShopPack, fields: object = {}) => ({
  kind: 'productPack',
  packId: pack.id,
  quantity: 1,
  ...fields,
});
const refundAll = (result: PaymentResult, restock: boolean) => ({
  lines: result.order.lines.map((line) => ({ lineId: line.id, quantity: line.quantity })),
  reason: 'Devolución',
  restock,
});

beforeAll(async () => {
  await clearEmulators();
  ({ owner, staff, org } = await organizationTeam('Tienda Prueba', ['ecommerce', 'pos', 'crm', 'promotions']));
  root = `/api/organizations/${org.id}`;
  location = await createLocation(owner, org.id, { name: 'Tienda', ticketSeries: 'TD' });
  categoryId = await createShopCategory(owner, org.id, 'Ropa');
  wrapGroup = (
    await createModifierGroup(owner, org.id, {
      name: 'Envoltorio',
      min: 0,
      max: 1,
      options: [
        { id: 'regalo', name: 'Papel de regalo', priceDelta: 2 },
        { id: 'caja', name: 'Caja', priceDelta: 5, available: false },
      ],
    })
  ).id;
  engraving = (
    await createModifierGroup(owner, org.id, {
      name: 'Grabado',
      min: 0,
      max: 1,
      options: [{ id: 'iniciales', name: 'Iniciales' }],
    })
  ).id;
});

describe('selling a product', () => {
  it('prices a variant with its modifiers, takes its stock and books the sale', async () => {
    const shirt = await tShirt();
    const stockId = stockIdOf(shirt.id, shirt.mr);
    await addStock(owner, org.id, stockId, 10);
    const { order, ticket } = await sold([
      productLine(shirt, {
        variantId: shirt.mr,
        quantity: 2,
        modifiers: [
          { groupId: wrapGroup, optionIds: ['regalo'] },
          { groupId: engraving, optionIds: ['iniciales'] },
        ],
        notes: 'Iniciales: AB',
      }),
    ]);
    expect(order.module).toBe('ecommerce');
    expect(order.lines[0]).toMatchObject({
      kind: 'product',
      refId: shirt.id,
      name: 'Camiseta',
      variantId: shirt.mr,
      sku: shirt.variants[0]!.sku,
      unitPriceCents: 2700,
      totalCents: 5400,
      category: 'Ropa',
      details: [
        { label: 'M / Rojo', priceDeltaCents: 0 },
        { label: 'Papel de regalo', priceDeltaCents: 200 },
        { label: 'Iniciales', priceDeltaCents: 0 },
      ],
      stockTaken: [{ stockId, quantity: 2 }],
    });
    expect(order.totals.totalCents).toBe(5400);
    expect(await stockOf(org.id, stockId)).toBe(8);
    const sale = (await movementsOf(org.id, stockId)).at(-1)!;
    expect(sale).toMatchObject({ kind: 'sale', quantity: -2, after: 8, orderId: order.id, reason: '' });
    expect(sale.by.name).toBeTruthy();
    expect(ticket.code).toMatch(/^TD/);

    // A variant without its own price sells at the product's.
    await addStock(owner, org.id, stockIdOf(shirt.id, shirt.la), 1);
    const plain = await sold([productLine(shirt, { variantId: shirt.la })]);
    expect(plain.order.lines[0]).toMatchObject({ unitPriceCents: 2000, details: [{ label: 'L / Azul' }] });
  });

  it('refuses lines that do not fit the catalogue (400 on the line), writing nothing', async () => {
    const shirt = await tShirt();
    await addStock(owner, org.id, stockIdOf(shirt.id, shirt.mr), 5);
    const mug = await simple('Taza', 5);
    const off = await simple('Retirado', 5, { active: false });
    const cases: [object, string, string][] = [
      [productLine(shirt), 'lines.0.variantId', 'Elige la variante'],
      [productLine(shirt, { variantId: 'zz' }), 'lines.0.variantId', 'Esa variante ya no existe'],
      [productLine(shirt, { variantId: shirt.old }), 'lines.0.variantId', 'La variante L / Rojo ya no está a la venta'],
      [productLine(mug, { variantId: shirt.mr }), 'lines.0.variantId', 'Este producto no tiene variantes'],
      [productLine(off), 'lines.0.productId', 'Este producto ya no está a la venta'],
      [productLine({ ...mug, id: 'noexiste' }), 'lines.0.productId', 'Este producto ya no está a la venta'],
      [
        productLine(shirt, { variantId: shirt.mr, modifiers: [{ groupId: wrapGroup, optionIds: ['regalo', 'caja'] }] }),
        'lines.0.modifiers',
        'Elige entre 0 y 1 en «Envoltorio»',
      ],
      [
        productLine(shirt, { variantId: shirt.mr, modifiers: [{ groupId: wrapGroup, optionIds: ['caja'] }] }),
        'lines.0.modifiers',
        '«Caja» no está disponible',
      ],
      [
        productLine(mug, { modifiers: [{ groupId: wrapGroup, optionIds: ['regalo'] }] }),
        'lines.0.modifiers',
        'Este producto no tiene ese grupo de modificadores',
      ],
    ];
    const orders = (await adminDb().collection(`organizations/${org.id}/orders`).get()).size;
    for (const [line, field, message] of cases) {
      const response = await quickSale({ lines: [line] });
      expect(response.status, JSON.stringify(line)).toBe(400);
      expect(response.body.error.fields).toEqual({ [field]: message });
    }
    expect((await adminDb().collection(`organizations/${org.id}/orders`).get()).size).toBe(orders);
    expect(await stockOf(org.id, mug.id)).toBe(5);
  });

  it('refuses more units than are left, summed over the lines (409 on the line, in Spanish)', async () => {
    const mug = await simple('Taza', 3);
    const response = await quickSale({ lines: [productLine(mug, { quantity: 2 }), productLine(mug, { quantity: 2 })] });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('out-of-stock');
    expect(response.body.error.fields).toEqual({ 'lines.1.quantity': 'Solo quedan 3 unidades de Taza' });
    const none = await simple('Vacío', 0);
    const empty = await quickSale({ lines: [productLine(none)] });
    expect(empty.status).toBe(409);
    expect(empty.body.error.fields).toEqual({ 'lines.0.quantity': 'No queda stock de Vacío' });
    expect(await stockOf(org.id, mug.id)).toBe(3);
    expect(await movementsOf(org.id, mug.id)).toHaveLength(1);

    // An untracked product sells whatever its count says, and books nothing.
    const service = await simple('Arreglo', 0, { trackStock: false });
    const { order } = await sold([productLine(service, { quantity: 4 })]);
    expect(order.lines[0]!.stockTaken).toEqual([]);
    expect(await movementsOf(org.id, service.id)).toHaveLength(0);
  });

  it('30 simultaneous sales of a variant with 10 in stock sell exactly 10', async () => {
    const shirt = await tShirt();
    const stockId = stockIdOf(shirt.id, shirt.mr);
    await addStock(owner, org.id, stockId, 10);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => quickSale({ lines: [productLine(shirt, { variantId: shirt.mr })] })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect(await stockOf(org.id, stockId)).toBe(0);
    const sales = (await movementsOf(org.id, stockId)).filter((m) => m.kind === 'sale');
    expect(sales).toHaveLength(10);
    expect(sales.map((m) => m.after).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  }, 180_000);
});

describe('selling a pack', () => {
  it("takes each component's stock, and is refused when one component is out", async () => {
    const shirt = await tShirt();
    await addStock(owner, org.id, stockIdOf(shirt.id, shirt.la), 4);
    const socks = await simple('Calcetines', 1);
    const pack = await createShopPack(owner, org.id, {
      name: 'Pack verano',
      price: 30,
      sku: 'PACK-1',
      items: [
        { productId: shirt.id, variantId: shirt.la, quantity: 2 },
        { productId: socks.id, variantId: null, quantity: 1 },
      ],
    });
    const { order } = await sold([packLine(pack)]);
    expect(order.lines[0]).toMatchObject({
      kind: 'productPack',
      refId: pack.id,
      name: 'Pack verano',
      unitPriceCents: 3000,
      category: 'Packs',
      sku: 'PACK-1',
      details: [
        { label: '2 × Camiseta (L / Azul)', priceDeltaCents: 0 },
        { label: '1 × Calcetines', priceDeltaCents: 0 },
      ],
      stockTaken: [
        { stockId: stockIdOf(shirt.id, shirt.la), quantity: 2 },
        { stockId: socks.id, quantity: 1 },
      ],
    });
    expect(await stockOf(org.id, stockIdOf(shirt.id, shirt.la))).toBe(2);
    expect(await stockOf(org.id, socks.id)).toBe(0);

    // The socks are out: the pack is refused, the T-shirts left untouched.
    const refused = await quickSale({ lines: [packLine(pack)] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toEqual({ 'lines.0.quantity': 'No queda stock de Calcetines' });
    expect(await stockOf(org.id, stockIdOf(shirt.id, shirt.la))).toBe(2);

    // An inactive pack, or one whose product left the catalogue, is not sold.
    const gone = await createShopPack(owner, org.id, {
      name: 'Pack retirado',
      price: 30,
      active: false,
      items: [
        { productId: socks.id, quantity: 1 },
        { productId: shirt.id, variantId: shirt.la, quantity: 1 },
      ],
    });
    expect((await quickSale({ lines: [packLine(gone)] })).body.error.fields).toEqual({
      'lines.0.packId': 'Este pack ya no está a la venta',
    });
  });

  it('never sells a pack with a component out, concurrently either', async () => {
    const a = await simple('Vela', 6);
    const b = await simple('Jabón', 3);
    const pack = await createShopPack(owner, org.id, {
      name: 'Pack baño',
      price: 15,
      items: [
        { productId: a.id, variantId: null, quantity: 1 },
        { productId: b.id, variantId: null, quantity: 1 },
      ],
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => quickSale({ lines: [packLine(pack)] })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await stockOf(org.id, a.id)).toBe(3);
    expect(await stockOf(org.id, b.id)).toBe(0);
    // A sale of the candle alone and of the pack at once: the candle sells, the pack never.
    const [alone, packed] = await Promise.all([
      quickSale({ lines: [productLine(a, { quantity: 3 })] }),
      quickSale({ lines: [packLine(pack)] }),
    ]);
    expect([alone.status, packed.status]).toEqual([201, 409]);
    expect(await stockOf(org.id, a.id)).toBe(0);
  }, 180_000);
});

describe('coupons and the item search', () => {
  it('finds shop products and packs for a coupon, which then discounts them at the counter', async () => {
    const mug = await simple('Taza grande', 5);
    const found = await call<SellableItem[]>(staff, 'get', '/orders/items?q=taza');
    expect(found).toContainEqual({
      module: 'ecommerce',
      kind: 'product',
      id: mug.id,
      name: 'Taza grande',
      priceCents: 1000,
    });
    const byId = await call<SellableItem[]>(staff, 'get', `/orders/items?ids=${mug.id}`);
    expect(byId.map((item) => item.id)).toEqual([mug.id]);

    await call(
      owner,
      'post',
      '/promotions/coupons',
      { code: 'TAZAS20', type: 'percentage', value: 20, itemIds: [mug.id] },
      201,
    );
    const { order } = await sold([productLine(mug, { quantity: 2 })], { coupon: 'TAZAS20' });
    expect(order.totals.totalCents).toBe(1600);
    expect(await stockOf(org.id, mug.id)).toBe(3);
  });
});

describe('refunds', () => {
  it('give the stock back when asked (refund movements with the rectifying ticket), and only then', async () => {
    const mug = await simple('Taza roja', 5);
    const first = await sold([productLine(mug, { quantity: 2 })]);
    const kept = await refund(`/orders/${first.order.id}/refunds`, refundAll(first, false));
    expect(kept.refund.restocked).toBe(false);
    expect(await stockOf(org.id, mug.id)).toBe(3);

    const second = await sold([productLine(mug, { quantity: 2 })]);
    const line = second.order.lines[0]!;
    const back = await refund(`/orders/${second.order.id}/refunds`, {
      lines: [{ lineId: line.id, quantity: 1 }],
      reason: 'Talla equivocada',
      restock: true,
    });
    expect(await stockOf(org.id, mug.id)).toBe(2);
    const last = (await movementsOf(org.id, mug.id)).at(-1)!;
    expect(last).toMatchObject({
      kind: 'refund',
      quantity: 1,
      after: 2,
      orderId: second.order.id,
      ticketCode: back.refund.ticketCode,
    });
  });

  it("give back a pack's share of each component", async () => {
    const a = await simple('Lápiz', 10);
    const b = await simple('Goma', 10);
    const pack = await createShopPack(owner, org.id, {
      name: 'Pack escolar',
      price: 5,
      items: [
        { productId: a.id, variantId: null, quantity: 2 },
        { productId: b.id, variantId: null, quantity: 1 },
      ],
    });
    const result = await sold([packLine(pack, { quantity: 3 })]);
    expect([await stockOf(org.id, a.id), await stockOf(org.id, b.id)]).toEqual([4, 7]);
    await refund(`/orders/${result.order.id}/refunds`, {
      lines: [{ lineId: result.order.lines[0]!.id, quantity: 2 }],
      reason: 'Devolución',
      restock: true,
    });
    expect([await stockOf(org.id, a.id), await stockOf(org.id, b.id)]).toEqual([8, 9]);
  });
});

describe('fulfilment', () => {
  it("a counter sale is born 'entregado' with its picking list (a pack's components on their own lines)", async () => {
    const shirt = await tShirt();
    await addStock(owner, org.id, stockIdOf(shirt.id, shirt.mr), 3);
    const socks = await simple('Medias', 5, { sku: 'MED-1' });
    const pack = await createShopPack(owner, org.id, {
      name: 'Pack medias',
      price: 18,
      items: [
        { productId: socks.id, variantId: null, quantity: 2 },
        { productId: shirt.id, variantId: shirt.mr, quantity: 1 },
      ],
    });
    const { order, ticket } = await sold([
      productLine(shirt, {
        variantId: shirt.mr,
        modifiers: [{ groupId: wrapGroup, optionIds: ['regalo'] }],
        notes: 'Sin precio',
      }),
      packLine(pack),
    ]);
    const fulfilment = await call<Fulfilment>(staff, 'get', `/ecommerce/fulfilments/${order.id}`);
    expect(fulfilment).toMatchObject({
      orderId: order.id,
      source: 'counter',
      status: 'delivered',
      delivery: { kind: 'counter' },
      locationId: location.id,
      ticketCode: ticket.code,
      totalCents: order.totals.totalCents,
      date: order.date,
    });
    expect(fulfilment.history).toEqual([{ status: 'delivered', at: expect.any(String), by: expect.any(Object) }]);
    const [shirtLine, packOf] = order.lines;
    expect(fulfilment.picking).toEqual([
      {
        lineId: shirtLine!.id,
        productId: shirt.id,
        variantId: shirt.mr,
        name: 'Camiseta',
        variant: 'M / Rojo',
        sku: shirt.variants[0]!.sku,
        barcode: shirt.variants[0]!.barcode,
        quantity: 1,
        pack: '',
        extras: ['Papel de regalo', 'Sin precio'],
      },
      expect.objectContaining({
        lineId: packOf!.id,
        productId: socks.id,
        sku: 'MED-1',
        quantity: 2,
        pack: 'Pack medias',
      }),
      expect.objectContaining({
        lineId: packOf!.id,
        productId: shirt.id,
        variantId: shirt.mr,
        quantity: 1,
        pack: 'Pack medias',
      }),
    ]);
    const listed = await call<Page<Fulfilment>>(
      staff,
      'get',
      `/ecommerce/fulfilments?status=delivered&date=${order.date}`,
    );
    expect(listed.items.map((f) => f.orderId)).toContain(order.id);
    const none = await call<Page<Fulfilment>>(staff, 'get', '/ecommerce/fulfilments?status=shipped');
    expect(none.items.map((f) => f.orderId)).not.toContain(order.id);

    // A counter sale is not shipped: the move is refused.
    const refused = await api()
      .post(`${root}/ecommerce/fulfilments/${order.id}/status`)
      .set(staff.auth)
      .send({ status: 'shipped' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('fulfilment-transition');
    const bad = await api()
      .post(`${root}/ecommerce/fulfilments/${order.id}/status`)
      .set(staff.auth)
      .send({ status: 'enviado' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.status).toBeTruthy();
  });

  it('an online order moves along the board (carrier and tracking when shipped), each move in its history', async () => {
    // Written as the public shop (CMS issue) will: paid, to be shipped.
    const orderId = 'online1';
    const at = new Date();
    await adminDb()
      .doc(`organizations/${org.id}/shopFulfilments/${orderId}`)
      .set({
        orderId,
        source: 'online',
        status: 'paid',
        delivery: {
          kind: 'shipping',
          address: {
            name: 'Clara Sol',
            line1: 'Calle Mayor 1',
            line2: '',
            postalCode: '28013',
            city: 'Madrid',
            province: 'Madrid',
            phone: '',
            notes: '',
          },
        },
        carrier: '',
        tracking: '',
        locationId: location.id,
        ticketCode: 'TD-000001',
        client: null,
        totalCents: 1000,
        picking: [],
        history: [{ status: 'paid', at, by: null }],
        createdAt: at,
        statusAt: at,
        date: '2026-11-20',
      });
    const move = (status: string, fields: object = {}, status2 = 200) =>
      call<Fulfilment>(staff, 'post', `/ecommerce/fulfilments/${orderId}/status`, { status, ...fields }, status2);
    await move('delivered', {}, 409);
    await move('preparing');
    await move('delivered', {}, 409);
    const shipped = await move('shipped', { carrier: 'Correos', tracking: 'PK123' });
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'Correos', tracking: 'PK123' });
    const delivered = await move('delivered');
    expect(delivered.history.map((h) => h.status)).toEqual(['paid', 'preparing', 'shipped', 'delivered']);
    expect(delivered.history[1]!.by).toMatchObject({ name: expect.any(String) });
    await move('cancelled', {}, 409);
    await call(staff, 'post', '/ecommerce/fulfilments/noexiste/status', { status: 'preparing' }, 404);
  });

  it("a refund of the whole order marks it 'reembolsado'; a partial one does not", async () => {
    const mug = await simple('Taza azul', 5);
    const result = await sold([productLine(mug, { quantity: 2 })]);
    const line = result.order.lines[0]!;
    await refund(`/orders/${result.order.id}/refunds`, {
      lines: [{ lineId: line.id, quantity: 1 }],
      reason: 'Una rota',
      restock: false,
    });
    expect((await call<Fulfilment>(staff, 'get', `/ecommerce/fulfilments/${result.order.id}`)).status).toBe(
      'delivered',
    );
    await refund(`/orders/${result.order.id}/refunds`, {
      lines: [{ lineId: line.id, quantity: 1 }],
      reason: 'La otra',
      restock: true,
    });
    const refunded = await call<Fulfilment>(staff, 'get', `/ecommerce/fulfilments/${result.order.id}`);
    expect(refunded.status).toBe('refunded');
    expect(refunded.history.map((h) => h.status)).toEqual(['delivered', 'refunded']);
    expect(await stockOf(org.id, mug.id)).toBe(4);
  });
});

describe("the counter's catalogue", () => {
  it('answers the active catalogue and the stock of tracked items', async () => {
    const shirt = await tShirt();
    await addStock(owner, org.id, stockIdOf(shirt.id, shirt.la), 7);
    const hidden = await simple('Oculto', 1, { active: false });
    const catalog = await call<EcommercePosCatalog>(staff, 'get', `/pos/ecommerce/catalog?locationId=${location.id}`);
    expect(catalog.locationId).toBe(location.id);
    expect(catalog.locations.map((l) => l.id)).toContain(location.id);
    expect(catalog.categories.map((c) => c.name)).toContain('Ropa');
    expect(catalog.modifierGroups.map((g) => g.name)).toEqual(['Envoltorio', 'Grabado']);
    const ids = catalog.products.map((p) => p.id);
    expect(ids).toContain(shirt.id);
    expect(ids).not.toContain(hidden.id);
    expect(catalog.stock[stockIdOf(shirt.id, shirt.la)]).toBe(7);
    expect(catalog.stock[stockIdOf(shirt.id, shirt.mr)]).toBe(0);
    expect(JSON.stringify(catalog)).not.toContain('searchTokens');
  });
});
