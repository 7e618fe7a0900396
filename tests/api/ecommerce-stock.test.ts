import { beforeAll, describe, expect, it } from 'vitest';
import {
  stockIdOf,
  type Organization,
  type Page,
  type StockItem,
  type StockMovement,
  type Stocktake,
} from '@plataforma/domain';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { addStock, barcode, createProduct, createShopCategory, movementsOf, stockOf, variantOf } from '../support/shop';

/**
 * Issue 19: the shop's stock screens: the stock list (tracked items, searched by name, SKU or barcode; the low-stock
 * list), an item's movements, adjustments with a reason (never below zero), and stocktakes whose differences are
 * booked as movements. Staff see the stock; only managers and up change it.
 */

let owner: Actor;
let admin: Actor;
let staff: Actor;
let org: Organization;
let root: string;
let categoryId: string;

type Method = 'get' | 'post';
async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const response = await api()[method](`${root}${path}`).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}
async function refused(actor: Actor, method: Method, path: string, body?: object) {
  const response = await api()[method](`${root}${path}`).set(actor.auth).send(body);
  return { status: response.status, ...(response.body.error as { code: string; fields?: Record<string, string> }) };
}
const adjust = (stockId: string, body: object, actor = owner) =>
  call<StockItem>(actor, 'post', `/ecommerce/stock/${stockId}/adjustments`, body, 201);

beforeAll(async () => {
  await clearEmulators();
  ({ owner, admin, staff, org } = await organizationTeam('Tienda Stock', ['ecommerce', 'pos']));
  root = `/api/organizations/${org.id}`;
  categoryId = await createShopCategory(owner, org.id);
});

describe('adjustments', () => {
  it('book units in and out with a reason, never below zero', async () => {
    const mug = await createProduct(owner, org.id, { name: 'Taza', categoryId, price: 8, lowStockAt: 2 });
    const inward = await adjust(mug.id, { quantity: 10, reason: 'Entrada de proveedor' });
    expect(inward).toMatchObject({ id: mug.id, name: 'Taza', quantity: 10, low: false, tracked: true });
    expect(inward).not.toHaveProperty('searchTokens');
    const out = await adjust(mug.id, { quantity: -8, reason: 'Rotura o defecto' }, admin);
    expect(out).toMatchObject({ quantity: 2, low: true });
    expect(
      await refused(owner, 'post', `/ecommerce/stock/${mug.id}/adjustments`, { quantity: -3, reason: 'Robo' }),
    ).toMatchObject({ status: 400, fields: { quantity: 'Solo hay 2 unidades: no pueden salir 3' } });
    expect(await stockOf(org.id, mug.id)).toBe(2);

    const movements = await call<Page<StockMovement>>(staff, 'get', `/ecommerce/stock/${mug.id}/movements`);
    expect(movements.total).toBe(2);
    expect(movements.items.map((m) => [m.kind, m.quantity, m.after, m.reason])).toEqual([
      ['adjustment', -8, 2, 'Rotura o defecto'],
      ['adjustment', 10, 10, 'Entrada de proveedor'],
    ]);
    expect(movements.items[0]!.by.name).toBe('Ana Prueba');
    const second = await call<Page<StockMovement>>(
      staff,
      'get',
      `/ecommerce/stock/${mug.id}/movements?pageSize=1&page=2`,
    );
    expect(second.items.map((m) => m.quantity)).toEqual([10]);
  });

  it('refuse bad bodies (400 in Spanish), untracked items (409), unknown ones (404), and staff (403)', async () => {
    const mug = await createProduct(owner, org.id, { name: 'Vaso', categoryId, price: 5 });
    const path = `/ecommerce/stock/${mug.id}/adjustments`;
    expect(await refused(owner, 'post', path, { quantity: 0, reason: 'Nada' })).toMatchObject({
      status: 400,
      fields: { quantity: 'Escribe cuántas unidades entran o salen' },
    });
    expect(await refused(owner, 'post', path, { quantity: 1.5, reason: 'Medio' })).toMatchObject({
      status: 400,
      fields: { quantity: 'Escribe un número entero' },
    });
    const noReason = await refused(owner, 'post', path, { quantity: 1 });
    expect(noReason.status).toBe(400);
    expect(noReason.fields?.reason).toBeTruthy();
    expect((await refused(owner, 'post', path, { quantity: 1, reason: 'x', extra: 1 })).status).toBe(400);
    expect((await refused(staff, 'post', path, { quantity: 1, reason: 'Entrada' })).status).toBe(403);
    expect(
      (await refused(owner, 'post', '/ecommerce/stock/noexiste/adjustments', { quantity: 1, reason: 'x' })).status,
    ).toBe(404);
    expect((await refused(owner, 'get', '/ecommerce/stock/noexiste/movements')).status).toBe(404);
    const service = await createProduct(owner, org.id, { name: 'Arreglo', categoryId, price: 5, trackStock: false });
    expect(
      await refused(owner, 'post', `/ecommerce/stock/${service.id}/adjustments`, { quantity: 1, reason: 'x' }),
    ).toMatchObject({ status: 409, code: 'stock-not-tracked' });
    expect(await movementsOf(org.id, mug.id)).toEqual([]);
  });
});

describe('the stock list', () => {
  it('lists tracked items by name, searched by name, SKU or barcode, and the low ones', async () => {
    const code = barcode();
    const shirt = await createProduct(owner, org.id, {
      name: 'Camiseta lista',
      categoryId,
      price: 20,
      lowStockAt: 3,
      options: [{ name: 'Talla', values: ['S', 'M'] }],
      variants: [
        { values: ['S'], sku: 'LST-S', barcode: code },
        { values: ['M'], sku: 'LST-M' },
      ],
    });
    const [s, m] = [variantOf(shirt, 'S'), variantOf(shirt, 'M')];
    const untracked = await createProduct(owner, org.id, {
      name: 'Camiseta libre',
      categoryId,
      price: 0.01,
      trackStock: false,
    });
    await addStock(owner, org.id, stockIdOf(shirt.id, s), 10);
    await addStock(owner, org.id, stockIdOf(shirt.id, m), 2);

    const byName = await call<Page<StockItem>>(staff, 'get', '/ecommerce/stock?q=camiseta');
    // By name, then by id.
    const byId = [
      [stockIdOf(shirt.id, s), 'S', 10],
      [stockIdOf(shirt.id, m), 'M', 2],
    ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
    expect(byName.items.map((i) => [i.id, i.variant, i.quantity])).toEqual(byId);
    expect(byName.items.map((i) => i.id)).not.toContain(untracked.id);
    const bySku = await call<Page<StockItem>>(staff, 'get', '/ecommerce/stock?q=LST-M');
    expect(bySku.items.map((i) => i.id)).toEqual([stockIdOf(shirt.id, m)]);
    const byCode = await call<Page<StockItem>>(staff, 'get', `/ecommerce/stock?q=${code}`);
    expect(byCode.items.map((i) => i.id)).toEqual([stockIdOf(shirt.id, s)]);

    const low = await call<Page<StockItem>>(staff, 'get', '/ecommerce/stock?low=true');
    expect(low.items.map((i) => i.id)).toContain(stockIdOf(shirt.id, m));
    expect(low.items.map((i) => i.id)).not.toContain(stockIdOf(shirt.id, s));
    await adjust(stockIdOf(shirt.id, m), { quantity: 5, reason: 'Entrada de proveedor' });
    const after = await call<Page<StockItem>>(staff, 'get', '/ecommerce/stock?low=true');
    expect(after.items.map((i) => i.id)).not.toContain(stockIdOf(shirt.id, m));
    expect((await refused(staff, 'get', '/ecommerce/stock?low=maybe')).status).toBe(400);
  });
});

describe('stocktakes', () => {
  it('book the differences of the counted items as movements, and keep the count', async () => {
    const a = await createProduct(owner, org.id, { name: 'Cuaderno', categoryId, price: 3 });
    const b = await createProduct(owner, org.id, { name: 'Bolígrafo', categoryId, price: 1 });
    const c = await createProduct(owner, org.id, { name: 'Regla', categoryId, price: 2 });
    await addStock(owner, org.id, a.id, 10);
    await addStock(owner, org.id, b.id, 5);
    const made = await call<Stocktake>(
      owner,
      'post',
      '/ecommerce/stocktakes',
      {
        note: 'Estantería 1',
        counts: [
          { stockId: a.id, counted: 8 },
          { stockId: b.id, counted: 5 },
          { stockId: c.id, counted: 4 },
        ],
      },
      201,
    );
    expect(made).toMatchObject({ note: 'Estantería 1', differences: 2, netUnits: 2 });
    expect(made.lines).toEqual([
      { stockId: a.id, name: 'Cuaderno', variant: '', expected: 10, counted: 8, difference: -2 },
      { stockId: b.id, name: 'Bolígrafo', variant: '', expected: 5, counted: 5, difference: 0 },
      { stockId: c.id, name: 'Regla', variant: '', expected: 0, counted: 4, difference: 4 },
    ]);
    expect([await stockOf(org.id, a.id), await stockOf(org.id, b.id), await stockOf(org.id, c.id)]).toEqual([8, 5, 4]);
    expect((await movementsOf(org.id, a.id)).at(-1)).toMatchObject({
      kind: 'stocktake',
      quantity: -2,
      after: 8,
      stocktakeId: made.id,
      reason: 'Estantería 1',
    });
    expect(await movementsOf(org.id, b.id)).toHaveLength(1);

    const list = await call<Page<Stocktake>>(staff, 'get', '/ecommerce/stocktakes');
    expect(list.items[0]!.id).toBe(made.id);
    expect(await call<Stocktake>(staff, 'get', `/ecommerce/stocktakes/${made.id}`)).toEqual(made);
    expect((await refused(staff, 'get', '/ecommerce/stocktakes/noexiste')).status).toBe(404);
  });

  it('refuse bad counts (400 on the count) and staff (403), booking nothing', async () => {
    const a = await createProduct(owner, org.id, { name: 'Carpeta', categoryId, price: 3 });
    const free = await createProduct(owner, org.id, { name: 'Grabado', categoryId, price: 3, trackStock: false });
    const post = (body: object, actor = owner) => refused(actor, 'post', '/ecommerce/stocktakes', body);
    expect(await post({ counts: [] })).toMatchObject({
      status: 400,
      fields: { counts: 'Cuenta al menos un producto' },
    });
    expect(
      await post({
        counts: [
          { stockId: a.id, counted: 1 },
          { stockId: a.id, counted: 2 },
        ],
      }),
    ).toMatchObject({ status: 400, fields: { counts: 'Hay productos repetidos' } });
    expect(await post({ counts: [{ stockId: a.id, counted: -1 }] })).toMatchObject({ status: 400 });
    expect(
      await post({
        counts: [
          { stockId: a.id, counted: 3 },
          { stockId: 'noexiste', counted: 1 },
          { stockId: free.id, counted: 1 },
        ],
      }),
    ).toMatchObject({
      status: 400,
      fields: {
        'counts.1.stockId': 'Ese producto ya no está en el catálogo',
        'counts.2.stockId': 'Grabado no controla stock',
      },
    });
    expect((await post({ counts: [{ stockId: a.id, counted: 3 }] }, staff)).status).toBe(403);
    expect(await movementsOf(org.id, a.id)).toEqual([]);
  });
});
