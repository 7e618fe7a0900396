import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderLine } from '@plataforma/domain';
import { loadModuleMessages } from '../../../i18n';
import { PaymentDialog } from './PaymentDialog';

const line = (id: string, name: string, totalCents: number): OrderLine => ({
  id,
  kind: 'dish',
  refId: id,
  name,
  quantity: 1,
  unitPriceCents: totalCents,
  vatRate: 10,
  details: [],
  notes: '',
  station: '',
  allergens: [],
  round: 1,
  paymentId: null,
  totalCents,
  consumes: [],
  course: 0,
});

const order = {
  id: 'o1',
  lines: [line('l1', 'Entrecot', 1850), line('l2', 'Menú del día', 1250)],
  totals: { totalCents: 3100, vat: [{ rate: 10, baseCents: 2818, vatCents: 282, grossCents: 3100 }] },
  payments: [],
  paidCents: 0,
  dueCents: 3100,
} as unknown as Order;

/** An exact accessible name with an amount: Intl may write a non-breaking space before the euro sign. */
const euros = (text: string) => new RegExp(`^${text.replace(' €', '\\s€')}$`);

beforeAll(() => loadModuleMessages('pos', () => import('../i18n')));

const setup = () => {
  const onSubmit = vi.fn();
  render(<PaymentDialog order={order} busy={false} onSubmit={onSubmit} onClose={() => {}} />);
  return { onSubmit, user: userEvent.setup() };
};

describe('PaymentDialog', () => {
  it('shows the change as the cash handed over is typed', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('31,00 €');
    const tendered = screen.getByLabelText('Entregado');
    await user.type(tendered, '20');
    expect(screen.getByTestId('payment-change')).toHaveTextContent('Faltan: 11,00 €');
    expect(screen.getByRole('button', { name: euros('Cobrar 31,00 €') })).toBeDisabled();
    await user.clear(tendered);
    await user.type(tendered, '40,5');
    expect(screen.getByTestId('payment-change')).toHaveTextContent('Cambio: 9,50 €');
    await user.click(screen.getByRole('button', { name: euros('Cobrar 31,00 €') }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'cash', tendered: '40,50' });
  });

  it('offers quick amounts that cover the bill', async () => {
    const { user, onSubmit } = setup();
    expect(screen.queryByRole('button', { name: euros('20,00 €') })).toBeNull();
    await user.click(screen.getByRole('button', { name: euros('50,00 €') }));
    expect(screen.getByLabelText('Entregado')).toHaveValue('50,00');
    expect(screen.getByTestId('payment-change')).toHaveTextContent('Cambio: 19,00 €');
    await user.click(screen.getByRole('button', { name: 'Exacto' }));
    expect(screen.getByTestId('payment-change')).toHaveTextContent('Cambio: 0,00 €');
    await user.click(screen.getByRole('button', { name: euros('Cobrar 31,00 €') }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'cash' });
  });

  it('pays by card, or mixed with the rest in cash', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Mixto' }));
    await user.type(screen.getByLabelText('Con tarjeta'), '21');
    expect(screen.getByText('En efectivo: 10,00 €')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Entregado'), '20');
    expect(screen.getByTestId('payment-change')).toHaveTextContent('Cambio: 10,00 €');
    await user.click(screen.getByRole('button', { name: euros('Cobrar 31,00 €') }));
    expect(onSubmit).toHaveBeenLastCalledWith({ method: 'mixed', tendered: '20,00', card: '21,00' });
    await user.click(screen.getByRole('button', { name: 'Tarjeta' }));
    await user.click(screen.getByRole('button', { name: euros('Cobrar 31,00 €') }));
    expect(onSubmit).toHaveBeenLastCalledWith({ method: 'card' });
  });

  it('splits the bill by the lines chosen', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByLabelText('Dividir la cuenta por platos'));
    expect(screen.getByRole('button', { name: euros('Cobrar 0,00 €') })).toBeDisabled();
    await user.click(screen.getByLabelText('Pagar Menú del día'));
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('12,50 €');
    await user.click(screen.getByRole('button', { name: euros('20,00 €') }));
    expect(screen.getByTestId('payment-change')).toHaveTextContent('Cambio: 7,50 €');
    await user.click(screen.getByRole('button', { name: euros('Cobrar 12,50 €') }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'cash', tendered: '20,00', lineIds: ['l2'] });
  });

  it('shows what each part really costs when the order has a discount', async () => {
    // 31 € with 6,20 € off: the entrecot takes 3,70 of it, the menú 2,50.
    const discounted = {
      ...order,
      lines: [...order.lines, { ...line('d1', 'Invitación', -620), kind: 'discount', vatRate: 0 }],
      dueCents: 2480,
    } as unknown as Order;
    const user = userEvent.setup();
    render(<PaymentDialog order={discounted} busy={false} onSubmit={vi.fn()} onClose={() => {}} />);
    await user.click(screen.getByLabelText('Dividir la cuenta por platos'));
    expect(screen.queryByLabelText('Pagar Invitación')).toBeNull();
    await user.click(screen.getByLabelText('Pagar Menú del día'));
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('10,00 €');
    await user.click(screen.getByLabelText('Pagar Entrecot'));
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('24,80 €');
  });
});
