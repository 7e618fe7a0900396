import { createHash } from 'node:crypto';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  foldText,
  importCategoryId,
  parseWith,
  planProductImport,
  productBodySchema,
  productImportCodes,
  productImportKey,
  readProductImportFile,
  stockIdOf,
  type ErrorCode,
  type PlannedProduct,
  type ProductImportPreview,
  type ProductImportProblem,
  type ProductImportResult,
  type ShopCategory,
} from '@plataforma/domain';
import { db, transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { forgetRecent } from '../../../platform/resources/recent';
import { withMeta } from '../../../platform/resources/repository';
import { servedBy } from '../../orders';
import { ECOMMERCE, productsOf, shopCategoriesOf, shopCodesOf, shopPacksOf } from '../collections';
import { bookMovement } from '../stock/items';
import { productDoc, products, writeProductEffects } from './products';

const PROBLEMS: Record<ProductImportProblem, ErrorCode> = {
  empty: 'shop-import-empty',
  'no-name-column': 'shop-import-no-name-column',
  'too-many-lines': 'import-too-many-lines',
};

type CategoryNode = Pick<ShopCategory, 'id' | 'name' | 'parentId'> & { position: number };

/** Every category's name and place (the import finds paths among them). */
async function readCategories(tenant: Tenant): Promise<CategoryNode[]> {
  const snapshot = await shopCategoriesOf(tenant).select('name', 'parentId', 'position').get();
  return snapshot.docs.map(categoryNode);
}

const categoryNode = (doc: QueryDocumentSnapshot): CategoryNode => ({
  id: doc.id,
  name: String(doc.get('name')),
  parentId: (doc.get('parentId') as string | null) ?? null,
  position: doc.get('position') as number,
});

/** Who holds each code, by name: the product (and variant) or pack. */
async function codeHolders(tenant: Tenant, keys: string[]): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 300) {
    const refs = keys.slice(i, i + 300).map((key) => shopCodesOf(tenant).doc(key));
    if (refs.length === 0) continue;
    const snapshots = await db().getAll(...refs);
    const holders = snapshots.flatMap((s) => (s.exists ? [[s.id, s.data()!] as const] : []));
    const names = await Promise.all(
      holders.map(async ([, holder]) => {
        const ref = holder.kind === 'pack' ? shopPacksOf(tenant).doc(holder.id) : productsOf(tenant).doc(holder.id);
        return String((await ref.get()).get('name') ?? '');
      }),
    );
    holders.forEach(([key], index) => held.set(key, names[index]!));
  }
  return held;
}

/** What importing a file would do; preview and apply both run it. */
async function planImport(tenant: Tenant, bytes: Uint8Array) {
  const file = readProductImportFile(bytes);
  if (!file.ok) throw new ApiError(PROBLEMS[file.problem]);
  const [categories, existing, codes] = await Promise.all([
    readCategories(tenant),
    productsOf(tenant).select('name', 'categoryId').get(),
    codeHolders(tenant, productImportCodes(file.rows)),
  ]);
  const productNames = new Map(
    existing.docs.map((doc) => {
      const name = String(doc.get('name'));
      return [productImportKey(String(doc.get('categoryId')), name), name] as const;
    }),
  );
  return { categories, ...planProductImport(file, { categories, products: productNames, codes }) };
}

/** POST .../ecommerce/products/import/preview. */
export async function previewProductImport(tenant: Tenant, bytes: Uint8Array): Promise<ProductImportPreview> {
  return (await planImport(tenant, bytes)).preview;
}

/**
 * Creates the missing categories of the planned products' paths in one transaction (read again there: one created
 * meanwhile is used, not doubled), parents first, each last among its siblings. Answers the id of every path.
 */
async function createCategories(
  tenant: Tenant,
  plan: PlannedProduct[],
): Promise<{ ids: Map<string, string>; created: number }> {
  const pathKey = (path: readonly string[]) => path.map((p) => foldText(p).trim()).join('\u0000');
  const paths = new Map(plan.map((product) => [pathKey(product.categoryPath), product.categoryPath]));
  let created = 0;
  const ids = await transaction(async (tx) => {
    const snapshot = await tx.get(shopCategoriesOf(tenant).select('name', 'parentId', 'position'));
    const tree = snapshot.docs.map(categoryNode);
    const ids = new Map<string, string>();
    for (const [key, path] of paths) {
      let parentId: string | null = null;
      for (let depth = 0; depth < path.length; depth++) {
        const found = importCategoryId(tree, path.slice(0, depth + 1));
        if (found) {
          parentId = found;
          continue;
        }
        const siblings = tree.filter((node) => node.parentId === parentId);
        const doc = {
          name: path[depth]!,
          description: '',
          parentId,
          active: true,
          position: Math.max(-1, ...siblings.map((node) => node.position)) + 1,
        };
        const ref = shopCategoriesOf(tenant).doc();
        tx.create(ref, withMeta(doc, doc.name));
        tree.push({ id: ref.id, name: doc.name, parentId, position: doc.position });
        parentId = ref.id;
        created += 1;
      }
      if (parentId) ids.set(key, parentId);
    }
    return ids;
  });
  forgetRecent(tenant.organization.id, ECOMMERCE.categories);
  return { ids: new Map([...paths.keys()].map((key) => [key, ids.get(key)!])), created };
}

/**
 * The id an imported product gets: a hash of its category and name, so a file applied twice (or twice at once) finds
 * its products by id and creates nothing again.
 */
const importId = (categoryId: string, name: string) =>
  createHash('sha256').update(productImportKey(categoryId, name)).digest('base64url').slice(0, 20);

/**
 * Creates one planned product in its own transaction: the product, its codes, its stock items and their initial
 * stock ('Stock inicial'). False when it exists already or one of its codes was taken since the plan.
 */
async function createProduct(tenant: Tenant, planned: PlannedProduct, categoryId: string): Promise<boolean> {
  const body = parseWith(productBodySchema, { ...planned.body, categoryId });
  if (!body.success) return false; // the plan validated it: only a category deleted meanwhile lands here
  const ref = productsOf(tenant).doc(importId(categoryId, planned.body.name));
  try {
    return await transaction(async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      const doc = await productDoc(tx, tenant, body.data, undefined);
      const items = await writeProductEffects(tx, tenant, ref.id, undefined, doc);
      const stockIds = doc.options.length === 0 ? [ref.id] : doc.variants.map((v) => stockIdOf(ref.id, v.id));
      stockIds.forEach((stockId, i) => {
        const item = items.find((it) => it.id === stockId);
        const quantity = planned.stock[i] ?? 0;
        if (!item || quantity === 0) return;
        bookMovement(tx, tenant, item, {
          kind: 'adjustment',
          quantity,
          reason: 'Stock inicial',
          orderId: null,
          ticketCode: null,
          stocktakeId: null,
          by: servedBy(tenant),
        });
      });
      tx.create(ref, withMeta(doc, products.searchText(doc)));
      return true;
    });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'shop-code-taken' || error.status === 400)) return false;
    throw error;
  }
}

/** Products created at once. */
const PARALLEL = 4;

/** POST .../ecommerce/products/import/apply: creates what the preview of the same file shows. */
export async function applyProductImport(tenant: Tenant, bytes: Uint8Array): Promise<ProductImportResult> {
  const { preview, plan } = await planImport(tenant, bytes);
  const { ids, created: categories } = await createCategories(tenant, plan);
  const pathKey = (path: readonly string[]) => path.map((p) => foldText(p).trim()).join('\u0000');
  let created = 0;
  try {
    for (let i = 0; i < plan.length; i += PARALLEL) {
      const done = await Promise.all(
        plan
          .slice(i, i + PARALLEL)
          .map((planned) => createProduct(tenant, planned, ids.get(pathKey(planned.categoryPath))!)),
      );
      created += done.filter(Boolean).length;
    }
  } finally {
    forgetRecent(tenant.organization.id, ECOMMERCE.products);
  }
  return {
    created,
    categories,
    duplicates: preview.duplicates.length + plan.length - created,
    invalid: preview.invalid.length,
  };
}
