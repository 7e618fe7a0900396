import type { Product, Variant } from './catalogue';

/*
 * The pure helpers of products and variants, apart from the body schemas (catalogue.ts): a till that names a variant
 * or finds its stock item does not load zod with them.
 */

/** 'M / Rojo': how tickets, the till and the stock lists name a variant. */
export const variantLabel = (variant: Pick<Variant, 'values'>) => variant.values.join(' / ');

/** A variant's price, or the product's. */
export const variantPriceCents = (product: Pick<Product, 'priceCents'>, variant: Pick<Variant, 'priceCents'> | null) =>
  variant?.priceCents ?? product.priceCents;

/** The stock item of a product without variants is the product's id; a variant's is '{productId}_{variantId}'. */
export const stockIdOf = (productId: string, variantId: string | null) =>
  variantId ? `${productId}_${variantId}` : productId;

/** The stock items a product has: itself without options, else one per variant. */
export const stockIdsOf = (product: Pick<Product, 'id' | 'variants' | 'options'>) =>
  product.options.length === 0 ? [product.id] : product.variants.map((v) => stockIdOf(product.id, v.id));
