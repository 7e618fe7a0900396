import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, ShopCategory } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const times = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const camisetas: ShopCategory = {
  id: 'c1',
  name: 'Camisetas',
  description: '',
  parentId: null,
  active: true,
  position: 0,
  ...times,
};
const basica: Product = {
  id: 'p1',
  name: 'Camiseta básica',
  description: '',
  categoryId: 'c1',
  priceCents: 1500,
  vatRate: 21,
  sku: 'CAM',
  barcode: '',
  trackStock: true,
  lowStockAt: 2,
  photoIds: [],
  options: [{ name: 'Talla', values: ['S', 'M'] }],
  variants: [
    { id: 'v1', values: ['S'], sku: 'CAM-S', barcode: '8412345678905', priceCents: null, active: true },
    { id: 'v2', values: ['M'], sku: 'CAM-M', barcode: '', priceCents: 1700, active: true },
  ],
  modifierGroupIds: [],
  active: true,
  ...times,
};

const answers = (call: ApiCall) => {
  if (call.path === '/ecommerce/categories') return page([camisetas]);
  if (call.method === 'GET' && call.path === '/ecommerce/products/p1') return { body: basica };
  if (call.method === 'POST' && call.path === '/ecommerce/products') return { body: { ...basica, id: 'p2' } };
  if (call.method === 'PUT' && call.path === '/ecommerce/products/p1') return { body: basica };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

const variantRows = () =>
  screen.getAllByTestId('variant-row').map((row) => within(row).getByRole('rowheader').textContent);

async function addValues(user: ReturnType<typeof userEvent.setup>, field: string, values: string[]) {
  for (const value of values) await user.type(screen.getByLabelText(field), `${value}{Enter}`);
}

describe('the product editor', () => {
  it('generates a variant per combination of the options, and sends them', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/catalog/product/new');
    await user.type(await screen.findByLabelText('Nombre', {}, { timeout: 20_000 }), 'Camiseta lisa');
    await user.type(screen.getByLabelText('Precio'), '15');
    await user.click(screen.getByLabelText('Categoría'));
    await user.click(await screen.findByRole('option', { name: 'Camisetas' }));

    await user.click(screen.getByRole('button', { name: 'Añadir opción' }));
    await user.type(screen.getByLabelText('Opción 1'), 'Talla');
    await addValues(user, 'Valores de Talla', ['S', 'M']);
    expect(variantRows()).toEqual(['S', 'M']);
    await user.click(screen.getByRole('button', { name: 'Añadir opción' }));
    await user.type(screen.getByLabelText('Opción 2'), 'Color');
    await addValues(user, 'Valores de Color', ['Rojo', 'Azul']);
    expect(variantRows()).toEqual(['S / Rojo', 'S / Azul', 'M / Rojo', 'M / Azul']);
    // A repeated value is refused where it is typed.
    await addValues(user, 'Valores de Color', ['rojo']);
    expect(screen.getByText('Ese valor ya está')).toBeInTheDocument();
    // Taking a value off takes its combinations off.
    await user.click(screen.getByLabelText('Quitar M'));
    expect(variantRows()).toEqual(['S / Rojo', 'S / Azul']);
    await user.type(screen.getByLabelText('SKU de S / Azul'), 'cam-s-az');
    await user.type(screen.getByLabelText('Precio de S / Azul'), '16,50');

    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/ecommerce/products')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/ecommerce/products')!.body as Product & {
      variants: { values: string[]; sku: string; price: string | null }[];
    };
    expect(sent.options).toEqual([
      { name: 'Talla', values: ['S'] },
      { name: 'Color', values: ['Rojo', 'Azul'] },
    ]);
    expect(sent.variants).toEqual([
      { values: ['S', 'Rojo'], sku: '', barcode: '', price: null, active: true },
      { values: ['S', 'Azul'], sku: 'CAM-S-AZ', barcode: '', price: '16,50', active: true },
    ]);
  });

  it('keeps the ids of the variants that stay when the values change', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/catalog/product/p1');
    expect(await screen.findByRole('heading', { name: 'Camiseta básica' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(variantRows()).toEqual(['S', 'M']));
    // Saved, it shows its stock: an item per variant (their texts load with the panel).
    const panel = await screen.findByRole('region', { name: 'Existencias' });
    expect(await within(panel).findAllByText('Ahora hay 0 unidades.')).toHaveLength(2);
    await addValues(user, 'Valores de Talla', ['L']);
    expect(variantRows()).toEqual(['S', 'M', 'L']);
    // A combination taken off stays off when another value comes (a product need not sell every combination).
    await user.click(screen.getByRole('button', { name: 'Quitar la variante L' }));
    await addValues(user, 'Valores de Talla', ['XL']);
    expect(variantRows()).toEqual(['S', 'M', 'XL']);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.body as { variants: { id?: string; sku: string }[] };
    expect(sent.variants.map((v) => [v.id, v.sku])).toEqual([
      ['v1', 'CAM-S'],
      ['v2', 'CAM-M'],
      [undefined, ''],
    ]);
    expect((calls.find((c) => c.method === 'PUT')!.body as { options: unknown }).options).toEqual([
      { name: 'Talla', values: ['S', 'M', 'L', 'XL'] },
    ]);
  });

  it('checks the EAN-13 as it is typed and does not send a wrong one', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/catalog/product/new');
    await user.type(await screen.findByLabelText('Nombre', {}, { timeout: 20_000 }), 'Taza');
    await user.type(screen.getByLabelText('Precio'), '8');
    await user.click(screen.getByLabelText('Categoría'));
    await user.click(await screen.findByRole('option', { name: 'Camisetas' }));
    const barcode = screen.getByLabelText('Código de barras (EAN-13)');
    await user.type(barcode, '841234567890');
    expect(screen.getByText('12/13')).toBeInTheDocument();
    await user.type(barcode, '1');
    expect(screen.getByText('El código de barras no es un EAN-13 válido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(screen.getByLabelText('Código de barras (EAN-13)')).toHaveFocus());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The right check digit is accepted.
    await user.clear(barcode);
    await user.type(barcode, '8412345678905');
    expect(screen.getByText('EAN-13 correcto')).toBeInTheDocument();
  });
});
