import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';
import { movement, voucher } from '../fixtures.test-data';

const gift = voucher({
  id: 'v1',
  balance: 2000,
  expiresOn: '2027-06-30',
  client: { id: 'c1', name: 'Ana Pérez' },
});

const answers = (call: ApiCall) => {
  if (call.path === '/promotions/vouchers/v1') return { body: gift };
  if (call.path === '/promotions/accounts/v1/movements')
    return page([
      movement({
        id: 'm2',
        kind: 'redeem',
        units: -3000,
        balanceAfter: 2000,
        cause: { type: 'order', orderId: 'o1', ticketCode: 'A-000012' },
        at: '2026-11-21T12:00:00.000Z',
      }),
      movement({ id: 'm1', kind: 'issue', units: 5000, balanceAfter: 5000 }),
    ]);
  if (call.path === '/promotions/vouchers/v1/adjust')
    return {
      status: 400,
      body: {
        error: {
          code: 'validation-failed',
          message: 'Los datos enviados no son válidos',
          fields: { reason: 'Escribe el motivo' },
        },
      },
    };
  return undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the voucher page', () => {
  it('shows the balance, state, expiry, client and each movement with its cause', async () => {
    fakeApi('staff', answers);
    renderRoute('/casa-lola/promotions/voucher/v1');
    expect(await screen.findByTestId('voucher-balance', {}, { timeout: 20_000 })).toHaveTextContent('20,00 €');
    expect(screen.getByText('Activo')).toBeInTheDocument();
    expect(screen.getByText('30/06/2027')).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Movimientos' });
    const redeem = within(table).getByText('Pago').closest('tr') as HTMLElement;
    expect(within(redeem).getByText('-30,00 €')).toBeInTheDocument();
    expect(within(redeem).getByText('Ticket A-000012')).toBeInTheDocument();
    expect(within(table).getByText('Regalo · Lola')).toBeInTheDocument();
    // Staff read; adjusting and cancelling are the managers'.
    expect(screen.queryByRole('button', { name: 'Ajustar saldo' })).not.toBeInTheDocument();
  }, 40_000);

  it('lets a manager adjust with a reason, showing the server refusal on the field', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/promotions/voucher/v1');
    await user.click(await screen.findByRole('button', { name: 'Ajustar saldo' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar saldo' });
    await user.type(within(dialog).getByRole('textbox', { name: /Importe/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe el motivo')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/promotions/vouchers/v1/adjust')?.body).toEqual({
        direction: 'add',
        amount: '5',
        reason: '',
      }),
    );
  }, 40_000);
});
