import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  stockIdOf,
  variantLabel,
  variantPriceCents,
  type EcommercePosCatalog,
  type ModifierGroup,
  type Product,
  type ShopCategory,
  type ShopPack,
  type Variant,
} from '@plataforma/domain';
import { nextLineKey, type CartLine } from '../shell/cart';
import { chosenModifiers } from '../shell/choices';
import { ALL_TAB, type CatalogItem, type CatalogTab } from '../shell/useCatalog';

/** One button of the shop's grid: a product (with its variants, if any) or a pack. */
export interface ShopItem extends CatalogItem {
  type: 'product' | 'pack';
  id: string;
  /** The category it is in (the grid's tab is its top category). */
  categoryId: string;
}

export const TAB_PACKS = 'packs';

/** Units left of a stock item by the catalogue (a hint: the sale decides), or undefined when it is not counted. */
export const unitsLeft = (stock: EcommercePosCatalog['stock'], stockId: string) =>
  Object.hasOwn(stock, stockId) ? stock[stockId] : undefined;

const outOf = (stock: EcommercePosCatalog['stock'], stockId: string, quantity = 1) => {
  const left = unitsLeft(stock, stockId);
  return left !== undefined && left < quantity;
};

/** The active variants of a product (its stock items). */
export const activeVariants = (product: Product) => product.variants.filter((v) => v.active);

/** Whether a product (or one variant) has nothing left by the catalogue. */
export function isOutOfStock(catalog: Pick<EcommercePosCatalog, 'stock'>, product: Product, variant?: Variant | null) {
  if (!product.trackStock) return false;
  if (variant) return outOf(catalog.stock, stockIdOf(product.id, variant.id));
  if (product.options.length === 0) return outOf(catalog.stock, product.id);
  return activeVariants(product).every((v) => outOf(catalog.stock, stockIdOf(product.id, v.id)));
}

/** Whether a pack cannot be made: one of its components is short (a pack never sells when one is out). */
export const isPackOutOfStock = (catalog: Pick<EcommercePosCatalog, 'stock'>, pack: ShopPack) =>
  pack.items.some((item) => outOf(catalog.stock, stockIdOf(item.productId, item.variantId), item.quantity));

/** The top category of a category (the tree is at most three deep). */
export function topCategoryOf(categories: readonly ShopCategory[], id: string): string {
  const byId = new Map(categories.map((c) => [c.id, c]));
  let current = byId.get(id);
  for (let depth = 0; current?.parentId && depth < 5; depth++) current = byId.get(current.parentId) ?? current;
  return current?.id ?? id;
}

/** Whether `id` is `ancestor` or below it in the tree. */
export function isWithin(categories: readonly ShopCategory[], id: string, ancestor: string): boolean {
  const byId = new Map(categories.map((c) => [c.id, c]));
  let current: string | null | undefined = id;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current === ancestor) return true;
    current = byId.get(current)?.parentId;
  }
  return false;
}

/** Categories in their order: the children of `parentId`. */
export const childrenOf = (categories: readonly ShopCategory[], parentId: string | null) =>
  categories
    .filter((c) => c.parentId === parentId)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));

function gridItems(catalog: EcommercePosCatalog): ShopItem[] {
  const categories = new Set(catalog.categories.map((c) => c.id));
  const items: ShopItem[] = [];
  for (const product of catalog.products) {
    if (!product.active || !categories.has(product.categoryId)) continue;
    if (product.options.length > 0 && activeVariants(product).length === 0) continue;
    // From the lowest price of its variants: 'desde' is not said, the dialog shows each one's.
    const prices = product.options.length
      ? activeVariants(product).map((v) => variantPriceCents(product, v))
      : [product.priceCents];
    items.push({
      key: `product-${product.id}`,
      type: 'product',
      id: product.id,
      name: product.name,
      priceCents: Math.min(...prices),
      soldOut: isOutOfStock(catalog, product),
      tab: topCategoryOf(catalog.categories, product.categoryId),
      categoryId: product.categoryId,
    });
  }
  for (const pack of catalog.packs) {
    if (!pack.active) continue;
    items.push({
      key: `pack-${pack.id}`,
      type: 'pack',
      id: pack.id,
      name: pack.name,
      priceCents: pack.priceCents,
      soldOut: isPackOutOfStock(catalog, pack),
      tab: TAB_PACKS,
      categoryId: '',
      tinted: true,
    });
  }
  return items;
}

/** The grid's items and tabs: everything, each top category (its subcategories inside it), the packs. */
export function useShopGrid(catalog: EcommercePosCatalog | undefined) {
  const { t } = useTranslation();
  const items = useMemo(() => (catalog ? gridItems(catalog) : []), [catalog]);
  const tabs: CatalogTab[] = catalog
    ? [
        { value: ALL_TAB, label: t('pos.catalog.all') },
        ...childrenOf(catalog.categories, null).map((c) => ({ value: c.id, label: c.name })),
        ...(catalog.packs.some((p) => p.active) ? [{ value: TAB_PACKS, label: t('pos.ecommerce.packs') }] : []),
      ]
    : [];
  return { items, tabs };
}

/** The modifier groups of a product, in its order. */
export const groupsOf = (catalog: Pick<EcommercePosCatalog, 'modifierGroups'>, product: Product): ModifierGroup[] =>
  product.modifierGroupIds.flatMap((id) => catalog.modifierGroups.filter((g) => g.id === id));

/** A product (or one variant of it) in the cart, with the extras chosen per modifier group. */
export function productLine(
  product: Product,
  variant: Variant | null,
  groups: readonly ModifierGroup[] = [],
  chosen: Record<string, string[]> = {},
  notes = '',
): CartLine {
  const extras = chosenModifiers(groups, chosen);
  return {
    key: nextLineKey(),
    input: {
      kind: 'product',
      productId: product.id,
      ...(variant ? { variantId: variant.id } : {}),
      quantity: 1,
      modifiers: extras.modifiers,
      notes,
    },
    name: product.name,
    details: [...(variant ? [variantLabel(variant)] : []), ...extras.details],
    unitPriceCents: variantPriceCents(product, variant) + extras.deltaCents,
    vatRate: product.vatRate,
    allergens: [],
    quantity: 1,
    notes,
    // A second scan of the same item is one more of the same line.
    ...(extras.details.length === 0 ? { mergeKey: `product:${stockIdOf(product.id, variant?.id ?? null)}` } : {}),
  };
}

/** A pack in the cart: its components under its name. */
export function packLine(pack: ShopPack): CartLine {
  return {
    key: nextLineKey(),
    input: { kind: 'productPack', packId: pack.id, quantity: 1, notes: '' },
    name: pack.name,
    details: pack.items.map((i) => `${i.quantity} × ${i.name}${i.variant ? ` (${i.variant})` : ''}`),
    unitPriceCents: pack.priceCents,
    vatRate: pack.vatRate,
    allergens: [],
    quantity: 1,
    notes: '',
    mergeKey: `pack:${pack.id}`,
  };
}
