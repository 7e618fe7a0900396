import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ean13CheckDigit,
  type MediaFile,
  type ModifierGroup,
  type Organization,
  type Product,
  type ShopCategory,
  type ShopPack,
  type StockItem,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;

const CATALOGUE = [
  'shopCategories',
  'shopProducts',
  'shopModifierGroups',
  'shopPacks',
  'shopCodes',
  'shopStock',
  'shopStockMovements',
];

beforeAll(async () => {
  await clearEmulators();
  ({ owner, staff, org } = await organizationTeam('Tienda Lola', ['ecommerce']));
  base = `/api/organizations/${org.id}/ecommerce`;
});

/** Each test starts from an empty catalogue. */
beforeEach(async () => {
  for (const name of CATALOGUE)
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

async function created<T>(path: string, body: object, actor = owner): Promise<T> {
  const response = await api().post(`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as T;
}

async function replaced<T>(path: string, body: object): Promise<T> {
  const response = await api().put(`${base}${path}`).set(owner.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as T;
}

const docsOf = async (collection: string) =>
  Object.fromEntries(
    (await adminDb().collection(`organizations/${org.id}/${collection}`).get()).docs.map((d) => [d.id, d.data()]),
  );

/** A valid EAN-13 from twelve digits. */
const ean = (twelve: string) => `${twelve}${ean13CheckDigit(twelve)}`;

/** A product body with sizes S and M in one colour. */
const shirt = (categoryId: string, extra: object = {}) => ({
  name: 'Camiseta básica',
  categoryId,
  price: '19,90',
  sku: 'cam-001',
  options: [
    { name: 'Talla', values: ['S', 'M'] },
    { name: 'Color', values: ['Blanco'] },
  ],
  variants: [
    { values: ['S', 'Blanco'], sku: 'CAM-001-S', barcode: ean('841234500001') },
    { values: ['M', 'Blanco'], sku: 'CAM-001-M', barcode: ean('841234500002'), price: 21 },
  ],
  ...extra,
});

describe('categories', () => {
  it('build a tree: new ones go last among their siblings, and siblings are reordered', async () => {
    const ropa = await created<ShopCategory>('/categories', { name: 'Ropa' });
    const hogar = await created<ShopCategory>('/categories', { name: 'Hogar' });
    const mujer = await created<ShopCategory>('/categories', { name: 'Mujer', parentId: ropa.id });
    const hombre = await created<ShopCategory>('/categories', { name: 'Hombre', parentId: ropa.id });
    expect([ropa.position, hogar.position, mujer.position, hombre.position]).toEqual([0, 1, 0, 1]);
    expect(mujer).toMatchObject({ parentId: ropa.id, active: true, description: '' });

    const refused = await api()
      .post(`${base}/categories/reorder`)
      .set(owner.auth)
      .send({ ids: [hombre.id, ropa.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ ids: 'La lista no coincide con las categorías de ese nivel' });
    const reordered = await api()
      .post(`${base}/categories/reorder`)
      .set(owner.auth)
      .send({ ids: [hombre.id, mujer.id] });
    expect(reordered.status).toBe(204);
    const list = await api().get(`${base}/categories?pageSize=50`).set(staff.auth);
    expect(list.status).toBe(200);
    const positions = Object.fromEntries(
      (list.body.items as ShopCategory[]).map((category) => [category.name, category.position]),
    );
    expect(positions).toEqual({ Ropa: 0, Hogar: 1, Hombre: 0, Mujer: 1 });

    // Moved under another parent, it goes last there.
    const moved = await replaced<ShopCategory>(`/categories/${mujer.id}`, { name: 'Mujer', parentId: hogar.id });
    expect(moved.position).toBe(0);
  });

  it('refuse a missing parent, a cycle and a tree deeper than three levels', async () => {
    const ropa = await created<ShopCategory>('/categories', { name: 'Ropa' });
    const mujer = await created<ShopCategory>('/categories', { name: 'Mujer', parentId: ropa.id });
    const camisetas = await created<ShopCategory>('/categories', { name: 'Camisetas', parentId: mujer.id });
    const cases: [string, object, string][] = [
      ['post', { name: 'X', parentId: 'no-existe' }, 'La categoría superior ya no existe'],
      ['post', { name: 'Manga corta', parentId: camisetas.id }, 'Las categorías tienen como mucho 3 niveles'],
      [
        `put ${ropa.id}`,
        { name: 'Ropa', parentId: camisetas.id },
        'Una categoría no puede estar dentro de sí misma ni de sus subcategorías',
      ],
      [
        `put ${ropa.id}`,
        { name: 'Ropa', parentId: ropa.id },
        'Una categoría no puede estar dentro de sí misma ni de sus subcategorías',
      ],
    ];
    const otra = await created<ShopCategory>('/categories', { name: 'Otra' });
    // Mujer (with Camisetas below) under Otra > ... would still fit; under a second level it would not.
    const sub = await created<ShopCategory>('/categories', { name: 'Sub', parentId: otra.id });
    cases.push([`put ${mujer.id}`, { name: 'Mujer', parentId: sub.id }, 'Las categorías tienen como mucho 3 niveles']);
    for (const [how, body, message] of cases) {
      const [method, id] = how.split(' ');
      const response =
        method === 'post'
          ? await api().post(`${base}/categories`).set(owner.auth).send(body)
          : await api().put(`${base}/categories/${id}`).set(owner.auth).send(body);
      expect(response.status, how).toBe(400);
      expect(response.body.error.fields, how).toEqual({ parentId: message });
    }
    await replaced(`/categories/${mujer.id}`, { name: 'Mujer', parentId: otra.id });
  });

  it('cannot be deleted while they hold subcategories or products', async () => {
    const ropa = await created<ShopCategory>('/categories', { name: 'Ropa' });
    const mujer = await created<ShopCategory>('/categories', { name: 'Mujer', parentId: ropa.id });
    await created<Product>('/products', { name: 'Vestido', categoryId: mujer.id, price: 40 });
    const inUse = [
      [await api().delete(`${base}/categories/${ropa.id}`).set(owner.auth), 'subcategorías: «Mujer»'],
      [await api().delete(`${base}/categories/${mujer.id}`).set(owner.auth), 'productos: «Vestido»'],
    ] as const;
    for (const [response, who] of inUse) {
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({
        code: 'in-use',
        message: `No se puede eliminar porque se usa en ${who}`,
      });
    }
  });

  it('are managed by managers, not staff', async () => {
    const refused = await api().post(`${base}/categories`).set(staff.auth).send({ name: 'Ropa' });
    expect(refused.status).toBe(403);
    const reorder = await api()
      .post(`${base}/categories/reorder`)
      .set(staff.auth)
      .send({ ids: ['x'] });
    expect(reorder.status).toBe(403);
  });
});

describe('products', () => {
  let category: ShopCategory;
  beforeEach(async () => {
    category = await created<ShopCategory>('/categories', { name: 'Camisetas' });
  });

  it('stores prices in cents, gives variants ids and keeps them across edits', async () => {
    const product = await created<Product>('/products', shirt(category.id));
    expect(product).toMatchObject({
      name: 'Camiseta básica',
      priceCents: 1990,
      vatRate: 21,
      sku: 'CAM-001',
      trackStock: true,
      photoIds: [],
      modifierGroupIds: [],
    });
    expect(product.variants.map((v) => [v.values, v.priceCents])).toEqual([
      [['S', 'Blanco'], null],
      [['M', 'Blanco'], 2100],
    ]);
    const [small, medium] = product.variants;
    expect(small!.id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(small!.id).not.toBe(medium!.id);

    // Edited: M keeps its id (sent), L is new, S is dropped.
    const edited = await replaced<Product>(`/products/${product.id}`, {
      ...shirt(category.id),
      options: [
        { name: 'Talla', values: ['M', 'L'] },
        { name: 'Color', values: ['Blanco'] },
      ],
      variants: [
        { id: medium!.id, values: ['M', 'Blanco'], sku: 'CAM-001-M', barcode: ean('841234500002') },
        { values: ['L', 'Blanco'], sku: 'CAM-001-L' },
      ],
    });
    expect(edited.variants[0]!.id).toBe(medium!.id);
    expect(edited.variants[1]!.id).not.toBe(small!.id);

    const unknown = await api()
      .put(`${base}/products/${product.id}`)
      .set(owner.auth)
      .send({ ...shirt(category.id), variants: [{ id: 'otra', values: ['S', 'Blanco'] }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ 'variants.0.id': 'Esa variante no es de este producto' });
  });

  it('creates, renames and removes its stock items with the product', async () => {
    const plain = await created<Product>('/products', {
      name: 'Taza',
      categoryId: category.id,
      price: 8,
      sku: 'TAZA',
      lowStockAt: 2,
    });
    const product = await created<Product>('/products', shirt(category.id));
    const [small, medium] = product.variants;
    let stock = (await docsOf('shopStock')) as Record<string, Omit<StockItem, 'id'>>;
    expect(Object.keys(stock).sort()).toEqual(
      [plain.id, `${product.id}_${small!.id}`, `${product.id}_${medium!.id}`].sort(),
    );
    expect(stock[plain.id]).toMatchObject({ name: 'Taza', variant: '', sku: 'TAZA', quantity: 0, low: true });
    expect(stock[`${product.id}_${medium!.id}`]).toMatchObject({
      productId: product.id,
      variantId: medium!.id,
      name: 'Camiseta básica',
      variant: 'M / Blanco',
      sku: 'CAM-001-M',
      removed: false,
    });

    // Units in M survive a rename; S dropped is marked removed.
    await adminDb().doc(`organizations/${org.id}/shopStock/${product.id}_${medium!.id}`).update({ quantity: 5 });
    await replaced(`/products/${product.id}`, {
      ...shirt(category.id),
      name: 'Camiseta orgánica',
      variants: [{ id: medium!.id, values: ['M', 'Blanco'], sku: 'CAM-001-M' }],
    });
    stock = (await docsOf('shopStock')) as typeof stock;
    expect(stock[`${product.id}_${medium!.id}`]).toMatchObject({ name: 'Camiseta orgánica', quantity: 5 });
    expect(stock[`${product.id}_${small!.id}`]).toMatchObject({ removed: true });

    expect((await api().delete(`${base}/products/${product.id}`).set(owner.auth)).status).toBe(204);
    stock = (await docsOf('shopStock')) as typeof stock;
    expect(stock[`${product.id}_${medium!.id}`]).toMatchObject({ removed: true, quantity: 5 });
    expect(Object.keys(await docsOf('shopCodes')).sort()).toEqual(['sku_TAZA']);
  });

  it('refuses bad bodies with Spanish messages on the fields', async () => {
    const valid = shirt(category.id);
    const cases: [object, string, string | RegExp][] = [
      [{ ...valid, categoryId: '' }, 'categoryId', 'Elige la categoría del producto'],
      [{ ...valid, categoryId: 'no-existe' }, 'categoryId', 'La categoría ya no existe'],
      [{ ...valid, barcode: '8412345678901' }, 'barcode', 'El código de barras no es un EAN-13 válido'],
      [{ ...valid, sku: 'CAM 001' }, 'sku', 'Usa letras, números, guiones y puntos'],
      [{ ...valid, variants: [] }, 'variants', 'Añade al menos una variante'],
      [
        { ...valid, variants: [{ values: ['XL', 'Blanco'] }] },
        'variants.0.values',
        'Ese valor no está entre los de la opción',
      ],
      [
        { ...valid, modifierGroupIds: ['nada'] },
        'modifierGroupIds',
        'Alguno de los grupos de modificadores ya no existe',
      ],
      [{ ...valid, photoIds: ['nada'] }, 'photoIds', 'La imagen ya no existe: súbela de nuevo'],
      [{ ...valid, price: 'gratis' }, 'price', /importe|no es válido/],
    ];
    for (const [body, field, message] of cases) {
      const response = await api().post(`${base}/products`).set(owner.auth).send(body);
      expect(response.status, field).toBe(400);
      expect(response.body.error.fields[field], JSON.stringify(response.body)).toMatch(message);
    }
    expect(await docsOf('shopProducts')).toEqual({});
  });

  it('holds each SKU and barcode once across products, variants and packs', async () => {
    const product = await created<Product>('/products', shirt(category.id));
    const mug = await created<Product>('/products', {
      name: 'Taza',
      categoryId: category.id,
      price: 8,
      barcode: ean('841234500009'),
    });
    const cases: [object, string, string][] = [
      [
        { name: 'Otra', categoryId: category.id, price: 1, sku: 'CAM-001-M' },
        'sku',
        'Ese código ya lo tiene «Camiseta básica (M / Blanco)»',
      ],
      [
        {
          ...shirt(category.id, { name: 'Copia', sku: '' }),
          variants: [
            { values: ['S', 'Blanco'], sku: 'NUEVO-S' },
            { values: ['M', 'Blanco'], barcode: ean('841234500009') },
          ],
        },
        'variants.1.barcode',
        'Ese código ya lo tiene «Taza»',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await api().post(`${base}/products`).set(owner.auth).send(body);
      expect(response.status, field).toBe(409);
      expect(response.body.error).toMatchObject({ code: 'shop-code-taken', fields: { [field]: message } });
    }
    // The product's own codes may move between its variants; a code dropped is free again.
    const [small, medium] = product.variants;
    await replaced(`/products/${product.id}`, {
      ...shirt(category.id),
      variants: [
        { id: small!.id, values: ['S', 'Blanco'], sku: 'CAM-001-M' },
        { id: medium!.id, values: ['M', 'Blanco'], sku: 'CAM-001-S' },
      ],
    });
    await created('/products', { name: 'Libre', categoryId: category.id, price: 1, barcode: ean('841234500001') });
    const codes = await docsOf('shopCodes');
    expect(codes['sku_CAM-001-M']).toEqual({ kind: 'product', id: product.id, variantId: small!.id });
    expect(codes[`ean_${ean('841234500009')}`]).toEqual({ kind: 'product', id: mug.id, variantId: null });

    const pack = await api()
      .post(`${base}/packs`)
      .set(owner.auth)
      .send({
        name: 'Pack',
        price: 20,
        sku: 'CAM-001',
        items: [
          { productId: mug.id, quantity: 2 },
          { productId: product.id, variantId: small!.id, quantity: 1 },
        ],
      });
    expect(pack.status).toBe(409);
    expect(pack.body.error.fields).toEqual({ sku: 'Ese código ya lo tiene «Camiseta básica»' });
  });

  it('keeps its photos in use, and refuses staff', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const upload = await api()
      .post(`/api/organizations/${org.id}/media`)
      .set(owner.auth)
      .set('Content-Type', 'image/png')
      .send(png);
    const photo = upload.body as MediaFile;
    const product = await created<Product>('/products', { ...shirt(category.id), photoIds: [photo.id] });
    const media = await adminDb().doc(`organizations/${org.id}/media/${photo.id}`).get();
    expect(media.data()!.usedBy).toEqual([{ kind: 'product', id: product.id, name: 'Camiseta básica' }]);
    const refused = await api().delete(`/api/organizations/${org.id}/media/${photo.id}`).set(owner.auth);
    expect(refused.status).toBe(409);
    await replaced(`/products/${product.id}`, shirt(category.id, { variants: [{ values: ['S', 'Blanco'] }] }));
    const freed = await adminDb().doc(`organizations/${org.id}/media/${photo.id}`).get();
    expect(freed.data()!.usedBy).toEqual([]);

    expect((await api().post(`${base}/products`).set(staff.auth).send(shirt(category.id))).status).toBe(403);
    expect((await api().delete(`${base}/products/${product.id}`).set(staff.auth)).status).toBe(403);
    expect((await api().get(`${base}/products/${product.id}`).set(staff.auth)).status).toBe(200);
  });

  it('lists filtered by category and active', async () => {
    const other = await created<ShopCategory>('/categories', { name: 'Tazas' });
    await created('/products', { name: 'Taza', categoryId: other.id, price: 8 });
    await created('/products', { name: 'Taza vieja', categoryId: other.id, price: 8, active: false });
    await created('/products', shirt(category.id));
    const list = await api().get(`${base}/products?categoryId=${other.id}&active=true`).set(staff.auth);
    expect(list.status).toBe(200);
    expect((list.body.items as Product[]).map((p) => p.name)).toEqual(['Taza']);
    const found = await api().get(`${base}/products?q=cam-001`).set(staff.auth);
    expect((found.body.items as Product[]).map((p) => p.name)).toEqual(['Camiseta básica']);
  });
});

describe('modifier groups and packs', () => {
  let category: ShopCategory;
  beforeEach(async () => {
    category = await created<ShopCategory>('/categories', { name: 'Regalos' });
  });

  it('a modifier group cannot be deleted while a product uses it', async () => {
    const group = await created<ModifierGroup>('/modifier-groups', {
      name: 'Envoltorio',
      min: 0,
      max: 1,
      options: [{ name: 'Papel de regalo', priceDelta: '1,50' }],
    });
    expect(group.options[0]).toMatchObject({ name: 'Papel de regalo', priceDeltaCents: 150 });
    await created('/products', { name: 'Taza', categoryId: category.id, price: 8, modifierGroupIds: [group.id] });
    const refused = await api().delete(`${base}/modifier-groups/${group.id}`).set(owner.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('No se puede eliminar porque se usa en productos: «Taza»');
  });

  it('a pack names its products and variants, requires a variant iff the product has them', async () => {
    const product = await created<Product>('/products', shirt(category.id));
    const mug = await created<Product>('/products', { name: 'Taza', categoryId: category.id, price: 8 });
    const [, medium] = product.variants;
    const pack = await created<ShopPack>('/packs', {
      name: 'Pack regalo',
      price: '25,00',
      barcode: ean('841234500100'),
      items: [
        { productId: mug.id, quantity: 2 },
        { productId: product.id, variantId: medium!.id, quantity: 1 },
      ],
    });
    expect(pack).toMatchObject({
      priceCents: 2500,
      items: [
        { productId: mug.id, variantId: null, quantity: 2, name: 'Taza', variant: '' },
        { productId: product.id, variantId: medium!.id, quantity: 1, name: 'Camiseta básica', variant: 'M / Blanco' },
      ],
    });
    expect(pack).not.toHaveProperty('productIds');
    expect((await docsOf('shopCodes'))[`ean_${ean('841234500100')}`]).toEqual({
      kind: 'pack',
      id: pack.id,
      variantId: null,
    });

    const cases: [object[], Record<string, string>][] = [
      [
        [
          { productId: mug.id, quantity: 1 },
          { productId: product.id, quantity: 1 },
        ],
        { 'items.1.variantId': 'Elige la variante' },
      ],
      [
        [
          { productId: mug.id, variantId: 'abc', quantity: 1 },
          { productId: product.id, variantId: 'nada', quantity: 1 },
        ],
        { 'items.0.variantId': 'Este producto no tiene variantes', 'items.1.variantId': 'Esa variante ya no existe' },
      ],
      [
        [
          { productId: mug.id, quantity: 1 },
          { productId: 'no-existe', quantity: 1 },
        ],
        { 'items.1.productId': 'El producto ya no existe' },
      ],
    ];
    for (const [items, fields] of cases) {
      const response = await api().post(`${base}/packs`).set(owner.auth).send({ name: 'Mal', price: 1, items });
      expect(response.status, JSON.stringify(items)).toBe(400);
      expect(response.body.error.fields).toEqual(fields);
    }

    // Its products cannot be deleted, nor the variant it holds dropped, while it holds them.
    const refused = await api().delete(`${base}/products/${mug.id}`).set(owner.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('No se puede eliminar porque se usa en packs: «Pack regalo»');
    const dropped = await api()
      .put(`${base}/products/${product.id}`)
      .set(owner.auth)
      .send({ ...shirt(category.id), variants: [{ id: product.variants[0]!.id, values: ['S', 'Blanco'] }] });
    expect(dropped.status).toBe(409);
    expect(dropped.body.error.fields).toEqual({
      variants: 'La variante «M / Blanco» está en el pack «Pack regalo»: quítala de él antes',
    });

    expect((await api().delete(`${base}/packs/${pack.id}`).set(owner.auth)).status).toBe(204);
    expect(await docsOf('shopCodes')).not.toHaveProperty(`ean_${ean('841234500100')}`);
    expect((await api().delete(`${base}/products/${mug.id}`).set(owner.auth)).status).toBe(204);
  });
});

describe('the CSV import of products', () => {
  const importFile = (step: 'preview' | 'apply', text: string, actor = owner) =>
    api()
      .post(`${base}/products/import/${step}`)
      .set(actor.auth)
      .set('Content-Type', 'text/csv')
      .send(Buffer.from(text, 'utf8'));

  const file = [
    'nombre;categoría;precio;iva;sku;código de barras;stock;talla;proveedor',
    `Camiseta;Ropa > Camisetas;19,90;21;CAM-S;${ean('841234500001')};3;S;Lola`,
    `Camiseta;Ropa > Camisetas;21,00;21;CAM-M;${ean('841234500002')};0;M;Lola`,
    'Taza;Hogar;8;10;TAZA;;12;;',
    'Vela;Hogar;5;21;USADO;;;;',
    'Bolso;Complementos;caro;;;;;;',
  ].join('\n');

  it('previews, then applies exactly that: categories, products, variants and their initial stock', async () => {
    const hogar = await created<ShopCategory>('/categories', { name: 'Hogar' });
    await created('/products', { name: 'Jarrón', categoryId: hogar.id, price: 30, sku: 'USADO' });

    const preview = await importFile('preview', file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      categories: ['Ropa', 'Ropa > Camisetas'],
      ignoredColumns: ['proveedor'],
      duplicates: [{ line: 5, field: 'sku', existing: { name: 'Jarrón' } }],
      invalid: [{ line: 6, errors: { price: expect.stringMatching(/importe/) } }],
    });
    expect((preview.body.create as { name: string; lines: number[] }[]).map((p) => [p.name, p.lines])).toEqual([
      ['Camiseta', [2, 3]],
      ['Taza', [4]],
    ]);
    expect(Object.keys(await docsOf('shopProducts'))).toHaveLength(1);

    const applied = await importFile('apply', file);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toEqual({ created: 2, categories: 2, duplicates: 1, invalid: 1 });

    const list = await api().get(`${base}/products?pageSize=50&sort=name`).set(staff.auth);
    const byName = Object.fromEntries((list.body.items as Product[]).map((p) => [p.name, p]));
    const shirt = byName.Camiseta!;
    expect(shirt).toMatchObject({
      priceCents: 1990,
      options: [{ name: 'Talla', values: ['S', 'M'] }],
      variants: [
        { values: ['S'], sku: 'CAM-S', priceCents: null },
        { values: ['M'], sku: 'CAM-M', priceCents: 2100 },
      ],
    });
    expect(byName.Taza).toMatchObject({ categoryId: hogar.id, vatRate: 10, sku: 'TAZA' });
    const categories = Object.values(await docsOf('shopCategories')) as ShopCategory[];
    expect(categories.map((c) => c.name).sort()).toEqual(['Camisetas', 'Hogar', 'Ropa']);

    const stock = (await docsOf('shopStock')) as Record<string, StockItem>;
    expect(stock[`${shirt.id}_${shirt.variants[0]!.id}`]).toMatchObject({ quantity: 3, variant: 'S' });
    expect(stock[`${shirt.id}_${shirt.variants[1]!.id}`]).toMatchObject({ quantity: 0 });
    expect(stock[byName.Taza!.id]).toMatchObject({ quantity: 12 });
    const movements = Object.values(await docsOf('shopStockMovements'));
    expect(movements).toHaveLength(2);
    expect(movements[0]).toMatchObject({ kind: 'adjustment', reason: 'Stock inicial', orderId: null });
    expect(Object.keys(await docsOf('shopCodes'))).toContain('sku_CAM-M');

    // Again: nothing new.
    const again = await importFile('apply', file);
    expect(again.body).toMatchObject({ created: 0, categories: 0 });
    expect(Object.keys(await docsOf('shopProducts'))).toHaveLength(3);
  });

  it('refuses staff, JSON and a file without a name column', async () => {
    expect((await importFile('preview', file, staff)).status).toBe(403);
    const json = await api().post(`${base}/products/import/preview`).set(owner.auth).send({ file });
    expect(json.status).toBe(400);
    expect(json.body.error.code).toBe('import-not-csv');
    const noName = await importFile('apply', 'precio;sku\n1;A');
    expect(noName.status).toBe(400);
    expect(noName.body.error.code).toBe('shop-import-no-name-column');
  });
});
