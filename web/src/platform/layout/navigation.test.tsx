import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ModuleType } from '@plataforma/domain';
import { renderRoute } from '../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../test/session';

const casa = { id: 'o1', slug: 'casa', name: 'Casa', role: 'owner' as const };
const withModules = (types: ModuleType[]) => ({
  ...testOrganization(casa),
  modules: types.map((type) => ({ type, enabledAt: '2026-11-22T10:00:00.000Z' })),
});

/** The links of the sidebar's module sections (home, settings and account left out). */
function sidebarModuleLinks(container: HTMLElement): string[] {
  const nav = container.querySelector('[data-testid="sidebar"] nav')!;
  return [...nav.querySelectorAll('a')]
    .map((a) => a.getAttribute('href')!)
    .filter((href) => href.startsWith('/casa/') && href !== '/casa/configuration');
}

/** The home page's tiles: module name -> where it leads. */
function tiles(container: HTMLElement): Record<string, string> {
  const main = container.querySelector('main')!;
  return Object.fromEntries(
    [...main.querySelectorAll('a')].map((a) => [a.querySelector('h2')?.textContent, a.getAttribute('href')]),
  );
}

describe('navigation shows what the organization has', () => {
  it.each<[string, ModuleType[], string[], Record<string, string>]>([
    [
      'a restaurant with its POS and orders',
      ['restaurant', 'pos', 'orders', 'configuration'],
      [
        '/casa/restaurant/menu',
        '/casa/restaurant/combos',
        '/casa/restaurant/daily-menu',
        '/casa/pos/restaurant',
        '/casa/orders/restaurant',
        '/casa/configuration/employees',
        '/casa/configuration/locations',
      ],
      {
        Restaurante: '/casa/restaurant/menu',
        'Punto de venta': '/casa/pos/restaurant',
        Pedidos: '/casa/orders/restaurant',
        Configuración: '/casa/configuration/employees',
      },
    ],
    [
      'a beauty salon with a POS',
      ['beauty', 'pos', 'configuration'],
      [
        '/casa/beauty/materials',
        '/casa/beauty/packs',
        '/casa/beauty/services',
        '/casa/pos/beauty',
        '/casa/configuration/employees',
        '/casa/configuration/locations',
      ],
      {
        Belleza: '/casa/beauty/materials',
        'Punto de venta': '/casa/pos/beauty',
        Configuración: '/casa/configuration/employees',
      },
    ],
    [
      'a shop and a restaurant selling through one POS and orders',
      ['ecommerce', 'restaurant', 'pos', 'orders'],
      [
        '/casa/ecommerce/catalog',
        '/casa/ecommerce/packs',
        '/casa/ecommerce/stock',
        '/casa/restaurant/menu',
        '/casa/restaurant/combos',
        '/casa/restaurant/daily-menu',
        '/casa/pos/ecommerce',
        '/casa/pos/restaurant',
        '/casa/orders/ecommerce',
        '/casa/orders/restaurant',
      ],
      {
        'Tienda online': '/casa/ecommerce/catalog',
        Restaurante: '/casa/restaurant/menu',
        'Punto de venta': '/casa/pos/ecommerce',
        Pedidos: '/casa/orders/ecommerce',
      },
    ],
    [
      'an academy selling its courses at its own till',
      ['elearning', 'pos'],
      ['/casa/elearning/courses', '/casa/elearning/packs', '/casa/pos/elearning'],
      { Formación: '/casa/elearning/courses', 'Punto de venta': '/casa/pos/elearning' },
    ],
    [
      'a POS without anything to sell, and analytics of its clients',
      ['crm', 'pos', 'analytics'],
      ['/casa/crm/list', '/casa/crm/reviews', '/casa/analytics', '/casa/analytics/modules/crm'],
      { Clientes: '/casa/crm/list', Analítica: '/casa/analytics' },
    ],
  ])('%s', async (_name, modules, links, expectedTiles) => {
    setSession(testUser([casa]));
    stubApi({ '/api/organizations/o1': withModules(modules) });
    const { container } = renderRoute('/casa');
    await screen.findByRole('heading', { name: /Hola, Lola/ });
    await waitFor(() => expect(sidebarModuleLinks(container)).toEqual(links));
    expect(tiles(container)).toEqual(expectedTiles);
  });

  it('shows staff no analytics: neither in the sidebar nor as a tile, and its screen does not open', async () => {
    const staff = { ...casa, role: 'staff' as const };
    setSession(testUser([staff]));
    stubApi({ '/api/organizations/o1': { ...withModules(['crm', 'analytics']), role: 'staff' } });
    const { container, unmount } = renderRoute('/casa');
    await screen.findByRole('heading', { name: /Hola, Lola/ });
    await waitFor(() => expect(sidebarModuleLinks(container)).toEqual(['/casa/crm/list', '/casa/crm/reviews']));
    expect(tiles(container)).toEqual({ Clientes: '/casa/crm/list' });
    unmount();
    renderRoute('/casa/analytics');
    expect(await screen.findByTestId('analytics-forbidden')).toHaveTextContent(
      'Tu rol en esta organización no permite',
    );
  });

  it('does not open the screen of a vertical the organization does not have', async () => {
    setSession(testUser([casa]));
    stubApi({ '/api/organizations/o1': withModules(['restaurant', 'pos', 'orders', 'configuration']) });
    renderRoute('/casa/pos/beauty');
    expect(await screen.findByTestId('module-disabled')).toHaveTextContent('Este módulo no está activado');
  });
});
