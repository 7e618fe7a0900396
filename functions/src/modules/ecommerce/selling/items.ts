import type { CollectionReference } from 'firebase-admin/firestore';
import type { Stored } from '../../../platform/resources/definition';
import { resourceItemSearch } from '../../orders';
import { ECOMMERCE, productsOf, shopPacksOf } from '../collections';

/**
 * The shop's items for the sales core's sellable-items search (a coupon's or a loyalty reward's items): products
 * (every variant of one: a line's `refId` is its product) and packs.
 */
type Priced = CollectionReference<Stored<{ name: string; priceCents: number }>>;
export const ecommerceItemSearch = resourceItemSearch('ecommerce', [ECOMMERCE.products, ECOMMERCE.packs], (tenant) => [
  { kind: 'product', collection: productsOf(tenant) as unknown as Priced },
  { kind: 'productPack', collection: shopPacksOf(tenant) as unknown as Priced },
]);
