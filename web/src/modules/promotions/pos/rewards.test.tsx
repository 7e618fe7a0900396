import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardProgram, Order, PromotionAccount } from '@plataforma/domain';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderInOrganization } from '../../../test/render-in-organization';
import { loadTillMessages } from '..';
import { OrderRewards } from './rewards';

const order = {
  id: 'o1',
  lines: [{ id: 'l1', kind: 'dish', name: 'Entrecot', totalCents: 2000 }],
  totals: { totalCents: 2000, vat: [] },
  payments: [],
  dueCents: 2000,
  client: { id: 'c1', name: 'Clara Sol' },
  reward: null,
} as unknown as Order;

const card = {
  id: 'a1',
  kind: 'points',
  status: 'active',
  balance: 50,
  programId: 'p1',
  client: { id: 'c1', name: 'Clara Sol' },
} as unknown as PromotionAccount;

const club = {
  id: 'p1',
  name: 'Club Casa Lola',
  kind: 'points',
  rewards: [
    { id: 'r1', name: 'Postre gratis', threshold: 40, type: 'discount', amountCents: 500, itemId: null },
    { id: 'r2', name: 'Cena gratis', threshold: 500, type: 'discount', amountCents: 5000, itemId: null },
  ],
} as unknown as CardProgram;

const withReward = {
  ...order,
  lines: [...order.lines, { id: 'l9', kind: 'discount', name: 'Postre gratis', totalCents: -500 }],
  reward: { accountId: 'a1', rewardId: 'r1', lineId: 'l9' },
} as unknown as Order;

/** The client's cards and their program; PUT and DELETE of the reward answered by `reward`. */
const answers =
  (reward: (call: ApiCall) => { status?: number; body: unknown } | undefined = () => undefined) =>
  (call: ApiCall) => {
    if (call.path === '/promotions/clients/c1/cards') return { body: [card] };
    if (call.path === '/promotions/cards/p1') return { body: club };
    if (call.path === '/orders/o1/reward') return reward(call);
    return undefined;
  };

beforeAll(async () => {
  await loadTillMessages();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the client's loyalty cards at the till", () => {
  it('shows the balance and only the rewards reached now; redeeming one asks the server to price it', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      'staff',
      answers((call) => (call.method === 'PUT' ? { body: withReward } : undefined)),
    );
    const onOrder = vi.fn();
    renderInOrganization(<OrderRewards order={order} closed={false} onOrder={onOrder} />);
    expect(await screen.findByText('Club Casa Lola: 50 puntos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cena gratis/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Canjear Postre gratis (40 puntos)' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(withReward));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: '/orders/o1/reward', body: { accountId: 'a1', rewardId: 'r1' } });
  });

  it("shows the server's refusal in its own words", async () => {
    const user = userEvent.setup();
    fakeApi(
      'staff',
      answers(() => ({
        status: 409,
        body: {
          error: { code: 'reward-points-spent', message: 'Los puntos de la tarjeta ya no llegan para este premio' },
        },
      })),
    );
    const onOrder = vi.fn();
    renderInOrganization(<OrderRewards order={order} closed={false} onOrder={onOrder} />);
    await user.click(await screen.findByRole('button', { name: /Canjear Postre gratis/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los puntos de la tarjeta ya no llegan para este premio',
    );
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('shows the reward on the order and takes it off', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      'staff',
      answers((call) => (call.method === 'DELETE' ? { body: order } : undefined)),
    );
    const onOrder = vi.fn();
    renderInOrganization(<OrderRewards order={withReward} closed={false} onOrder={onOrder} />);
    expect(screen.getByTestId('order-reward')).toHaveTextContent('Premio: Postre gratis');
    await screen.findByText('Club Casa Lola: 50 puntos');
    // The reward already on the order is not offered again.
    expect(screen.queryByRole('button', { name: /Canjear Postre gratis/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar premio' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(order));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/orders/o1/reward')).toBe(true);
  });

  it('shows nothing without a client, and asks for no cards', () => {
    const calls = fakeApi('staff', answers());
    const { container } = renderInOrganization(
      <OrderRewards order={{ ...order, client: null }} closed={false} onOrder={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(calls.filter((call) => call.path.startsWith('/promotions'))).toEqual([]);
  });
});
