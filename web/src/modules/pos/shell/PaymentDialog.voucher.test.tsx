import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Order } from '@plataforma/domain';
import { loadModuleMessages } from '../../../i18n';
import { renderInOrganization } from '../../../test/render-in-organization';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { PaymentDialog } from './PaymentDialog';
import { loadPromotionsMessages } from '../../promotions';

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
  await loadModuleMessages('pos', () => import('../i18n'));
  await loadPromotionsMessages();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inTill = (ui: ReactNode) => renderInOrganization(ui);

const euros = (text: string) => new RegExp(`^${text.replace(' €', '\\s€')}$`);

describe('the gift voucher in the payment dialog', () => {
  it('looks the code up, pays part by voucher and the rest in cash', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', (call: ApiCall) =>
      call.path === '/promotions/vouchers/by-code/k7qm-x2rb-9hte'
        ? {
            body: {
              id: 'v1',
              kind: 'voucher',
              code: 'K7QM-X2RB-9HTE',
              status: 'active',
              balance: 5000,
              expired: false,
            },
          }
        : undefined,
    );
    const onSubmit = vi.fn();
    inTill(<PaymentDialog order={order} busy={false} onSubmit={onSubmit} onClose={() => {}} vouchers />);
    await user.click(screen.getByRole('button', { name: 'Bono regalo' }));
    await user.type(await screen.findByRole('textbox', { name: 'Código del bono' }), 'k7qm-x2rb-9hte');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Saldo disponible: 50,00 €')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/promotions/vouchers/by-code/k7qm-x2rb-9hte')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Pagar con el bono' })).toHaveValue('50,00');
    expect(screen.getByTestId('payment-rest')).toHaveTextContent('Resto a pagar: 10,00 €');
    await user.type(screen.getByLabelText('Entregado'), '20');
    expect(screen.getByTestId('payment-change')).toHaveTextContent('Cambio: 10,00 €');
    await user.click(screen.getByRole('button', { name: euros('Cobrar 60,00 €') }));
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'cash',
      tendered: '20,00',
      tenders: [{ kind: 'voucher', code: 'K7QM-X2RB-9HTE', amount: '50,00' }],
    });
  });

  it('shows the server refusal of an unknown code and does not pay with it', async () => {
    const user = userEvent.setup();
    fakeApi('staff', () => ({
      status: 404,
      body: { error: { code: 'voucher-code-not-found', message: 'No hay ningún bono con ese código' } },
    }));
    const onSubmit = vi.fn();
    inTill(<PaymentDialog order={order} busy={false} onSubmit={onSubmit} onClose={() => {}} vouchers />);
    await user.click(screen.getByRole('button', { name: 'Bono regalo' }));
    await user.type(await screen.findByRole('textbox', { name: 'Código del bono' }), 'XXXX{Enter}');
    expect(await screen.findByText('No hay ningún bono con ese código')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: euros('Cobrar 60,00 €') })).toBeDisabled();
  });

  it('is not offered without the promotions module', () => {
    render(<PaymentDialog order={order} busy={false} onSubmit={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Bono regalo' })).toBeNull();
  });
});
