import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import type { ModuleRoutes } from './module-routes';
import { prefetchModule } from './prefetch';
import { SideNav } from '../layout/SideNav';

const page = () => Promise.resolve({ default: () => null });

describe('prefetching a module', () => {
  it("loads each of the module's screens and its texts once", () => {
    const menu = vi.fn(page);
    const dish = vi.fn(page);
    const messages = vi.fn(() => Promise.resolve({ default: {} }));
    const routes: ModuleRoutes = {
      module: 'restaurant',
      messages,
      screens: [
        { path: 'restaurant/menu', screen: 'restaurant.menu', load: menu },
        { path: 'restaurant/menu/dish/:id', screen: 'restaurant.dish', load: dish },
        { path: 'restaurant/later', screen: 'restaurant.later' },
      ],
    };
    prefetchModule(routes);
    prefetchModule(routes);
    expect([menu, dish, messages].map((loader) => loader.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('starts when a sidebar entry is hovered or reached with the keyboard', async () => {
    const prefetch = vi.fn();
    const sections = [{ key: 'restaurant', items: [{ to: '/casa/restaurant/menu', label: 'Carta', prefetch }] }];
    const router = createMemoryRouter([{ path: '*', element: <SideNav sections={sections} /> }]);
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('link', { name: 'Carta' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    await user.unhover(screen.getByRole('link', { name: 'Carta' }));
    await user.tab();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
