import type { Product, ShopPack, Variant } from './catalogue';

/**
 * What a scanned code (or a typed SKU) is at the shop's counter: a variant, a product (without variants, or with them
 * when its own barcode was scanned: the till then asks which), or a pack.
 */
export type ScanTarget =
  { kind: 'product'; product: Product; variant: Variant | null } | { kind: 'pack'; pack: ShopPack };

/**
 * The till's lookup of codes, built once when its catalogue loads: barcodes and SKUs (SKUs in capitals, as stored)
 * of active products, their active variants and active packs. A scan is then one Map lookup, with no network call.
 */
export function scanIndex(products: readonly Product[], packs: readonly ShopPack[]): Map<string, ScanTarget> {
  const index = new Map<string, ScanTarget>();
  const add = (code: string, target: ScanTarget) => {
    if (code && !index.has(code)) index.set(code, target);
  };
  for (const product of products) {
    if (!product.active) continue;
    for (const variant of product.variants) {
      if (!variant.active) continue;
      add(variant.barcode, { kind: 'product', product, variant });
      add(variant.sku, { kind: 'product', product, variant });
    }
    add(product.barcode, { kind: 'product', product, variant: null });
    add(product.sku, { kind: 'product', product, variant: null });
  }
  for (const pack of packs) {
    if (!pack.active) continue;
    add(pack.barcode, { kind: 'pack', pack });
    add(pack.sku, { kind: 'pack', pack });
  }
  return index;
}

/** A scanned or typed code as the index keys it: trimmed, letters in capitals. */
export const scanKey = (code: string) => code.trim().toUpperCase();
