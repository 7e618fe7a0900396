import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, ProductImportPreview, ShopCategory, StockItem } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const times = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const category = (id: string, name: string, parentId: string | null, position: number): ShopCategory => ({
  id,
  name,
  description: '',
  parentId,
  active: true,
  position,
  ...times,
});
const categories = [
  category('c2', 'Camisetas', 'c1', 0),
  category('c1', 'Ropa', null, 0),
  category('c3', 'Hogar', null, 1),
];
const product = (id: string, name: string, categoryId: string, variants: number): Product => ({
  id,
  name,
  description: '',
  categoryId,
  priceCents: 1500,
  vatRate: 21,
  sku: '',
  barcode: '',
  trackStock: true,
  lowStockAt: 2,
  photoIds: [],
  options: variants ? [{ name: 'Talla', values: ['S', 'M'].slice(0, variants) }] : [],
  variants: ['S', 'M']
    .slice(0, variants)
    .map((value, i) => ({ id: `v${i}`, values: [value], sku: '', barcode: '', priceCents: null, active: true })),
  modifierGroupIds: [],
  active: true,
  ...times,
});
const stockItem = (id: string, productId: string, quantity: number, low: boolean) =>
  ({ id, productId, quantity, low, tracked: true, removed: false }) as StockItem;

const preview: ProductImportPreview = {
  create: [
    {
      lines: [2, 3],
      name: 'Camiseta rayas',
      category: 'Ropa > Camisetas',
      priceCents: 1800,
      sku: '',
      barcode: '',
      variants: [
        { label: 'S', sku: '', barcode: '', stock: 2 },
        { label: 'M', sku: '', barcode: '', stock: 4 },
      ],
      stock: 0,
    },
  ],
  duplicates: [{ line: 4, existing: { name: 'Taza' }, field: 'sku' }],
  invalid: [],
  categories: ['Hogar > Cocina'],
  ignoredColumns: [],
};

const answers = (call: ApiCall) => {
  if (call.path === '/ecommerce/categories') return page(categories);
  if (call.path === '/ecommerce/products')
    return page(
      call.query.get('categoryId') === 'c3'
        ? [product('p2', 'Taza', 'c3', 0)]
        : [product('p1', 'Camiseta básica', 'c2', 2), product('p2', 'Taza', 'c3', 0)],
    );
  if (call.path === '/ecommerce/stock')
    return page([
      stockItem('p1_v0', 'p1', 4, false),
      stockItem('p1_v1', 'p1', 1, true),
      stockItem('p2', 'p2', 9, false),
    ]);
  if (call.path === '/ecommerce/products/import/preview') return { body: preview };
  if (call.path === '/ecommerce/products/import/apply')
    return { body: { created: 1, categories: 1, duplicates: 1, invalid: 0 } };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('the shop catalogue', () => {
  it('lists the products with their category path and stock, filtered by category', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/catalog');
    const row = (await screen.findByRole('link', { name: 'Camiseta básica' }, { timeout: 20_000 })).closest('tr')!;
    expect(within(row).getByText('Ropa > Camisetas')).toBeInTheDocument();
    expect(within(row).getByText('2 variantes')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('5')).toBeInTheDocument());
    expect(within(row).getByText('Stock bajo')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Categoría'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todas las categorías', 'Ropa', 'Camisetas', 'Hogar']);
    await user.click(options[3]!);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Camiseta básica' })).toBeNull());
    expect(calls.some((c) => c.path === '/ecommerce/products' && c.query.get('categoryId') === 'c3')).toBe(true);
  });

  it(
    'imports products from a CSV: a product of several lines, the categories it creates',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const calls = fakeApi('manager', answers);
      renderRoute('/casa-lola/ecommerce/catalog');
      await user.click(await screen.findByRole('button', { name: 'Importar CSV' }, { timeout: 20_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Importar productos' });
      const file = new File(['nombre;talla\r\nCamiseta rayas;S\r\n'], 'productos.csv', { type: 'text/csv' });
      await user.upload(within(dialog).getByLabelText('Elegir archivo CSV'), file);
      await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
      expect(await within(dialog).findByText('Se crearán 1 · Duplicados 1 · No válidas 0')).toBeInTheDocument();
      expect(within(dialog).getByText('Se crearán estas categorías: «Hogar > Cocina».')).toBeInTheDocument();
      const rows = within(dialog).getAllByRole('row').slice(1);
      expect(rows[0]).toHaveTextContent('Ya existe: Taza (mismo SKU)');
      expect(rows[1]).toHaveTextContent('2, 3');
      expect(rows[1]).toHaveTextContent('Camiseta rayas · Ropa > Camisetas · 18,00 € · 2 variantes · 6 unidades');
      await user.click(within(dialog).getByRole('button', { name: 'Importar 1 producto' }));
      expect(await within(dialog).findByText('Creados: 1 · Duplicados: 1 · No válidos: 0')).toBeInTheDocument();
      const applied = calls.find((c) => c.path === '/ecommerce/products/import/apply')!;
      expect(applied.body).toBe(file);
    },
  );
});
