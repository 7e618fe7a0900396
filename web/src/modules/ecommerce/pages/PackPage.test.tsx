import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const times = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const product = (id: string, name: string, sizes: string[]): Product => ({
  id,
  name,
  description: '',
  categoryId: 'c1',
  priceCents: 1500,
  vatRate: 21,
  sku: '',
  barcode: '',
  trackStock: true,
  lowStockAt: 0,
  photoIds: [],
  options: sizes.length ? [{ name: 'Talla', values: sizes }] : [],
  variants: sizes.map((size) => ({
    id: `v${size}`,
    values: [size],
    sku: '',
    barcode: '',
    priceCents: null,
    active: true,
  })),
  modifierGroupIds: [],
  active: true,
  ...times,
});
const products = [product('p1', 'Camiseta', ['S', 'M']), product('p2', 'Taza', []), product('p3', 'Gorra', ['U'])];

const answers = (call: ApiCall) => {
  if (call.path === '/ecommerce/products') return page(products);
  if (call.method === 'POST' && call.path === '/ecommerce/packs') return { body: { id: 'k1' } };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('a pack of products', () => {
  it('asks for the variant of a product that has them, and sends the items', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/packs/pack/new');
    await user.type(await screen.findByLabelText('Nombre', {}, { timeout: 20_000 }), 'Pack regalo');
    await user.type(screen.getByLabelText('Precio del pack'), '20');
    await choose(user, 'Producto 1', 'Gorra');
    await choose(user, 'Variante 1', 'U');
    // Another product: the variant chosen for the first one goes, and the new one's are offered.
    await choose(user, 'Producto 1', 'Camiseta');
    await choose(user, 'Variante 1', 'M');
    await choose(user, 'Producto 2', 'Taza');
    expect(screen.queryByLabelText('Variante 2')).toBeNull();
    await user.clear(screen.getAllByLabelText('Cantidad')[1]!);
    await user.type(screen.getAllByLabelText('Cantidad')[1]!, '2');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Pack regalo',
      price: '20',
      items: [
        { productId: 'p1', variantId: 'vM', quantity: 1 },
        { productId: 'p2', variantId: null, quantity: 2 },
      ],
    });
  });
});
