import {
  ean13CheckDigit,
  type ModifierGroup,
  type ModifierGroupBody,
  type Product,
  type ProductBody,
  type ShopPack,
  type ShopPackBody,
  type StockItem,
} from '@plataforma/domain';
import { adminDb } from './admin';
import type { Actor } from './actors';
import { api } from './api-app';

/*
 * The shop's catalogue for tests of its selling and stock (issue 19), made through the catalogue's API as a manager
 * would; units come in through the stock's adjustments API.
 */

let codes = 0;
/** A fresh valid EAN-13 for each call. */
export function barcode(): string {
  const twelve = `84${String(Date.now() % 1e6).padStart(6, '0')}${String(++codes).padStart(4, '0')}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}

async function post<T>(actor: Actor, orgId: string, path: string, body: object): Promise<T> {
  const response = await api().post(`/api/organizations/${orgId}/ecommerce${path}`).set(actor.auth).send(body);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as T;
}

export async function createShopCategory(owner: Actor, orgId: string, name = 'Ropa'): Promise<string> {
  return (await post<{ id: string }>(owner, orgId, '/categories', { name })).id;
}

export const createModifierGroup = (owner: Actor, orgId: string, body: ModifierGroupBody) =>
  post<ModifierGroup>(owner, orgId, '/modifier-groups', body);

export const createProduct = (
  owner: Actor,
  orgId: string,
  body: Partial<ProductBody> & Pick<ProductBody, 'name' | 'categoryId' | 'price'>,
) => post<Product>(owner, orgId, '/products', body);

export const createShopPack = (owner: Actor, orgId: string, body: ShopPackBody) =>
  post<ShopPack>(owner, orgId, '/packs', body);

/** The id of a product's variant of these option values ('M', 'Rojo'). */
export function variantOf(product: Product, ...values: string[]): string {
  const variant = product.variants.find((v) => v.values.join('/') === values.join('/'));
  if (!variant) throw new Error(`${product.name} has no variant ${values.join(' / ')}`);
  return variant.id;
}

/** Units in through the stock's adjustments API ('Entrada de proveedor'). */
export async function addStock(actor: Actor, orgId: string, stockId: string, quantity: number): Promise<StockItem> {
  return post<StockItem>(actor, orgId, `/stock/${stockId}/adjustments`, { quantity, reason: 'Entrada de proveedor' });
}

/** A stock item's units as stored (the tests' check of what a sale left). */
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
