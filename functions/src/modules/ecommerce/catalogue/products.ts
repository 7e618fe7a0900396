import { randomInt } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { eurosToCents, productBodySchema, stockIdsOf, type Product, type Variant } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { ApiError } from '../../../platform/http/api-error';
import { recordMediaUse, requireMedia } from '../../../platform/media/service';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { assertUnused, requireAll } from '../../../platform/resources/references';
import { ECOMMERCE, shopCategoriesOf, shopModifierGroupsOf, shopPacksOf, type ProductDoc } from '../collections';
import { readStockItems, syncStockItems, type HeldStockItem } from '../stock/items';
import { claimCodes, hasVariants, productCodes } from './codes';

type ProductBody = z.infer<typeof productBodySchema>;

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new variant's id: 8 letters and digits (unique within its product; part of its stock item's id). */
const newVariantId = () => Array.from({ length: 8 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

/**
 * The body's variants as stored: those sent with an id keep it (it must be one of the stored product's: its stock and
 * its sales refer to it), new ones get one.
 */
function storedVariants(variants: ProductBody['variants'], existing: Variant[]): Variant[] {
  const known = new Set(existing.map((variant) => variant.id));
  const taken = new Set(variants.flatMap((variant) => (variant.id ? [variant.id] : [])));
  return variants.map(({ id, price, ...variant }, i) => {
    if (id && !known.has(id))
      throw new ApiError('validation-failed', { [`variants.${i}.id`]: 'Esa variante no es de este producto' });
    let assigned = id;
    while (!assigned || (!id && taken.has(assigned))) assigned = newVariantId();
    taken.add(assigned);
    return { ...variant, id: assigned, priceCents: price === null ? null : eurosToCents(price) };
  });
}

/** A body as the stored product (checking its category, modifier groups and photos in the transaction). */
export async function productDoc(
  tx: Transaction,
  tenant: Tenant,
  { price, variants, ...body }: ProductBody,
  existing: ProductDoc | undefined,
): Promise<ProductDoc> {
  await requireAll(tx, shopCategoriesOf(tenant), [body.categoryId], 'categoryId', 'La categoría ya no existe');
  await requireAll(
    tx,
    shopModifierGroupsOf(tenant),
    body.modifierGroupIds,
    'modifierGroupIds',
    'Alguno de los grupos de modificadores ya no existe',
  );
  for (const photoId of body.photoIds) await requireMedia(tx, tenant, photoId, 'photoIds');
  return { ...body, priceCents: eurosToCents(price), variants: storedVariants(variants, existing?.variants ?? []) };
}

/**
 * A product edit may not take away what a pack holds: the variant it includes, or (when the product gains options)
 * the product itself without a variant.
 */
async function assertPacksKeep(tx: Transaction, tenant: Tenant, id: string, doc: ProductDoc): Promise<void> {
  const packs = await tx.get(shopPacksOf(tenant).where('productIds', 'array-contains', id));
  const variantIds = new Set(doc.variants.map((variant) => variant.id));
  for (const pack of packs.docs) {
    for (const item of pack.data().items) {
      if (item.productId !== id) continue;
      if (item.variantId ? !hasVariants(doc) || !variantIds.has(item.variantId) : hasVariants(doc))
        throw new ApiError('in-use', {
          variants: item.variantId
            ? `La variante «${item.variant}» está en el pack «${pack.data().name}»: quítala de él antes`
            : `El producto está sin variante en el pack «${pack.data().name}»: quítalo de él antes`,
        });
    }
  }
}

/**
 * What goes with a product's save or delete (`after` null), in its transaction, reads first: its SKUs and barcodes
 * claimed and released, its photos' uses, its stock items (names, codes and level copied; those it no longer has
 * marked removed). Answers its stock items as written.
 */
export async function writeProductEffects(
  tx: Transaction,
  tenant: Tenant,
  id: string,
  before: ProductDoc | undefined,
  after: ProductDoc | null,
): Promise<HeldStockItem[]> {
  const writeCodes = await claimCodes(
    tx,
    tenant,
    before ? productCodes(id, before) : [],
    after ? productCodes(id, after) : [],
  );
  const stockIds = [before, after].flatMap((doc) => (doc ? stockIdsOf({ ...doc, id }) : []));
  const stock = await readStockItems(tx, tenant, stockIds);
  const name = (after ?? before)!.name;
  await recordMediaUse(tx, tenant, { kind: 'product', id, name }, { from: before?.photoIds, to: after?.photoIds });
  writeCodes();
  return syncStockItems(tx, tenant, id, after, stock);
}

/** The shop's products, with their options and variants; prices in cents. */
export const products: ResourceDefinition<ProductBody, ProductDoc, Product> = {
  module: 'ecommerce',
  collection: ECOMMERCE.products,
  read: 'ecommerce.read',
  manage: 'ecommerce.manage',
  body: productBodySchema,
  sortable: { name: 'name', price: 'priceCents', createdAt: 'createdAt' },
  filters: { categoryId: 'categoryId', active: 'active' },
  // Found by name or by any of its SKUs.
  searchText: (doc) => [doc.name, doc.sku, ...doc.variants.map((variant) => variant.sku)].join(' '),
  async toDoc(body, { tx, tenant, ref, existing }) {
    const doc = await productDoc(tx, tenant, body, existing);
    if (existing) await assertPacksKeep(tx, tenant, ref.id, doc);
    return doc;
  },
  toDto: fromStored,
  async written(doc, { tx, tenant, ref, existing }) {
    await writeProductEffects(tx, tenant, ref.id, existing, doc);
  },
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, shopPacksOf(tenant).where('productIds', 'array-contains', id), 'packs');
  },
  async removed({ tx, tenant, id, doc }) {
    await writeProductEffects(tx, tenant, id, doc, null);
  },
};
