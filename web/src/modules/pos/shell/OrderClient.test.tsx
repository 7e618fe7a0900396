import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODULE_TYPES, type Order, type RestaurantPosCatalog } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

vi.mock('./useKitchenChanges', () => ({ useKitchenChanges: () => undefined }));

const catalog = {
  locationId: 'L1',
  locations: [
    {
      id: 'L1',
      name: 'Centro',
      timezone: 'Europe/Madrid',
      ticketSeries: 'C1',
      tables: [{ id: 't1', name: 'Mesa 1', zone: 'Sala', seats: 4 }],
    },
  ],
  categories: [],
  dishes: [],
  modifierGroups: [],
  combos: [],
  dailyMenu: null,
} as unknown as RestaurantPosCatalog;

const order = {
  id: 'o1',
  locationId: 'L1',
  table: { id: 't1', name: 'Mesa 1', zone: 'Sala' },
  status: 'sent',
  billRequested: false,
  lines: [],
  payments: [],
  totals: { totalCents: 0, vat: [] },
  dueCents: 0,
  diners: 2,
  client: null,
  createdAt: '2026-11-22T10:00:00.000Z',
} as unknown as Order;

const ana = { id: 'c1', name: 'Ana Pérez', firstName: 'Ana', lastName: 'Pérez', phone: '', email: '' };

/** The till's calls answered; PUT .../client answers the order with the client asked for. */
const answers = (call: ApiCall) => {
  if (call.path === '/pos/restaurant/catalog') return { body: catalog };
  if (call.path === '/orders/o1') return { body: order };
  if (call.path === '/orders') return page([order]);
  if (call.path === '/staff/status') return { body: { pinsInUse: false, idleLockMinutes: 5 } };
  if (call.path === '/tills/L1') return { body: { session: { id: 's1', locationId: 'L1', status: 'open' } } };
  if (call.path === '/crm/clients') return page([ana]);
  // Promotions' cards of the attached client (issue 17): none here.
  if (call.path === '/promotions/clients/c1/cards') return { body: [] };
  if (call.path === '/orders/o1/client') {
    const { clientId } = call.body as { clientId: string | null };
    return { body: { ...order, client: clientId ? { id: clientId, name: 'Ana Pérez' } : null } };
  }
  return undefined;
};

const ORDER_SCREEN = '/casa-lola/pos/restaurant/order?table=t1&order=o1';

afterEach(() => vi.unstubAllGlobals());

describe("the order's client at the restaurant POS", () => {
  it('attaches a client found with the picker, shows it on the order, and takes it off', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute(ORDER_SCREEN);
    await user.click(await screen.findByRole('button', { name: 'Añadir cliente' }, { timeout: 20_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Cliente del pedido' });
    await user.type(await within(dialog).findByRole('combobox', { name: 'Cliente' }), 'ana');
    await user.click(await screen.findByRole('option', { name: /Ana Pérez/ }));

    expect(await screen.findByTestId('order-client')).toHaveTextContent('Cliente: Ana Pérez');
    expect(screen.queryByRole('dialog', { name: 'Cliente del pedido' })).not.toBeInTheDocument();
    const attached = calls.filter((call) => call.path === '/orders/o1/client');
    expect(attached.map((call) => [call.method, call.body])).toEqual([['PUT', { clientId: 'c1' }]]);

    await user.click(within(screen.getByTestId('order-client')).getByTestId('CancelIcon'));
    await waitFor(() => expect(screen.queryByTestId('order-client')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/orders/o1/client').at(-1)?.body).toEqual({ clientId: null });
  }, 40_000);

  it('offers no client where the organization has the CRM off', async () => {
    fakeApi('staff', answers, { modules: MODULE_TYPES.filter((type) => type !== 'crm') });
    renderRoute(ORDER_SCREEN);
    expect(await screen.findByRole('button', { name: 'Cambiar comensales: 2' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Añadir cliente' })).not.toBeInTheDocument();
  }, 40_000);
});
