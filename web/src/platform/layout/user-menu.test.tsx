import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeOf } from '../auth/destinations';
import { renderRoute } from '../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../test/session';

const casa = { id: 'o1', slug: 'casa', name: 'Casa Lola', role: 'owner' as const };
const bar = { id: 'o2', slug: 'bar', name: 'Bar Pepe', role: 'staff' as const };

/** A page's heading; the first visit of a page loads its chunk, slow on a busy machine. */
const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 15_000 });

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

beforeEach(() => {
  localStorage.clear();
  setSession(testUser([casa, bar]));
  stubApi({ '/api/organizations/o1': testOrganization(casa), '/api/organizations/o2': testOrganization(bar) });
});

describe('the user menu', { timeout: 30_000 }, () => {
  it.each([
    ['/casa', 'default', 'Hola, Lola'],
    ['/user/profile', 'default', 'Mi perfil'],
    ['/casa/pos/ecommerce', 'fullpage', 'TPV de tienda'],
    ['/casa/restaurant/daily-menu', 'fullpage', 'Menú del día'],
  ])('is on %s (%s layout): profile, settings, switching organization, signing out', async (path, layout, title) => {
    const { container } = renderRoute(path);
    expect(await heading(new RegExp(title))).toBeInTheDocument();
    expect(container.querySelector(`[data-layout="${layout}"]`)).not.toBeNull();
    const menu = await openUserMenu();
    expect(within(menu).getByText('lola@example.com')).toBeInTheDocument();
    expect(itemNames(menu)).toEqual(['Perfil', 'Ajustes', 'Cambiar de organización', 'Cerrar sesión']);
    expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/user/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Ajustes' })).toHaveAttribute('href', '/user/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Cambiar de organización' })).toHaveAttribute(
      'href',
      '/organizations',
    );
  });

  it('is in the admin layout, and signing out there leads to the administration login', async () => {
    setSession(testUser(), { platformAdmin: true });
    const { router } = renderRoute('/admin/users');
    expect(await heading('Usuarios')).toBeInTheDocument();
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('signs out to the login page', async () => {
    const { router } = renderRoute('/casa');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('the way back to the organization', { timeout: 30_000 }, () => {
  it('leads from profile and settings back to the organization the user came from', async () => {
    const { router, container } = renderRoute('/bar');
    await heading(/Hola, Lola/);

    await router.navigate('/user/profile');
    expect(await heading('Mi perfil')).toBeInTheDocument();
    const sidebar = container.querySelector('[data-testid="sidebar"] nav') as HTMLElement;
    expect(within(sidebar).getByRole('link', { name: 'Volver a Bar Pepe' })).toHaveAttribute('href', '/bar');
    const menu = await openUserMenu();
    expect(itemNames(menu)[0]).toBe('Volver a Bar Pepe');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Volver a Bar Pepe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bar'));
  });

  it('offers no way back before any organization was opened on this device', async () => {
    renderRoute('/user/profile');
    expect(await heading('Mi perfil')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Volver a/ })).toBeNull();
  });
});

describe('where a signed-in user starts', { timeout: 30_000 }, () => {
  it('opens the organization last used on this device, while the user still belongs to it', async () => {
    // Nothing opened yet: the first by name, as the spec says.
    expect(homeOf(testUser([casa, bar]))).toBe('/bar');
    renderRoute('/casa');
    await heading(/Hola, Lola/);
    expect(homeOf(testUser([casa, bar]))).toBe('/casa');
    expect(homeOf(testUser([bar]))).toBe('/bar');
  });

  it('opens the only organization, or the page to create the first', () => {
    expect(homeOf(testUser([bar]))).toBe('/bar');
    expect(homeOf(testUser([]))).toBe('/new-organization');
  });

  it('lands on the last organization after signing in', async () => {
    renderRoute('/casa');
    await heading(/Hola, Lola/);
    cleanup();
    setSession(null);
    const { router } = renderRoute('/auth/login');
    await screen.findByRole('button', { name: 'Entrar' });
    setSession(testUser([bar, casa]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casa'));
  });
});

describe('choosing an organization', { timeout: 30_000 }, () => {
  it('lists the user’s organizations by name and creating one', async () => {
    renderRoute('/organizations');
    expect(await heading('Elige una organización')).toBeInTheDocument();
    const choices = screen.getByRole('navigation', { name: 'Elige una organización' });
    expect(
      within(choices)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bar PepeEmpleado', '/bar'],
      ['Casa LolaPropietario', '/casa'],
      ['Crear organización', '/new-organization'],
    ]);
  });
});
