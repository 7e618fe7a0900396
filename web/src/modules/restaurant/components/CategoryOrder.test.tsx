import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Role } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const category = (id: string, name: string, position: number): Category => ({
  id,
  name,
  description: '',
  active: true,
  position,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
});
const categories = [category('c1', 'Entrantes', 0), category('c2', 'Carnes', 1), category('c3', 'Postres', 2)];
const BASE = '/api/organizations/o1/restaurant';

function openAs(role: Role, answers: Record<string, unknown> = {}) {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role };
  setSession(testUser([lola]));
  stubApi({
    '/api/organizations/o1': testOrganization(lola),
    [`${BASE}/categories?sort=position&pageSize=100`]: { items: categories, total: 3, page: 1, pageSize: 100 },
    ...answers,
  });
  renderRoute('/casa-lola/restaurant/menu?tab=categories');
}

const names = async () =>
  (await screen.findAllByTestId('category-row', {}, { timeout: 15_000 })).map(
    (row) => within(row).getByRole('link').textContent,
  );

describe('menu categories in their order', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('moves a category down at once and saves the whole order in one call', { timeout: 30_000 }, async () => {
    openAs('manager', { [`${BASE}/categories/reorder`]: {} });
    expect(await names()).toEqual(['Entrantes', 'Carnes', 'Postres']);
    await userEvent.click(screen.getByRole('button', { name: 'Bajar Entrantes' }));
    expect(await names()).toEqual(['Carnes', 'Entrantes', 'Postres']);
    const calls = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/reorder'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ ids: ['c2', 'c1', 'c3'] });
  });

  it('puts the old order back when the server refuses it', async () => {
    openAs('manager');
    expect(await names()).toEqual(['Entrantes', 'Carnes', 'Postres']);
    await userEvent.click(screen.getByRole('button', { name: 'Subir Postres' }));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/reorder'))).toHaveLength(1),
    );
    await waitFor(async () => expect(await names()).toEqual(['Entrantes', 'Carnes', 'Postres']));
  });

  it('offers no way to reorder to staff', async () => {
    openAs('staff');
    expect(await names()).toEqual(['Entrantes', 'Carnes', 'Postres']);
    expect(screen.queryByRole('button', { name: /Bajar|Subir|Arrastrar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nueva categoría' })).toBeNull();
  });
});
