import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { moduleRoutes } from '../modules';
import { RootLayout } from '../platform/layout/RootLayout';
import { RouteErrorPage } from '../platform/errors/RouteErrorPage';
import { renderRoute } from '../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../test/session';

describe('route tree', () => {
  const lola = { id: 'o1', slug: 'peluqueria-lola', name: 'Peluquería Lola', role: 'owner' as const };
  beforeEach(() => {
    setSession(testUser([lola]));
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      // A day without a menú del día is a normal answer.
      '/api/organizations/o1/restaurant/daily-menus/2026-11-23': null,
    });
  });

  it('shows the 404 page for an unknown deep path', async () => {
    renderRoute('/some/unknown/deep/path');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    const page = screen.getByTestId('not-found-page');
    expect(page).toHaveTextContent('La página que buscas no existe o ha cambiado de dirección.');
    expect(within(page).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('answers 404 with the path when a route parameter is malformed', async () => {
    renderRoute('/peluqueria-lola/restaurant/menu/dish/no$valid');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found: /peluqueria-lola/restaurant/menu/dish/no$valid' }),
    ).toBeInTheDocument();
  });

  it.each([['/peluqueria-lola/cms/blog', 'default', 'Blog']])(
    'renders %s in the %s layout with its Spanish empty state',
    async (path, layout, title) => {
      const { container } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(container.querySelector(`[data-layout="${layout}"]`)).not.toBeNull();
      expect(screen.getByTestId('screen-placeholder')).toHaveTextContent('Esta pantalla se está preparando');
    },
  );

  it.each([
    ['/peluqueria-lola/restaurant/menu', 'default', 'Carta', 'Platos'],
    [
      '/peluqueria-lola/restaurant/daily-menu?date=2026-11-23',
      'fullpage',
      'Menú del día',
      'No hay menú para este día.',
    ],
    ['/peluqueria-lola/orders/beauty', 'fullpage', 'Citas del día', 'Recordatorios'],
  ])('renders the built screen %s in the %s layout, with its module texts', async (path, layout, title, text) => {
    const { container } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(container.querySelector(`[data-layout="${layout}"]`)).not.toBeNull();
  });

  it('renders /admin/users in the admin layout for a platform administrator', async () => {
    setSession(testUser(), { platformAdmin: true });
    const { container } = renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="admin"] nav')).not.toBeNull();
  });

  it('renders /new-organization in the auth layout', async () => {
    const { container } = renderRoute('/new-organization');
    expect(await screen.findByRole('heading', { name: 'Crea tu organización' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="auth"]')).not.toBeNull();
  });

  it('shows Internal Server Error for any other failure', async () => {
    renderRoute('/', [
      {
        element: <RootLayout modules={moduleRoutes} />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            loader: () => {
              throw new Error('boom');
            },
            element: null,
          },
        ],
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
