import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** The shop's collections under organizations/{orgId}/. */
export const ECOMMERCE_TENANT_COLLECTIONS = {
  /** The category tree (each category names its parent; null at the top). */
  categories: { name: 'shopCategories', client: 'api' },
  /** Products with their options and variants (stock lives apart: stockItems). */
  products: { name: 'shopProducts', client: 'api' },
  /** Extras that are not stock (gift wrap, engraving), with price deltas. */
  modifierGroups: { name: 'shopModifierGroups', client: 'api' },
  /** Products or variants with quantities sold at one price. */
  packs: { name: 'shopPacks', client: 'api' },
  /**
   * shopCodes/{sku_X | ean_X}: who holds each SKU and barcode (a product, one of its variants, a pack), written in the
   * transaction of the write that claims it, so that two products never share a code.
   */
  codes: { name: 'shopCodes', client: 'api' },
  /**
   * stockItems/{stockId}: one per product without variants (stockId = productId) or per variant
   * ('{productId}_{variantId}'): the quantity (the sum of its movements, kept in the same write), the low-stock level.
   */
  stockItems: { name: 'shopStock', client: 'api' },
  /** Every change of a stock item: sale, refund, adjustment with a reason, stocktake. Never changed or deleted. */
  stockMovements: { name: 'shopStockMovements', client: 'api' },
  /** Stocktakes: what was counted, what was expected, the differences booked. */
  stocktakes: { name: 'shopStocktakes', client: 'api' },
  /**
   * shopFulfilments/{orderId}: the fulfilment of a shop order (pendiente -> ... -> entregado), its delivery and its
   * picking list. The fulfilment board listens to them live; the API writes them.
   */
  fulfilments: { name: 'shopFulfilments', client: { live: 'ecommerce.read' } },
} as const satisfies ModuleCollections;

export const ECOMMERCE_COLLECTIONS = collectionNames(ECOMMERCE_TENANT_COLLECTIONS);
