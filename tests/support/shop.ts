import { randomUUID } from 'node:crypto';
import {
  ean13CheckDigit,
  isLowStock,
  searchTokens,
  stockIdOf,
  stockSearchTokens,
  variantLabel,
  type ModifierGroup,
  type Product,
  type ShopPack,
  type StockItem,
} from '@plataforma/domain';
import { adminDb } from './admin';
import type { Actor } from './actors';
import { api } from './api-app';

/*
 * The shop's catalogue for tests of its selling and stock (issue 19). Products and packs are written in the stored
 * shape the catalogue's API writes (the catalogue is built apart: once its routes are on main, these go through
 * them), with their stock items as its product save makes them (0 units); units come in through the stock's own
 * adjustments API.
 */

type Meta = 'id' | 'createdAt' | 'updatedAt';
let codes = 0;
/** A fresh valid EAN-13 for each call. */
export function barcode(): string {
  const twelve = `84${String(Date.now() % 1e6).padStart(6, '0')}${String(++codes).padStart(4, '0')}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}
const shortId = () => randomUUID().replace(/-/g, '').slice(0, 16);

const now = () => new Date();
const meta = (text: string) => ({ searchTokens: searchTokens(text), createdAt: now(), updatedAt: now() });

export async function createShopCategory(orgId: string, name = 'Ropa'): Promise<string> {
  const id = shopId();
  await adminDb()
    .doc(`organizations/${orgId}/shopCategories/${id}`)
    .set({ name, description: '', parentId: null, active: true, position: 0, ...meta(name) });
  return id;
}
const shopId = () => `t${shortId()}`;

export async function createModifierGroup(orgId: string, fields: Omit<ModifierGroup, Meta>): Promise<ModifierGroup> {
  const id = shopId();
  await adminDb()
    .doc(`organizations/${orgId}/shopModifierGroups/${id}`)
    .set({ ...fields, ...meta(fields.name) });
  return { ...fields, id, createdAt: '', updatedAt: '' };
}

export type ProductFixture = Partial<Omit<Product, Meta>> & Pick<Product, 'name' | 'categoryId' | 'priceCents'>;

/** A product (its variants from `options` and `variants`' values) and its stock items at 0 units. */
export async function createProduct(orgId: string, fields: ProductFixture): Promise<Product> {
  const id = shopId();
  const doc: Omit<Product, Meta> = {
    description: '',
    vatRate: 21,
    sku: '',
    barcode: '',
    trackStock: true,
    lowStockAt: 0,
    photoIds: [],
    options: [],
    variants: [],
    modifierGroupIds: [],
    active: true,
    ...fields,
  };
  const db = adminDb();
  await db.doc(`organizations/${orgId}/shopProducts/${id}`).set({ ...doc, ...meta(`${doc.name} ${doc.sku}`) });
  const variants = doc.options.length === 0 ? [null] : doc.variants;
  for (const variant of variants) {
    const item = {
      productId: id,
      variantId: variant?.id ?? null,
      name: doc.name,
      variant: variant ? variantLabel(variant) : '',
      sku: variant ? variant.sku : doc.sku,
      barcode: variant ? variant.barcode : doc.barcode,
      tracked: doc.trackStock,
      lowStockAt: doc.lowStockAt,
      quantity: 0,
      removed: false,
    };
    await db
      .doc(`organizations/${orgId}/shopStock/${stockIdOf(id, variant?.id ?? null)}`)
      .set({ ...item, low: isLowStock(item), searchTokens: stockSearchTokens(item), updatedAt: now() });
  }
  return { ...doc, id, createdAt: '', updatedAt: '' };
}

export async function createShopPack(
  orgId: string,
  fields: Pick<ShopPack, 'name' | 'priceCents' | 'items'> & Partial<Omit<ShopPack, Meta>>,
): Promise<ShopPack> {
  const id = shopId();
  const doc: Omit<ShopPack, Meta> = {
    description: '',
    vatRate: 21,
    sku: '',
    barcode: '',
    photoIds: [],
    active: true,
    ...fields,
  };
  await adminDb()
    .doc(`organizations/${orgId}/shopPacks/${id}`)
    .set({ ...doc, ...meta(`${doc.name} ${doc.sku}`) });
  return { ...doc, id, createdAt: '', updatedAt: '' };
}

/** Units in through the stock's adjustments API ('Entrada de proveedor'). */
export async function addStock(actor: Actor, orgId: string, stockId: string, quantity: number): Promise<StockItem> {
  const response = await api()
    .post(`/api/organizations/${orgId}/ecommerce/stock/${stockId}/adjustments`)
    .set(actor.auth)
    .send({ quantity, reason: 'Entrada de proveedor' });
  if (response.status !== 201) throw new Error(`stock: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as StockItem;
}

/** A stock item as stored (the tests' check of what a sale left). */
export async function stockOf(orgId: string, stockId: string): Promise<number> {
  const snapshot = await adminDb().doc(`organizations/${orgId}/shopStock/${stockId}`).get();
  return snapshot.data()?.quantity as number;
}

/** The movements of a stock item as stored, oldest first. */
export async function movementsOf(orgId: string, stockId: string) {
  const snapshot = await adminDb()
    .collection(`organizations/${orgId}/shopStockMovements`)
    .where('stockId', '==', stockId)
    .get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis()) as {
    kind: string;
    quantity: number;
    after: number;
    orderId: string | null;
    ticketCode: string | null;
    stocktakeId: string | null;
    reason: string;
    by: { id: string; name: string };
  }[];
}
