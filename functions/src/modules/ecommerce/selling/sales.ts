import type { Transaction } from 'firebase-admin/firestore';
import {
  priceModifiers,
  stockIdOf,
  variantLabel,
  variantPriceCents,
  type LineInput,
  type OrderLine,
  type Variant,
} from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import { getMany } from '../../../platform/resources/repository';
import type { Stored } from '../../../platform/resources/definition';
import {
  soldLine,
  servedBy,
  type PreparedLines,
  type Restock,
  type RestockContext,
  type SalePreparer,
  type SellContext,
} from '../../orders';
import { productsOf, shopCategoriesOf, shopModifierGroupsOf, shopPacksOf, type ProductDoc } from '../collections';
import { bookMovement, readStockItems, type HeldStockItem } from '../stock/items';

/**
 * The shop's sale preparer (issue 19), registered for 'product' and 'productPack' lines: prices them from the server's
 * catalogue in the sale's transaction (a variant's price or the product's, plus its modifiers), and takes the units
 * of every tracked stock item they involve (a pack: each component's). A tracked item never goes below zero: the
 * units a sale takes of it, summed over all its lines, must be in stock, else 409 'out-of-stock' naming what is left;
 * two tills selling the last units at once cannot both succeed (the item is read in the transaction: one reruns).
 */

type ShopLineInput = Extract<LineInput, { kind: 'product' | 'productPack' }>;
type ProductLineInput = Extract<LineInput, { kind: 'product' }>;
type Products = Map<string, Stored<ProductDoc> | undefined>;
const PACK_CATEGORY = 'Packs';
const uniq = (values: string[]) => [...new Set(values)];
const fieldError = (index: number, field: string, message: string) =>
  new ApiError('validation-failed', { [`lines.${index}.${field}`]: message });

/** 'Camiseta (M / Rojo)': how a pack's details and a stock message name a product or its variant. */
export const soldName = (name: string, variant: Pick<Variant, 'values'> | null) =>
  variant ? `${name} (${variantLabel(variant)})` : name;

function line(
  input: ShopLineInput,
  fields: Pick<OrderLine, 'refId' | 'name' | 'unitPriceCents' | 'vatRate' | 'details' | 'category' | 'stockTaken'> &
    Partial<Pick<OrderLine, 'variantId' | 'sku'>>,
): OrderLine {
  return soldLine({ kind: input.kind, quantity: input.quantity, notes: input.notes, ...fields });
}

/** The product's variant a line or a pack names (400 on `field` when it does not fit the product). */
function variantOf(
  product: Stored<ProductDoc>,
  variantId: string | null | undefined,
  fail: (message: string) => ApiError,
): Variant | null {
  if (product.options.length === 0) {
    if (variantId) throw fail('Este producto no tiene variantes');
    return null;
  }
  if (!variantId) throw fail('Elige la variante');
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) throw fail('Esa variante ya no existe');
  if (!variant.active) throw fail(`La variante ${variantLabel(variant)} ya no está a la venta`);
  return variant;
}

/** Reads everything the lines refer to (all reads first, as transactions require), prices them, checks the stock. */
async function prepareShopSale(
  { tx, tenant, orderId }: SellContext,
  indexed: { index: number; input: ShopLineInput }[],
): Promise<PreparedLines> {
  const inputs = indexed.map(({ input }) => input);
  const packIds = uniq(inputs.flatMap((i) => (i.kind === 'productPack' ? [i.packId] : [])));
  const packDocs = await getMany(tx, shopPacksOf(tenant), packIds);
  const packById = new Map(packIds.map((id, i) => [id, packDocs[i]]));
  const productIds = uniq([
    ...inputs.flatMap((i) => (i.kind === 'product' ? [i.productId] : [])),
    ...packDocs.flatMap((pack) => pack?.items.map((item) => item.productId) ?? []),
  ]);
  const productDocs = await getMany(tx, productsOf(tenant), productIds);
  const productById: Products = new Map(productIds.map((id, i) => [id, productDocs[i]]));
  const sold = inputs.flatMap((i) => (i.kind === 'product' ? [productById.get(i.productId)] : []));
  const groupIds = uniq(sold.flatMap((product) => product?.modifierGroupIds ?? []));
  const categoryIds = uniq(sold.flatMap((product) => (product ? [product.categoryId] : [])));
  const stockIds = uniq([
    ...inputs.flatMap((i) => (i.kind === 'product' ? [stockIdOf(i.productId, i.variantId ?? null)] : [])),
    ...packDocs.flatMap((pack) => pack?.items.map((item) => stockIdOf(item.productId, item.variantId)) ?? []),
  ]);
  const [groupDocs, categoryDocs, stock] = await Promise.all([
    getMany(tx, shopModifierGroupsOf(tenant), groupIds),
    getMany(tx, shopCategoriesOf(tenant), categoryIds),
    readStockItems(tx, tenant, stockIds),
  ]);
  const groupById = new Map(groupIds.map((id, i) => [id, groupDocs[i]]));
  const categoryName = new Map(categoryIds.map((id, i) => [id, categoryDocs[i]?.name ?? '']));

  // Units taken of each tracked stock item so far in this sale, and what a line's shortage message names.
  const taken = new Map<string, number>();
  const take = (index: number, field: string, stockId: string, name: string, units: number) => {
    const total = (taken.get(stockId) ?? 0) + units;
    const left = Math.max(0, stock.get(stockId)?.quantity ?? 0);
    if (total > left) {
      const message = left === 0 ? `No queda stock de ${name}` : `Solo quedan ${left} unidades de ${name}`;
      throw new ApiError('out-of-stock', { [`lines.${index}.${field}`]: message }, `Sin stock: ${name}`, {
        stockId,
        left,
      });
    }
    taken.set(stockId, total);
    return { stockId, quantity: units };
  };

  const lines = indexed.map(({ index, input }): OrderLine => {
    if (input.kind === 'productPack') {
      const pack = packById.get(input.packId);
      if (!pack || !pack.active) throw fieldError(index, 'packId', 'Este pack ya no está a la venta');
      const details: OrderLine['details'] = [];
      const stockTaken: NonNullable<OrderLine['stockTaken']> = [];
      for (const item of pack.items) {
        const product = productById.get(item.productId);
        const gone = () => fieldError(index, 'packId', `«${item.name}» de este pack ya no está a la venta`);
        if (!product || !product.active) throw gone();
        const variant = variantOf(product, item.variantId, gone);
        const name = soldName(product.name, variant);
        details.push({ label: `${item.quantity} × ${name}`, priceDeltaCents: 0 });
        if (product.trackStock)
          stockTaken.push(
            take(index, 'quantity', stockIdOf(item.productId, item.variantId), name, item.quantity * input.quantity),
          );
      }
      return line(input, {
        refId: input.packId,
        name: pack.name,
        unitPriceCents: pack.priceCents,
        vatRate: pack.vatRate,
        details,
        category: PACK_CATEGORY,
        stockTaken,
        sku: pack.sku,
      });
    }
    return productLine(index, input, productById, groupById, categoryName, take);
  });

  return {
    lines,
    takeStock: (write) => {
      const by = servedBy(tenant);
      for (const [stockId, units] of taken) {
        const item = stock.get(stockId)!;
        bookMovement(write, tenant, { ...item, id: stockId }, saleMovement(-units, orderId, by));
      }
    },
  };
}

const saleMovement = (quantity: number, orderId: string, by: ReturnType<typeof servedBy>) => ({
  kind: 'sale' as const,
  quantity,
  reason: '',
  orderId,
  ticketCode: null,
  stocktakeId: null,
  by,
});

function productLine(
  index: number,
  input: ProductLineInput,
  productById: Products,
  groupById: Parameters<typeof priceModifiers>[1],
  categoryName: Map<string, string>,
  take: (
    index: number,
    field: string,
    stockId: string,
    name: string,
    units: number,
  ) => {
    stockId: string;
    quantity: number;
  },
): OrderLine {
  const product = productById.get(input.productId);
  if (!product || !product.active) throw fieldError(index, 'productId', 'Este producto ya no está a la venta');
  const variant = variantOf(product, input.variantId, (message) => fieldError(index, 'variantId', message));
  const modifiers = priceModifiers(product.modifierGroupIds, groupById, input.modifiers);
  if (!modifiers.ok) {
    const message =
      modifiers.reason === 'foreign-group' ? 'Este producto no tiene ese grupo de modificadores' : modifiers.message;
    throw fieldError(index, 'modifiers', message);
  }
  const name = soldName(product.name, variant);
  const stockId = stockIdOf(input.productId, variant?.id ?? null);
  const stockTaken = product.trackStock ? [take(index, 'quantity', stockId, name, input.quantity)] : [];
  return line(input, {
    refId: input.productId,
    name: product.name,
    unitPriceCents: variantPriceCents(product, variant) + modifiers.deltaCents,
    vatRate: product.vatRate,
    // The variant first ('M / Rojo'), then the modifiers: the ticket prints them under the product's name.
    details: [...(variant ? [{ label: variantLabel(variant), priceDeltaCents: 0 }] : []), ...modifiers.details],
    category: categoryName.get(product.categoryId) ?? '',
    stockTaken,
    sku: variant ? variant.sku : product.sku,
    ...(variant ? { variantId: variant.id } : {}),
  });
}

/**
 * Reads the stock items removed, cancelled or refunded lines took, and answers the writes that give `quantity` of
 * their units back ('refund' movements naming the order and the refund's ticket). An item deleted since is skipped.
 */
async function prepareShopRestock(
  { tx, tenant, orderId, ticketCode }: RestockContext,
  items: Restock[],
): Promise<(tx: Transaction) => void> {
  const back = new Map<string, number>();
  for (const { line: sold, quantity } of items)
    for (const part of sold.stockTaken ?? [])
      back.set(part.stockId, (back.get(part.stockId) ?? 0) + Math.round((part.quantity / sold.quantity) * quantity));
  const held = await readStockItems(tx, tenant, [...back.keys()]);
  return (write) => {
    const by = servedBy(tenant);
    for (const [stockId, units] of back) {
      const item = held.get(stockId);
      if (!item || units <= 0) continue;
      const movement = { ...saleMovement(units, orderId, by), kind: 'refund' as const, ticketCode };
      bookMovement(write, tenant, { ...item, id: stockId } satisfies HeldStockItem, movement);
    }
  };
}

export const ecommerceSalePreparer: SalePreparer<ShopLineInput> = {
  // Its lines are neither paid nor refunded while the shop is off (its paid-order hook would not run).
  module: 'ecommerce',
  prepare: prepareShopSale,
  restock: prepareShopRestock,
};
