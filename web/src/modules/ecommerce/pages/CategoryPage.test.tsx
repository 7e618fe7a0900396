import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopCategory } from '@plataforma/domain';
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
const ropa = category('c1', 'Ropa', null, 0);
const mujer = category('c2', 'Mujer', 'c1', 0);
const hogar = category('c3', 'Hogar', null, 1);
const cocina = category('c4', 'Cocina', 'c3', 0);
const categories = [mujer, hogar, ropa, cocina];

const answers = (call: ApiCall) => {
  if (call.method === 'GET' && call.path === '/ecommerce/categories') return page(categories);
  if (call.path === '/ecommerce/categories/c2') return { body: mujer };
  if (call.method === 'POST' && call.path === '/ecommerce/categories') return { body: category('c9', 'X', null, 2) };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('a category of the shop', () => {
  it('offers as parents the tree, without itself', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/catalog/category/c2');
    expect(await screen.findByRole('heading', { name: 'Mujer' }, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Dentro de'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent?.trim())).toEqual([
      'Ninguna (categoría principal)',
      'Ropa',
      'Hogar',
      'Cocina',
    ]);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Mujer',
      description: '',
      parentId: null,
      active: true,
    });
  });
});
