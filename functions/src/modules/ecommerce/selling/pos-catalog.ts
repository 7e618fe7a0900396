import type { EcommercePosCatalog } from '@plataforma/domain';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { recentRead } from '../../../platform/resources/recent';
import { fromStored } from '../../../platform/resources/repository';
import {
  ECOMMERCE,
  productsOf,
  shopCategoriesOf,
  shopModifierGroupsOf,
  shopPacksOf,
  stockItemsOf,
} from '../collections';
import { shopPacks } from '../catalogue/packs';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

/**
 * The shop's catalogue as its counter needs it (the POS module answers it with the locations): active categories in
 * order, active products and packs by name (as their resources answer them), the modifier groups, and the units of every tracked stock item. The
 * catalogue changes seldom: it comes from this instance's recent reads (a few seconds, recent.ts); the stock is read
 * every time (it is a hint for the till: the sale decides).
 */
export async function ecommercePosCatalog(
  tenant: Tenant,
): Promise<Omit<EcommercePosCatalog, 'locations' | 'locationId'>> {
  const organizationId = tenant.organization.id;
  const [categories, products, modifierGroups, packs, stock] = await Promise.all([
    recentRead(organizationId, ECOMMERCE.categories, 'active', async () =>
      (await shopCategoriesOf(tenant).where('active', '==', true).get()).docs
        .map((doc) => fromStored(doc.id, doc.data()))
        .sort((a, b) => a.position - b.position || byName(a, b)),
    ),
    recentRead(organizationId, ECOMMERCE.products, 'active', async () =>
      (await productsOf(tenant).where('active', '==', true).get()).docs
        .map((doc) => fromStored(doc.id, doc.data()))
        .sort(byName),
    ),
    recentRead(organizationId, ECOMMERCE.modifierGroups, 'all', async () =>
      (await shopModifierGroupsOf(tenant).get()).docs.map((doc) => fromStored(doc.id, doc.data())).sort(byName),
    ),
    recentRead(organizationId, ECOMMERCE.packs, 'active', async () =>
      (await shopPacksOf(tenant).where('active', '==', true).get()).docs
        .map((doc) => shopPacks.toDto(doc.id, doc.data()))
        .sort(byName),
    ),
    // Only the two fields the answer needs (an item also carries names, codes and search keys).
    stockItemsOf(tenant).where('tracked', '==', true).select('quantity', 'removed').get(),
  ]);
  return {
    categories,
    products,
    modifierGroups,
    packs,
    stock: Object.fromEntries(
      stock.docs.filter((doc) => !doc.data().removed).map((doc) => [doc.id, doc.data().quantity]),
    ),
  };
}
