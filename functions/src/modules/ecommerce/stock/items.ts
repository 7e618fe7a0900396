import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  isLowStock,
  stockSearchTokens,
  stockIdOf,
  variantLabel,
  type StaffRef,
  type StockMovementKind,
  type Variant,
} from '@plataforma/domain';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { stockItemsOf, stockMovementsOf, type ProductDoc, type StockItemDoc } from '../collections';

/*
 * The shop's stock items, written from two sides: the catalogue (a product's save copies its names, codes and level
 * onto its items) and the stock (sales, refunds, adjustments, stocktakes book movements). Both go through here, so an
 * item's `low` and its quantity always agree with its movements.
 */

type Org = Pick<Tenant, 'organization'>;
export type HeldStockItem = StockItemDoc & { id: string };

/** Reads stock items by id in a transaction (a missing one is undefined: a product never stocked counts 0). */
export async function readStockItems(tx: Transaction, tenant: Org, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, StockItemDoc | undefined>();
  const snapshots = await tx.getAll(...unique.map((id) => stockItemsOf(tenant).doc(id)));
  return new Map(unique.map((id, i) => [id, snapshots[i]!.data()]));
}

/** The fields of a stock item that come from its product (and variant). */
function catalogueFields(productId: string, product: ProductDoc, variant: Variant | null) {
  const fields = {
    productId,
    variantId: variant?.id ?? null,
    name: product.name,
    variant: variant ? variantLabel(variant) : '',
    sku: variant ? variant.sku : product.sku,
    barcode: variant ? variant.barcode : product.barcode,
    tracked: product.trackStock,
    lowStockAt: product.lowStockAt,
  };
  return { ...fields, searchTokens: stockSearchTokens(fields) };
}

/**
 * A product's save: every stock item it has now gets its names, codes and level (new ones with 0 units); the items of
 * variants it no longer has (or all of them when the product is deleted: `product` null) are marked removed, their
 * movements kept. `existing` are the items read before (readStockItems of stockIdsOf the old and new product).
 * Answers the product's items as written (a movement booked after it in the same transaction starts from them).
 */
export function syncStockItems(
  tx: Transaction,
  tenant: Org,
  productId: string,
  product: ProductDoc | null,
  existing: Map<string, StockItemDoc | undefined>,
): HeldStockItem[] {
  const now = Timestamp.now();
  const current = new Map<string, StockItemDoc>();
  if (product) {
    const variants: (Variant | null)[] = product.options.length === 0 ? [null] : product.variants;
    for (const variant of variants) {
      const id = stockIdOf(productId, variant?.id ?? null);
      const quantity = existing.get(id)?.quantity ?? 0;
      const fields = { ...catalogueFields(productId, product, variant), quantity, removed: false };
      current.set(id, { ...fields, low: isLowStock(fields), updatedAt: now });
    }
  }
  for (const [id, item] of current) tx.set(stockItemsOf(tenant).doc(id), item);
  for (const [id, item] of existing)
    if (item && !current.has(id) && !item.removed)
      tx.set(stockItemsOf(tenant).doc(id), { ...item, removed: true, low: false, updatedAt: now });
  return [...current].map(([id, item]) => ({ ...item, id }));
}

export interface MovementInput {
  kind: StockMovementKind;
  /** Units in (positive) or out (negative). */
  quantity: number;
  reason: string;
  orderId: string | null;
  ticketCode: string | null;
  stocktakeId: string | null;
  by: StaffRef;
}

/**
 * Books a movement of a stock item read in the same transaction (after every read): the movement, and the item's
 * new quantity and `low`. Answers the quantity after it. Whether it may go below zero is the caller's rule (a sale of
 * a tracked item may not; a refund or a stocktake always may).
 */
export function bookMovement(tx: Transaction, tenant: Org, item: HeldStockItem, movement: MovementInput): number {
  const after = item.quantity + movement.quantity;
  const now = Timestamp.now();
  const { id, updatedAt: _, ...fields } = item;
  tx.set(stockItemsOf(tenant).doc(id), {
    ...fields,
    quantity: after,
    low: isLowStock({ ...fields, quantity: after }),
    updatedAt: now,
  });
  tx.create(stockMovementsOf(tenant).doc(), {
    stockId: id,
    productId: item.productId,
    variantId: item.variantId,
    name: item.name,
    variant: item.variant,
    ...movement,
    after,
    at: now,
  });
  return after;
}
