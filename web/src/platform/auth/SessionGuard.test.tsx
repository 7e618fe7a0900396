import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../test/render-route';
import { setSession, testUser } from '../../test/session';

const lola = { id: 'o2', slug: 'peluqueria-lola', name: 'Peluquería Lola', role: 'owner' as const };
const anfora = { id: 'o1', slug: 'anfora-bar', name: 'Ánfora Bar', role: 'staff' as const };

describe('session rules (spec section 4)', () => {
  it('sends a signed-out visitor of a private page to /auth/login, remembering the page', async () => {
    setSession(null);
    const { router } = renderRoute('/user/profile');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fprofile');
  });

  it('lets a signed-out visitor see the auth pages and the landing page', async () => {
    setSession(null);
    renderRoute('/auth/register');
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /admin to /admin/login, shown without the admin sidebar', async () => {
    setSession(null);
    const { router, container } = renderRoute('/admin/organizations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Acceso de administración' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="admin"] nav')).toBeNull();
  });

  it('keeps a signed-in user who is not a platform administrator out of /admin', async () => {
    setSession(testUser([lola]));
    const { router } = renderRoute('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('sends a platform administrator from /admin/login to /admin', async () => {
    setSession(testUser(), { platformAdmin: true });
    const { router } = renderRoute('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a signed-in user without organizations from an auth page to /new-organization', async () => {
    setSession(testUser());
    const { router } = renderRoute('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-organization'));
  });

  it('sends a signed-in user to the first of their organizations by name', async () => {
    setSession(testUser([lola, anfora]));
    const { router } = renderRoute('/auth/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/anfora-bar'));
  });

  it('returns a user who signed in to the page they wanted, but never off-site', async () => {
    setSession(testUser([lola]));
    const { router } = renderRoute('/auth/login?redirect=%2Fuser%2Fsettings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/settings'));

    const offsite = renderRoute('/auth/login?redirect=%2F%2Fevil.example%2Fx');
    await waitFor(() => expect(offsite.router.state.location.pathname).toBe('/peluqueria-lola'));
  });

  it('sends a signed-in user from the landing page to work', async () => {
    setSession(testUser([lola]));
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/peluqueria-lola'));
  });
});

describe('paths that are no route', () => {
  it('show the 404 page to a signed-out visitor instead of the login', async () => {
    setSession(null);
    const { router } = renderRoute('/some/unknown/deep/path');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/some/unknown/deep/path');
  });
});
