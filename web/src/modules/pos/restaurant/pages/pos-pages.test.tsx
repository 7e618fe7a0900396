import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, RestaurantPosCatalog } from '@plataforma/domain';
import { renderRoute } from '../../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../../test/session';

const meta = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const catalog = {
  locationId: 'L1',
  locations: [
    {
      id: 'L1',
      name: 'Centro',
      timezone: 'Europe/Madrid',
      ticketSeries: 'C1',
      tables: [
        { id: 't1', name: 'Mesa 1', zone: 'Terraza', seats: 4 },
        { id: 't2', name: 'Mesa 2', zone: 'Terraza', seats: 2 },
        { id: 't3', name: 'Barra 1', zone: '', seats: 1 },
      ],
    },
  ],
  categories: [{ ...meta, id: 'c1', name: 'Bebidas', description: '', active: true, position: 0 }],
  dishes: [
    ['d1', 'Caña', 250, true],
    ['d2', 'Tinto de verano', 300, true],
    ['d3', 'Sidra', 350, false],
  ].map(([id, name, priceCents, available]) => ({
    ...meta,
    id,
    name,
    description: '',
    priceCents,
    vatRate: 10,
    categoryId: 'c1',
    allergens: id === 'd1' ? ['gluten'] : [],
    available,
    stock: null,
    station: 'Barra',
    modifierGroupIds: [],
  })),
  modifierGroups: [],
  combos: [],
  dailyMenu: null,
} as unknown as RestaurantPosCatalog;

const open = {
  id: 'o1',
  table: { id: 't1', name: 'Mesa 1', zone: 'Terraza' },
  status: 'sent',
  billRequested: false,
  totals: { totalCents: 1230, vat: [] },
  createdAt: new Date(Date.now() - 12 * 60_000).toISOString(),
} as unknown as Order;
const waiting = { ...open, id: 'o2', table: { id: 't2', name: 'Mesa 2', zone: 'Terraza' }, billRequested: true };

describe('restaurant POS screens', () => {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'staff' as const };
  beforeEach(() => {
    localStorage.clear();
    setSession(testUser([lola]));
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/pos/restaurant/catalog': catalog,
      '/api/organizations/o1/orders?module=restaurant&active=true&pageSize=100&locationId=L1': {
        items: [open, waiting],
        total: 2,
        page: 1,
        pageSize: 100,
      },
    });
  });

  it('shows the tables by zone with their state, and takeaway', async () => {
    renderRoute('/casa-lola/pos/restaurant');
    expect(await screen.findByRole('link', { name: 'Mesa 1: Ocupada' })).toHaveTextContent('12,30 €');
    expect(screen.getByRole('link', { name: 'Mesa 1: Ocupada' })).toHaveTextContent('12 min');
    expect(screen.getByRole('link', { name: 'Mesa 2: Esperando la cuenta' })).toHaveAttribute(
      'href',
      '/casa-lola/pos/restaurant/order?table=t2&order=o2',
    );
    const terrace = screen.getByRole('region', { name: 'Terraza' });
    expect(within(terrace).getAllByTestId('pos-table')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Sala' })).getByRole('link', { name: 'Barra 1: Libre' }),
    ).toHaveAttribute('href', '/casa-lola/pos/restaurant/order?table=t3');
    expect(screen.getByRole('link', { name: 'Para llevar' })).toBeInTheDocument();
    // The counter's quick sale and the ticket history are one tap away from the bar.
    expect(screen.getByRole('link', { name: 'Venta rápida' })).toHaveAttribute(
      'href',
      '/casa-lola/pos/restaurant/quick',
    );
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/casa-lola/pos/tickets');
  });

  it('fills the cart from the keyboard without the network, sold-out dishes disabled', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order?table=t3');
    expect(await screen.findByRole('heading', { name: 'Barra 1' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Sidra.*Agotado/ })).toBeDisabled();
    const calls = (fetch as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await user.keyboard('/');
    expect(screen.getByLabelText('Buscar plato')).toHaveFocus();
    await user.keyboard('tinto{Enter}{Escape}');
    await user.click(screen.getByRole('button', { name: /^Caña/ }));
    await user.click(screen.getByRole('button', { name: /^Caña/ }));
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent('2 × Caña');
    expect(screen.getByTestId('pos-total')).toHaveTextContent('8,00 €');
    await user.click(screen.getByRole('button', { name: 'Quitar Tinto de verano' }));
    expect(screen.getByTestId('pos-total')).toHaveTextContent('5,00 €');
    expect((fetch as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(calls);
    expect(screen.getByRole('button', { name: 'Enviar a cocina' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cobrar' })).toBeDisabled();
    // Discounts are an encargado's: staff has no button for them.
    expect(screen.queryByRole('button', { name: 'Descuento' })).toBeNull();
  });

  it('lets a manager add a discount line, negative in the totals', async () => {
    const manager = { ...lola, role: 'manager' as const };
    setSession(testUser([manager]));
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order');
    expect(await screen.findByRole('heading', { name: 'Para llevar' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Tinto de verano/ }));
    await user.click(screen.getByRole('button', { name: 'Descuento' }));
    const dialog = screen.getByRole('dialog', { name: 'Descuento' });
    expect(within(dialog).getByRole('button', { name: 'Aplicar descuento' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Importe'), '0,5');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar descuento' }));
    const lines = screen.getAllByTestId('cart-line');
    expect(lines[1]).toHaveTextContent('Descuento');
    expect(within(lines[1]!).queryByRole('button', { name: /Una más/ })).toBeNull();
    expect(screen.getByTestId('pos-total')).toHaveTextContent('2,50 €');
  });
});
