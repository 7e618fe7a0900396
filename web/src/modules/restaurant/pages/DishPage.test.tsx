import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const BASE = '/api/organizations/o1/restaurant';
const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' as const };
const bebidas: Category = {
  id: 'c1',
  name: 'Bebidas',
  description: '',
  active: true,
  position: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

function open(path: string) {
  setSession(testUser([lola]));
  stubApi({
    '/api/organizations/o1': testOrganization(lola),
    [`${BASE}/categories?sort=position&pageSize=100`]: { items: [], total: 0, page: 1, pageSize: 100 },
    [`${BASE}/categories`]: bebidas,
  });
  return renderRoute(path);
}

describe('a dish needs a category', () => {
  it('says so on the new dish form when there is none, and links to creating one', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    open('/casa-lola/restaurant/menu/dish/new');
    expect(await screen.findByText(/Crea primero una categoría/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear categoría' })).toHaveAttribute(
      'href',
      '/casa-lola/restaurant/menu/category/new?then=new-dish',
    );
    await user.type(screen.getByLabelText('Nombre'), 'Caña');
    await user.type(screen.getByLabelText('Precio'), '2,50');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Elige la categoría del plato')).toBeInTheDocument();
    expect(screen.queryByText('El identificador no es válido')).toBeNull();
  });

  it('comes back to the new dish once the category is made', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { router } = open('/casa-lola/restaurant/menu/category/new?then=new-dish');
    const back = await screen.findByRole('link', { name: 'Volver' }, { timeout: 15_000 });
    expect(back).toHaveAttribute('href', '/casa-lola/restaurant/menu/dish/new');
    await user.type(screen.getByLabelText('Nombre'), 'Bebidas');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casa-lola/restaurant/menu/dish/new'));
  });
});
