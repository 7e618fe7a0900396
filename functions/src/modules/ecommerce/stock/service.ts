import {
  ECOMMERCE_COLLECTIONS,
  isLowStock,
  stockSearchKey,
  type Page,
  type StockAdjustmentBody,
  type StockItem,
  type StockListQuery,
  type StockMovement,
  type Stocktake,
  type StocktakeBody,
  type StocktakeLine,
} from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { readPage } from '../../../platform/paging';
import { applyListPlan, searchFilters, type ListFilter, type ListPlan } from '../../../platform/queries/list-plan';
import { fromStored, getDocument, toIso, withMeta } from '../../../platform/resources/repository';
import { servedBy } from '../../orders';
import {
  stockItemsOf,
  stockMovementsOf,
  stocktakesOf,
  type StockItemDoc,
  type StockMovementDoc,
  type StocktakeDoc,
} from '../collections';
import { bookMovement, readStockItems } from './items';

/*
 * The stock screens' calls: the stock list (tracked items, or the low ones), an item's movements, adjustments with a
 * reason, and stocktakes (the counted quantities, their differences booked as movements in one transaction).
 */

export function toStockItem(id: string, doc: StockItemDoc): StockItem {
  const { searchTokens: _search, updatedAt, ...fields } = doc;
  return { ...fields, id, updatedAt: toIso(updatedAt) };
}

const toMovement = (id: string, doc: StockMovementDoc): StockMovement => ({ ...doc, id, at: toIso(doc.at) });

/**
 * The stock list by name: tracked items not removed, searched by name, variant, SKU or barcode; or the low-stock list
 * (`low` says tracked, not removed and at or below its level), short by nature and not searched (`q` is ignored):
 * four indexes in all.
 */
export function stockListPlan(query: Pick<StockListQuery, 'q' | 'low'>): ListPlan {
  const filters: ListFilter[] =
    query.low === 'true'
      ? [{ field: 'low', op: '==', value: true }]
      : [
          { field: 'tracked', op: '==', value: true },
          { field: 'removed', op: '==', value: false },
          ...searchFilters(query.q, stockSearchKey),
        ];
  return { collection: ECOMMERCE_COLLECTIONS.stockItems, filters, orderBy: { field: 'name', direction: 'asc' } };
}
export const everyStockListPlan = () => [stockListPlan({}), stockListPlan({ q: 'x' }), stockListPlan({ low: 'true' })];

export async function listStock(tenant: Tenant, query: StockListQuery): Promise<Page<StockItem>> {
  const { docs, ...page } = await readPage(applyListPlan(stockItemsOf(tenant), stockListPlan(query)), query);
  return { ...page, items: docs.map((d) => toStockItem(d.id, d.data())) };
}

const movementsPlan = (stockId: string): ListPlan => ({
  collection: ECOMMERCE_COLLECTIONS.stockMovements,
  filters: [{ field: 'stockId', op: '==', value: stockId }],
  orderBy: { field: 'at', direction: 'desc' },
});
export const everyMovementsPlan = () => [movementsPlan('s1')];

async function existingItem(tenant: Tenant, stockId: string) {
  const doc = (await stockItemsOf(tenant).doc(stockId).get()).data();
  if (!doc) throw new ApiError('not-found', undefined, 'Ese producto no tiene stock');
  return doc;
}

/** An item's movements, newest first. */
export async function listMovements(
  tenant: Tenant,
  stockId: string,
  query: { page?: number; pageSize?: number },
): Promise<Page<StockMovement>> {
  await existingItem(tenant, stockId);
  const { docs, ...page } = await readPage(applyListPlan(stockMovementsOf(tenant), movementsPlan(stockId)), query);
  return { ...page, items: docs.map((d) => toMovement(d.id, d.data())) };
}

/** Units in or out of a tracked item, with a reason; never below zero (what is not there cannot go out). */
export async function adjustStock(tenant: Tenant, stockId: string, body: StockAdjustmentBody): Promise<StockItem> {
  return transaction(async (tx) => {
    const item = (await readStockItems(tx, tenant, [stockId])).get(stockId);
    if (!item || item.removed) throw new ApiError('not-found', undefined, 'Ese producto no tiene stock');
    if (!item.tracked) throw new ApiError('stock-not-tracked');
    if (item.quantity + body.quantity < 0)
      throw new ApiError('validation-failed', {
        quantity: `Solo hay ${Math.max(0, item.quantity)} unidades: no pueden salir ${-body.quantity}`,
      });
    const movement = {
      kind: 'adjustment' as const,
      quantity: body.quantity,
      reason: body.reason,
      orderId: null,
      ticketCode: null,
      stocktakeId: null,
      by: servedBy(tenant),
    };
    const after = bookMovement(tx, tenant, { ...item, id: stockId }, movement);
    return toStockItem(stockId, { ...item, quantity: after, low: isLowStock({ ...item, quantity: after }) });
  });
}

/**
 * A stocktake: each counted item's difference against what it holds now is booked as a 'stocktake' movement (none
 * when it matches), all in one transaction with the stocktake's record. Items gone or not tracked: 400 on them.
 */
export async function bookStocktake(tenant: Tenant, body: StocktakeBody): Promise<Stocktake> {
  const ref = stocktakesOf(tenant).doc();
  return transaction(async (tx) => {
    const ids = body.counts.map((c) => c.stockId);
    const items = await readStockItems(tx, tenant, ids);
    const errors: Record<string, string> = {};
    body.counts.forEach(({ stockId }, i) => {
      const item = items.get(stockId);
      if (!item || item.removed) errors[`counts.${i}.stockId`] = 'Ese producto ya no está en el catálogo';
      else if (!item.tracked) errors[`counts.${i}.stockId`] = `${item.name} no controla stock`;
    });
    if (Object.keys(errors).length > 0) throw new ApiError('validation-failed', errors);
    const by = servedBy(tenant);
    const lines: StocktakeLine[] = body.counts.map(({ stockId, counted }) => {
      const item = items.get(stockId)!;
      return {
        stockId,
        name: item.name,
        variant: item.variant,
        expected: item.quantity,
        counted,
        difference: counted - item.quantity,
      };
    });
    for (const line of lines)
      if (line.difference !== 0)
        bookMovement(
          tx,
          tenant,
          { ...items.get(line.stockId)!, id: line.stockId },
          {
            kind: 'stocktake',
            quantity: line.difference,
            reason: body.note ?? '',
            orderId: null,
            ticketCode: null,
            stocktakeId: ref.id,
            by,
          },
        );
    const doc: StocktakeDoc = {
      note: body.note ?? '',
      lines,
      differences: lines.filter((l) => l.difference !== 0).length,
      netUnits: lines.reduce((sum, l) => sum + l.difference, 0),
      by,
    };
    const stored = withMeta(doc, doc.note);
    tx.create(ref, stored);
    return fromStored(ref.id, stored);
  });
}

const stocktakesPlan: ListPlan = {
  collection: ECOMMERCE_COLLECTIONS.stocktakes,
  filters: [],
  orderBy: { field: 'createdAt', direction: 'desc' },
};
export const everyStocktakesPlan = () => [stocktakesPlan];

export async function listStocktakes(
  tenant: Tenant,
  query: { page?: number; pageSize?: number },
): Promise<Page<Stocktake>> {
  const { docs, ...page } = await readPage(applyListPlan(stocktakesOf(tenant), stocktakesPlan), query);
  return { ...page, items: docs.map((d) => fromStored(d.id, d.data())) };
}

export async function getStocktake(tenant: Tenant, id: string): Promise<Stocktake> {
  return fromStored(id, await getDocument(stocktakesOf(tenant).doc(id)));
}
