import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../test/session';

const lola = { id: 'o1', slug: 'peluqueria-lola', name: 'Peluquería Lola', role: 'staff' as const };
const withModules = (types: string[]) => ({
  ...testOrganization(lola),
  modules: types.map((type) => ({ type, enabledAt: '2026-11-22T10:00:00.000Z' })),
});

describe('organization check (spec section 4)', () => {
  it('shows “Organización no encontrada” for a slug that is not one of the user’s, after reloading the list', async () => {
    setSession(testUser([lola]));
    stubApi({ '/api/organizations': [lola] });
    renderRoute('/otra-empresa');
    expect(await screen.findByTestId('stage-error')).toHaveTextContent('Organización no encontrada');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/organizations', expect.anything());
  });

  it('says why and offers the user’s organizations and creating one, not only retrying; choosing one opens it', async () => {
    const bar = { id: 'o2', slug: 'bar-pepe', name: 'Bar Pepe', role: 'owner' as const };
    setSession(testUser([lola, bar]));
    stubApi({ '/api/organizations': [lola, bar], '/api/organizations/o2': testOrganization(bar) });
    const { router } = renderRoute('/otra-empresa');
    const error = await screen.findByTestId('stage-error');
    expect(error).toHaveTextContent('No existe ninguna organización con esta dirección, o no eres miembro de ella.');
    const links = within(error).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/bar-pepe',
      '/peluqueria-lola',
      '/new-organization',
    ]);
    expect(within(error).getByRole('link', { name: 'Crear organización' })).toBeInTheDocument();
    expect(within(error).queryByRole('button', { name: 'Reintentar' })).toBeNull();

    await userEvent.click(within(error).getByRole('link', { name: /Bar Pepe/ }));
    expect(await screen.findByRole('heading', { name: /Hola, Lola/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bar-pepe');
    expect(screen.queryByTestId('stage-error')).toBeNull();
  });

  it('answers the same to a switch to an organization that is not the user’s', async () => {
    setSession(testUser([lola]));
    stubApi({});
    renderRoute('/organizations/o9');
    const error = await screen.findByTestId('stage-error');
    expect(error).toHaveTextContent('Organización no encontrada');
    expect(within(error).getByRole('link', { name: /Peluquería Lola/ })).toHaveAttribute('href', '/peluqueria-lola');
  });

  it('finds an organization the user was added to after signing in', async () => {
    const nueva = { id: 'o9', slug: 'nueva', name: 'Nueva', role: 'staff' as const };
    setSession(testUser([lola]));
    stubApi({ '/api/organizations': [lola, nueva], '/api/organizations/o9': testOrganization(nueva) });
    renderRoute('/nueva');
    expect(await screen.findByRole('heading', { name: /Hola, Lola/ })).toBeInTheDocument();
  });

  it('shows only the enabled modules in the sidebar, and no settings to staff', async () => {
    setSession(testUser([lola]));
    stubApi({ '/api/organizations/o1': withModules(['pos', 'beauty']) });
    const { container } = renderRoute('/peluqueria-lola');
    await screen.findByRole('heading', { name: /Hola, Lola/ });
    const sidebar = container.querySelector('[data-testid="sidebar"] nav') as HTMLElement;
    const titles = [...sidebar.querySelectorAll('.MuiListSubheader-root')].map((el) => el.textContent);
    expect(titles).toEqual(['Belleza', 'Punto de venta', 'Mi cuenta']);
    expect(within(sidebar).queryByText('Ajustes de la organización')).toBeNull();
  });

  it('does not open a screen of a module the organization has not enabled', async () => {
    setSession(testUser([lola]));
    stubApi({ '/api/organizations/o1': withModules(['pos']) });
    renderRoute('/peluqueria-lola/restaurant/menu');
    expect(await screen.findByTestId('module-disabled')).toHaveTextContent('Este módulo no está activado');
    await waitFor(() => expect(screen.queryByTestId('screen-placeholder')).toBeNull());
  });
});
