import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Order } from '@plataforma/domain';
import { fakeApi } from '../../../test/fake-api';
import { loadPromotionsMessages } from '..';
import { SellVoucher } from './sell-voucher';

const order = { id: 'o1', lines: [], payments: [], client: null } as unknown as Order;

beforeAll(async () => {
  await loadPromotionsMessages();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inTill = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/casa-lola/pos']}>
        <Routes>
          <Route path="/:organization/*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("'Bono regalo' at the till", () => {
  it('adds a voucher line of the amount typed, and shows the server refusal under the field', async () => {
    const user = userEvent.setup();
    const added = { ...order, lines: [{ id: 'l1', kind: 'voucher' }] } as unknown as Order;
    const calls = fakeApi('staff', (call) =>
      call.method !== 'POST'
        ? undefined
        : (call.body as { lines: { amount: string }[] }).lines[0]!.amount === '0'
          ? {
              status: 400,
              body: {
                error: {
                  code: 'validation-failed',
                  message: 'Los datos enviados no son válidos',
                  fields: { 'lines.0.amount': 'El importe debe ser mayor que cero' },
                },
              },
            }
          : { body: added },
    );
    const onOrder = vi.fn();
    inTill(<SellVoucher order={order} closed={false} onOrder={onOrder} />);
    await user.click(screen.getByRole('button', { name: 'Bono regalo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bono regalo' });
    expect(dialog).toHaveTextContent('Al portador');
    const amount = screen.getByRole('textbox', { name: 'Importe del bono (€)' });
    await user.type(amount, '0{Enter}');
    expect(await screen.findByText('El importe debe ser mayor que cero')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Añadir al pedido' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(added));
    const post = calls.filter((call) => call.method === 'POST').at(-1);
    expect(post?.path).toBe('/orders/o1/lines');
    expect(post?.body).toEqual({ lines: [{ kind: 'voucher', amount: '50' }] });
  });

  it("names the order's client, and shows nothing on a closed order", async () => {
    const user = userEvent.setup();
    fakeApi('staff', () => undefined);
    const mine = { ...order, client: { id: 'c1', name: 'Marta Ruiz' } } as Order;
    const { unmount } = inTill(<SellVoucher order={mine} closed={false} onOrder={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Bono regalo' }));
    expect(await screen.findByRole('dialog', { name: 'Bono regalo' })).toHaveTextContent(
      'Será de Marta Ruiz, el cliente del pedido',
    );
    unmount();
    inTill(<SellVoucher order={mine} closed onOrder={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Bono regalo' })).not.toBeInTheDocument();
  });
});
