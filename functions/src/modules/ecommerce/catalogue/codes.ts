import type { Transaction } from 'firebase-admin/firestore';
import { shopCodeKey, variantLabel, type ProductOption, type Variant } from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { productsOf, shopCodesOf, shopPacksOf, type ShopCodeDoc } from '../collections';

/*
 * SKUs and barcodes are unique in the organization across products, variants and packs: each is a document of
 * shopCodes (id shopCodeKey), created in the transaction of the save that claims it and deleted with the save that
 * drops it. A save reads its codes first, so two saves claiming one code cannot both commit.
 */

/** A code a record holds, and the field of its body it comes from (where a 409 puts its message). */
export interface HeldCode {
  key: string;
  field: string;
  holder: ShopCodeDoc;
}

type Coded = { sku: string; barcode: string };

function codesOf(holder: ShopCodeDoc, record: Coded, field = ''): HeldCode[] {
  return [
    ...(record.sku ? [{ key: shopCodeKey('sku', record.sku), field: `${field}sku`, holder }] : []),
    ...(record.barcode ? [{ key: shopCodeKey('ean', record.barcode), field: `${field}barcode`, holder }] : []),
  ];
}

/** A product's codes and its variants' ('variants.2.barcode'). */
export const productCodes = (id: string, product: Coded & { variants: Variant[] }): HeldCode[] => [
  ...codesOf({ kind: 'product', id, variantId: null }, product),
  ...product.variants.flatMap((variant, i) =>
    codesOf({ kind: 'product', id, variantId: variant.id }, variant, `variants.${i}.`),
  ),
];

export const packCodes = (id: string, pack: Coded): HeldCode[] => codesOf({ kind: 'pack', id, variantId: null }, pack);

const sameRecord = (a: ShopCodeDoc, b: ShopCodeDoc) => a.kind === b.kind && a.id === b.id;

/** 'Camiseta básica (M / Rojo)': the holder of a code, named as the 409 says it. */
async function holderName(tx: Transaction, tenant: Tenant, holder: ShopCodeDoc): Promise<string> {
  if (holder.kind === 'pack') return (await tx.get(shopPacksOf(tenant).doc(holder.id))).data()?.name ?? '';
  const product = (await tx.get(productsOf(tenant).doc(holder.id))).data();
  if (!product) return '';
  const variant = product.variants.find((v) => v.id === holder.variantId);
  return variant ? `${product.name} (${variantLabel(variant)})` : product.name;
}

/**
 * Reads, in a save's transaction, the codes a record had (`before`) and will have (`after`): a 409 'shop-code-taken'
 * on the field of the first code another record holds, naming it. Answers the writes to make once every read is done:
 * the codes claimed, and those it no longer has released.
 */
export async function claimCodes(
  tx: Transaction,
  tenant: Tenant,
  before: HeldCode[],
  after: HeldCode[],
): Promise<() => void> {
  const keys = [...new Set([...before, ...after].map((code) => code.key))];
  if (keys.length === 0) return () => undefined;
  const snapshots = await tx.getAll(...keys.map((key) => shopCodesOf(tenant).doc(key)));
  const held = new Map(snapshots.flatMap((s) => (s.exists ? [[s.id, s.data()!] as const] : [])));
  const taken = after.find((code) => {
    const holder = held.get(code.key);
    return holder && !sameRecord(holder, code.holder);
  });
  if (taken) {
    const holder = held.get(taken.key)!;
    const name = await holderName(tx, tenant, holder);
    throw new ApiError(
      'shop-code-taken',
      { [taken.field]: name ? `Ese código ya lo tiene «${name}»` : 'Ese código ya lo tiene otro producto' },
      undefined,
      { holder: { ...holder, name } },
    );
  }
  return () => {
    const kept = new Set(after.map((code) => code.key));
    for (const code of after) {
      const holder = held.get(code.key);
      if (!holder || holder.variantId !== code.holder.variantId) tx.set(shopCodesOf(tenant).doc(code.key), code.holder);
    }
    for (const code of before) {
      const holder = held.get(code.key);
      if (!kept.has(code.key) && holder && sameRecord(holder, code.holder))
        tx.delete(shopCodesOf(tenant).doc(code.key));
    }
  };
}

/** Whether a product has options (and so variants, each its own stock item). */
export const hasVariants = (product: { options: ProductOption[] }) => product.options.length > 0;
