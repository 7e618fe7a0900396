import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, type ApiCall } from '../../../test/fake-api';

// The Firestore SDK loads after the board is up; here its listeners answer when the test says (by their filter).
const listeners = vi.hoisted(() => ({ byFilter: new Map<string, (snapshot: unknown) => void>() }));
vi.mock('../../../platform/firebase/firestore', () => ({
  firestore: {},
  collection: () => ({}),
  query: (_collection: unknown, filter: string) => filter,
  where: (field: string, op: string, value: unknown) => `${field} ${op} ${JSON.stringify(value)}`,
  onSnapshot: (filter: string, _options: unknown, next: (snapshot: unknown) => void) => {
    listeners.byFilter.set(filter.split(' ')[0]!, next);
    return () => undefined;
  },
}));

const at = (ms: number) => ({ toMillis: () => ms });
const today = todayIn('Europe/Madrid');
const fulfilment = (id: string, fields: Record<string, unknown>) => ({
  id,
  data: () => ({
    orderId: id,
    source: 'online',
    status: 'paid',
    delivery: {
      kind: 'shipping',
      address: {
        name: 'Clara Sol',
        line1: 'Calle Mayor 1',
        line2: '',
        postalCode: '28013',
        city: 'Madrid',
        province: 'Madrid',
        phone: '',
        notes: '',
      },
    },
    carrier: '',
    tracking: '',
    locationId: 'L1',
    ticketCode: '',
    client: { id: 'c1', name: 'Clara Sol' },
    totalCents: 3500,
    picking: [
      {
        lineId: 'l1',
        productId: 'tee',
        variantId: 'v2',
        name: 'Camiseta lisa',
        variant: 'M / Blanco',
        sku: 'CAM-M-B',
        barcode: '8400000000031',
        quantity: 2,
        pack: '',
        extras: ['Envoltorio de regalo'],
      },
    ],
    history: [],
    createdAt: at(Date.now() - 60_000),
    statusAt: at(Date.now() - 60_000),
    date: today,
    ...fields,
  }),
});
const answer = (field: 'status' | 'date', docs: unknown[]) =>
  act(() => listeners.byFilter.get(field)!({ metadata: { fromCache: false }, docs }));

beforeEach(() => listeners.byFilter.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the shop's fulfilment board", () => {
  it('shows open orders and the day’s counter sales live, moves a card on a tap, and asks the tracking when shipping', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', (call: ApiCall) =>
      call.path.startsWith('/ecommerce/fulfilments/') ? { body: {} } : undefined,
    );
    renderRoute('/casa-lola/orders/ecommerce');
    await waitFor(() => expect(listeners.byFilter.size).toBe(2), { timeout: 20_000 });
    answer('status', [fulfilment('order1', { ticketCode: 'TC-000007' })]);
    answer('date', [
      fulfilment('order2', {
        source: 'counter',
        status: 'delivered',
        delivery: { kind: 'counter' },
        ticketCode: 'TC-000008',
        client: null,
      }),
      fulfilment('order3', { status: 'cancelled', ticketCode: '' }),
    ]);

    const paid = within(screen.getByRole('region', { name: 'Pagado' }));
    const card = paid.getByRole('article', { name: 'TC-000007, Pagado' });
    expect(card).toHaveTextContent('Clara Sol');
    expect(card).toHaveTextContent('Envío a Madrid · 2 artículos · 35,00 €');
    // The counter sale arrived delivered; the cancelled one is behind the switch.
    expect(
      within(screen.getByRole('region', { name: 'Entregado' })).getByRole('article', { name: 'TC-000008, Entregado' }),
    ).toHaveTextContent('Mostrador');
    expect(screen.queryByRole('region', { name: 'Cancelado' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Cancelados y reembolsados'));
    expect(within(screen.getByRole('region', { name: 'Cancelado' })).getAllByRole('article')).toHaveLength(1);

    // A tap: pagado -> preparando.
    await user.click(within(card).getByRole('button', { name: 'Pasar a Preparando' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/ecommerce/fulfilments/order1/status',
      body: { status: 'preparing' },
    });
    // The listener tells the board; then shipping asks for the carrier and the tracking number.
    answer('status', [
      fulfilment('order1', { ticketCode: 'TC-000007', status: 'preparing', statusAt: at(Date.now()) }),
    ]);
    const preparing = within(screen.getByRole('region', { name: 'Preparando' }));
    await user.click(
      within(preparing.getByRole('article', { name: 'TC-000007, Preparando' })).getByRole('button', {
        name: 'Pasar a Enviado',
      }),
    );
    const ship = await screen.findByRole('dialog', { name: 'Enviar TC-000007' });
    await user.type(within(ship).getByLabelText('Transportista'), 'Correos');
    await user.type(within(ship).getByLabelText('Número de seguimiento'), 'PQ123');
    await user.click(within(ship).getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]).toMatchObject({
      path: '/ecommerce/fulfilments/order1/status',
      body: { status: 'shipped', carrier: 'Correos', tracking: 'PQ123' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it("opens an order's picking list", async () => {
    const user = userEvent.setup();
    fakeApi('staff', () => undefined);
    renderRoute('/casa-lola/orders/ecommerce');
    await waitFor(() => expect(listeners.byFilter.size).toBe(2), { timeout: 20_000 });
    answer('status', [fulfilment('order1', { ticketCode: 'TC-000007' })]);
    answer('date', []);
    await user.click(screen.getByRole('button', { name: 'Lista de picking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lista de picking · TC-000007' });
    const list = within(dialog).getByTestId('picking-list');
    expect(list).toHaveTextContent('2 × Camiseta lisa · M / Blanco');
    expect(list).toHaveTextContent('SKU CAM-M-B · EAN 8400000000031');
    expect(list).toHaveTextContent('Envoltorio de regalo');
    expect(dialog).toHaveTextContent('Enviar a: Clara Sol, Calle Mayor 1, 28013 Madrid, Madrid');
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  }, 40_000);
});
