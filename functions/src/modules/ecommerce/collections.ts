import type { Timestamp } from 'firebase-admin/firestore';
import {
  ECOMMERCE_COLLECTIONS,
  type Fulfilment,
  type ModifierGroup,
  type Product,
  type ShopCategory,
  type ShopPack,
  type StockItem,
  type StockMovement,
  type Stocktake,
} from '@plataforma/domain';
import { organizationCollection } from '../../platform/organizations/repository';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { tenantCollection } from '../../platform/resources/repository';

/** The shop's stored documents: each answer without its id, its times as Timestamps (resources add theirs). */
export const ECOMMERCE = ECOMMERCE_COLLECTIONS;

type Meta = 'id' | 'createdAt' | 'updatedAt';
export type ShopCategoryDoc = Omit<ShopCategory, Meta>;
export type ProductDoc = Omit<Product, Meta>;
export type ShopModifierGroupDoc = Omit<ModifierGroup, Meta>;
/** productIds: the products its items hold, kept flat so 'which packs hold this product' is one query. */
export type ShopPackDoc = Omit<ShopPack, Meta> & { productIds: string[] };
/** shopCodes/{shopCodeKey}: who holds a SKU or barcode. */
export interface ShopCodeDoc {
  kind: 'product' | 'pack';
  id: string;
  variantId: string | null;
}
/** `searchTokens`: of its name, variant, SKU and barcode (the stock list's search). */
export type StockItemDoc = Omit<StockItem, 'id' | 'updatedAt'> & { updatedAt: Timestamp; searchTokens: string[] };
export type StockMovementDoc = Omit<StockMovement, 'id' | 'at'> & { at: Timestamp };
export type StocktakeDoc = Omit<Stocktake, Meta>;
export type FulfilmentDoc = Omit<Fulfilment, 'createdAt' | 'statusAt' | 'history'> & {
  createdAt: Timestamp;
  statusAt: Timestamp;
  history: (Omit<Fulfilment['history'][number], 'at'> & { at: Timestamp })[];
};

type Org = Pick<Tenant, 'organization'>;
const orgId = (tenant: Org) => tenant.organization.id;
export const shopCategoriesOf = (tenant: Org) => tenantCollection<ShopCategoryDoc>(orgId(tenant), ECOMMERCE.categories);
export const productsOf = (tenant: Org) => tenantCollection<ProductDoc>(orgId(tenant), ECOMMERCE.products);
export const shopModifierGroupsOf = (tenant: Org) =>
  tenantCollection<ShopModifierGroupDoc>(orgId(tenant), ECOMMERCE.modifierGroups);
export const shopPacksOf = (tenant: Org) => tenantCollection<ShopPackDoc>(orgId(tenant), ECOMMERCE.packs);
export const stocktakesOf = (tenant: Org) => tenantCollection<StocktakeDoc>(orgId(tenant), ECOMMERCE.stocktakes);
// Not resources (no search keys): written by the catalogue's, the sale's and the board's transactions.
export const shopCodesOf = (tenant: Org) => organizationCollection<ShopCodeDoc>(orgId(tenant), ECOMMERCE.codes);
export const stockItemsOf = (tenant: Org) => organizationCollection<StockItemDoc>(orgId(tenant), ECOMMERCE.stockItems);
export const stockMovementsOf = (tenant: Org) =>
  organizationCollection<StockMovementDoc>(orgId(tenant), ECOMMERCE.stockMovements);
export const fulfilmentsOf = (tenant: Org) =>
  organizationCollection<FulfilmentDoc>(orgId(tenant), ECOMMERCE.fulfilments);
