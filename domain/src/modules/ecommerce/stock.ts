import * as z from 'zod/mini';
import { listQuerySchema } from '../../platform/admin/schemas';
import { countSchema, documentIdSchema, optionalText, requiredText, type ResourceMeta } from '../../platform/resources';
import type { StaffRef } from '../orders';
import { searchKey, searchTokens } from '../../platform/search';
import { MAX_STOCK_QUANTITY } from './catalogue';

/*
 * Stock: every change is a movement (sale, refund, adjustment with a reason, stocktake) of one stock item (a product
 * without variants, or a variant); the item's quantity is the sum of its movements, kept on the item in the same
 * transaction as each movement. Sales of a tracked item never take it below zero.
 */

export const STOCK_MOVEMENT_KINDS = ['sale', 'refund', 'adjustment', 'stocktake'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Whether an item belongs on the low-stock list: tracked, not removed, at or below its level. */
export const isLowStock = (item: Pick<StockItem, 'tracked' | 'removed' | 'quantity' | 'lowStockAt'>) =>
  item.tracked && !item.removed && item.quantity <= item.lowStockAt;

/**
 * The stock list's search keys of an item (stored as its `searchTokens`): the words of its name, variant and codes,
 * and each code whole, folded ('cam-001'), so that a SKU typed whole finds it.
 */
export const stockSearchTokens = (item: Pick<StockItem, 'name' | 'variant' | 'sku' | 'barcode'>) => [
  ...new Set([
    ...searchTokens(`${item.name} ${item.variant} ${item.sku} ${item.barcode}`),
    ...[item.sku, item.barcode].filter(Boolean).map((code) => code.toLowerCase()),
  ]),
];

/** The key a stock search looks up: a code typed whole ('CAM-001') as stockSearchTokens keeps it, else searchKey's. */
export function stockSearchKey(q: string): string | undefined {
  const code = q.trim().toLowerCase();
  return /^[a-z0-9]+[._-][a-z0-9._-]*$/.test(code) ? code : searchKey(q);
}

/**
 * A stock item (shopStock/{stockId}): the product's name and the variant's label, codes and level copied from the
 * product when it is saved (the lists read no product); `low` is isLowStock, kept with every write.
 */
export interface StockItem {
  id: string;
  productId: string;
  variantId: string | null;
  name: string;
  /** 'M / Rojo'; '' for a product without variants. */
  variant: string;
  sku: string;
  barcode: string;
  tracked: boolean;
  lowStockAt: number;
  quantity: number;
  low: boolean;
  /** The variant (or the product) was removed from the catalogue: kept for its movements, off every list. */
  removed: boolean;
  updatedAt: string;
}

export interface StockMovement {
  id: string;
  stockId: string;
  productId: string;
  variantId: string | null;
  name: string;
  variant: string;
  kind: StockMovementKind;
  /** Units in (positive) or out (negative). */
  quantity: number;
  /** The item's quantity after it. */
  after: number;
  /** An adjustment's reason ('Rotura', 'Entrada de proveedor'); a stocktake's note; '' for sales and refunds. */
  reason: string;
  orderId: string | null;
  ticketCode: string | null;
  stocktakeId: string | null;
  by: StaffRef;
  at: string;
}

/** Reasons offered for an adjustment (any other may be typed). */
export const ADJUSTMENT_REASONS = [
  'Entrada de proveedor',
  'Stock inicial',
  'Rotura o defecto',
  'Pérdida o robo',
  'Devolución a proveedor',
  'Uso interno',
] as const;

/** POST .../ecommerce/stock/{stockId}/adjustments: units in or out (never 0) and why. */
export const stockAdjustmentBodySchema = z.strictObject({
  quantity: z.number().check(
    z.int('Escribe un número entero'),
    z.minimum(-MAX_STOCK_QUANTITY),
    z.maximum(MAX_STOCK_QUANTITY),
    z.refine((q) => q !== 0, 'Escribe cuántas unidades entran o salen'),
  ),
  reason: requiredText(120),
});
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBodySchema>;

/** GET .../ecommerce/stock?low=true&q=: the stock items (tracked ones), or only those at or below their level. */
export const stockListQuerySchema = z.extend(listQuerySchema, {
  low: z.optional(z.enum(['true', 'false'])),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

/**
 * POST .../ecommerce/stocktakes: the quantities counted (of some items: a shelf, a category), booked as 'stocktake'
 * movements of the differences against what the items held when it is booked.
 */
export const stocktakeBodySchema = z.strictObject({
  note: optionalText(200),
  counts: z.array(z.strictObject({ stockId: documentIdSchema, counted: countSchema(0, MAX_STOCK_QUANTITY) })).check(
    z.minLength(1, 'Cuenta al menos un producto'),
    z.maxLength(2000),
    z.refine((counts) => new Set(counts.map((c) => c.stockId)).size === counts.length, 'Hay productos repetidos'),
  ),
});
export type StocktakeBody = z.input<typeof stocktakeBodySchema>;

export interface StocktakeLine {
  stockId: string;
  name: string;
  variant: string;
  expected: number;
  counted: number;
  /** counted - expected: what was booked. */
  difference: number;
}

export interface Stocktake extends ResourceMeta {
  note: string;
  lines: StocktakeLine[];
  /** Lines with a difference, and the net units booked. */
  differences: number;
  netUnits: number;
  by: StaffRef;
}
