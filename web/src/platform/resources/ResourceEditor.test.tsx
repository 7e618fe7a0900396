import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Role } from '@plataforma/domain';
import { renderRoute } from '../../test/render-route';
import { setSession, testOrganization, testUser } from '../../test/session';

const dish = {
  id: 'd1',
  name: 'Croquetas',
  description: '',
  priceCents: 850,
  vatRate: 10,
  categoryId: 'c1',
  allergens: [],
  available: true,
  stock: null,
  station: '',
  modifierGroupIds: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const category = { id: 'c1', name: 'Entrantes', position: 0 };

/** Signs in as a member with a role and answers the organization, one dish and its category (other lists empty). */
function signInAs(role: Role) {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role };
  setSession(testUser([lola]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const route = String(input).split('?')[0];
      const body =
        route === '/api/organizations/o1'
          ? testOrganization(lola)
          : route === '/api/organizations/o1/restaurant/dishes/d1'
            ? dish
            : route === '/api/organizations/o1/restaurant/categories'
              ? { items: [category], total: 1, page: 1, pageSize: 100 }
              : { items: [], total: 0, page: 1, pageSize: 25 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

// Every resource list and editor is one of these two shared components: the dishes stand for all of them.
describe('what a role that may only read is offered', () => {
  it('staff see no "new" button on a list; a manager does', async () => {
    signInAs('staff');
    const staffView = renderRoute('/casa-lola/restaurant/menu');
    // The first render loads the route chunks and the data grid: slow on a busy machine.
    expect(await screen.findByRole('searchbox', { name: 'Buscar plato' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo plato' })).not.toBeInTheDocument();
    staffView.unmount();

    signInAs('manager');
    renderRoute('/casa-lola/restaurant/menu');
    expect(await screen.findByRole('link', { name: 'Nuevo plato' })).toBeInTheDocument();
  }, 40_000);

  it('staff opening a create form are told they cannot create, with no empty form to fill', async () => {
    signInAs('staff');
    renderRoute('/casa-lola/restaurant/menu/dish/new');
    expect(await screen.findByRole('heading', { name: 'Nuevo plato' })).toBeInTheDocument();
    expect(screen.getByText(/no crear nuevos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/casa-lola/restaurant/menu');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear' })).not.toBeInTheDocument();
  });

  it('staff see a record read-only: its values, no save or delete', async () => {
    signInAs('staff');
    renderRoute('/casa-lola/restaurant/menu/dish/d1');
    expect(await screen.findByRole('form', { name: 'Croquetas' })).toBeInTheDocument();
    expect(screen.getByText(/tu rol no permite cambiarlos/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Croquetas');
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('a manager gets the empty create form', async () => {
    signInAs('manager');
    renderRoute('/casa-lola/restaurant/menu/dish/new');
    expect(await screen.findByRole('form', { name: 'Nuevo plato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear' })).toBeEnabled();
  });
});
