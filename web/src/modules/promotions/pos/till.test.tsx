import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Order } from '@plataforma/domain';
import { renderInOrganization } from '../../../test/render-in-organization';
import { fakeApi } from '../../../test/fake-api';
import { loadTillMessages } from '..';
import { OrderCoupon } from './till';

const order = {
  id: 'o1',
  lines: [],
  totals: { totalCents: 6000, vat: [] },
  payments: [],
  paidCents: 0,
  dueCents: 6000,
  coupon: null,
} as unknown as Order;

beforeAll(async () => {
  await loadTillMessages();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inTill = (ui: ReactNode) => renderInOrganization(ui);

describe('the coupon field of an order', () => {
  it('applies a code, and shows the server refusal in its own words', async () => {
    const user = userEvent.setup();
    const applied = { ...order, coupon: { id: 'cp1', code: 'BIENVENIDA10', lineId: 'l9' } } as Order;
    const calls = fakeApi('staff', (call) =>
      call.body && (call.body as { code: string }).code === 'caducado'
        ? {
            status: 400,
            body: { error: { code: 'coupon-expired', message: 'El cupón ha caducado', fields: { code: 'x' } } },
          }
        : call.method === 'PUT'
          ? { body: applied }
          : undefined,
    );
    const onOrder = vi.fn();
    inTill(<OrderCoupon order={order} closed={false} onOrder={onOrder} />);
    const field = screen.getByRole('textbox', { name: 'Cupón' });
    await user.type(field, 'caducado{Enter}');
    expect(await screen.findByText('El cupón ha caducado')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'bienvenida10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(applied));
    const put = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(put?.path).toBe('/orders/o1/coupon');
    expect(put?.body).toEqual({ code: 'bienvenida10' });
  });

  it('shows the applied coupon and takes it off', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', (call) => (call.method === 'DELETE' ? { body: order } : undefined));
    const onOrder = vi.fn();
    const applied = { ...order, coupon: { id: 'cp1', code: 'BIENVENIDA10', lineId: 'l9' } } as Order;
    inTill(<OrderCoupon order={applied} closed={false} onOrder={onOrder} />);
    expect(screen.getByTestId('order-coupon')).toHaveTextContent('Cupón BIENVENIDA10 aplicado');
    await user.click(screen.getByRole('button', { name: 'Quitar cupón' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(order));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/orders/o1/coupon')).toBe(true);
  });
});
