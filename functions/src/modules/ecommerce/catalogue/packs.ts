import {
  eurosToCents,
  shopPackBodySchema,
  variantLabel,
  type FieldErrors,
  type ShopPack,
  type ShopPackItem,
} from '@plataforma/domain';
import type * as z from 'zod/mini';
import { ApiError } from '../../../platform/http/api-error';
import { recordMediaUse, requireMedia } from '../../../platform/media/service';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored, getMany } from '../../../platform/resources/repository';
import { ECOMMERCE, productsOf, type ShopPackDoc } from '../collections';
import { claimCodes, hasVariants, packCodes } from './codes';

type ShopPackBody = z.infer<typeof shopPackBodySchema>;

/**
 * Packs: products or variants with quantities, sold at one price. Each item names its product and variant as they
 * were when the pack was saved; `productIds` (stored, not answered) lets a product's delete find the packs holding it.
 */
export const shopPacks: ResourceDefinition<ShopPackBody, ShopPackDoc, ShopPack> = {
  module: 'ecommerce',
  collection: ECOMMERCE.packs,
  read: 'ecommerce.read',
  manage: 'ecommerce.manage',
  body: shopPackBodySchema,
  sortable: { name: 'name', price: 'priceCents', createdAt: 'createdAt' },
  searchText: (doc) => [doc.name, doc.sku].join(' '),
  async toDoc({ price, items, ...body }, { tx, tenant }) {
    const productIds = [...new Set(items.map((item) => item.productId))];
    const found = await getMany(tx, productsOf(tenant), productIds);
    const byId = new Map(productIds.map((id, i) => [id, found[i]]));
    const errors: FieldErrors = {};
    const stored = items.map((item, i): ShopPackItem => {
      const product = byId.get(item.productId);
      if (!product) {
        errors[`items.${i}.productId`] = 'El producto ya no existe';
        return { ...item, name: '', variant: '' };
      }
      const variant = product.variants.find((v) => v.id === item.variantId);
      if (!hasVariants(product) && item.variantId) errors[`items.${i}.variantId`] = 'Este producto no tiene variantes';
      else if (hasVariants(product) && !item.variantId) errors[`items.${i}.variantId`] = 'Elige la variante';
      else if (hasVariants(product) && !variant) errors[`items.${i}.variantId`] = 'Esa variante ya no existe';
      return { ...item, name: product.name, variant: variant ? variantLabel(variant) : '' };
    });
    if (Object.keys(errors).length > 0) throw new ApiError('validation-failed', errors);
    for (const photoId of body.photoIds) await requireMedia(tx, tenant, photoId, 'photoIds');
    return { ...body, priceCents: eurosToCents(price), items: stored, productIds };
  },
  toDto: (id, stored) => {
    const { productIds: _productIds, ...pack } = fromStored(id, stored);
    return pack;
  },
  async written(doc, { tx, tenant, ref, existing }) {
    const writeCodes = await claimCodes(
      tx,
      tenant,
      existing ? packCodes(ref.id, existing) : [],
      packCodes(ref.id, doc),
    );
    const user = { kind: 'shopPack', id: ref.id, name: doc.name } as const;
    await recordMediaUse(tx, tenant, user, { from: existing?.photoIds, to: doc.photoIds });
    writeCodes();
  },
  async removed({ tx, tenant, id, doc }) {
    const writeCodes = await claimCodes(tx, tenant, packCodes(id, doc), []);
    await recordMediaUse(tx, tenant, { kind: 'shopPack', id, name: doc.name }, { from: doc.photoIds, to: null });
    writeCodes();
  },
};
