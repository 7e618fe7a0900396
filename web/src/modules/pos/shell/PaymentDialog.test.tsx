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
  category: '',
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

/** Two entrecots, a menú and three cañas: 18,50 + 12,50 + 3 × 2,50. */
const withCanas = {
  ...order,
  lines: [...order.lines, { ...line('l3', 'Caña', 750), quantity: 3, unitPriceCents: 250 }],
  dueCents: 3850,
} as unknown as Order;

const setup = (shown: Order = order) => {
  const onSubmit = vi.fn();
  render(<PaymentDialog order={shown} busy={false} onSubmit={onSubmit} onClose={() => {}} />);
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

  it('splits the bill by lines, with the units of each paid now', async () => {
    const { user, onSubmit } = setup(withCanas);
    await user.click(screen.getByRole('button', { name: 'Por platos' }));
    expect(screen.getByRole('button', { name: euros('Cobrar 0,00 €') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Una más de Caña' }));
    await user.click(screen.getByRole('button', { name: 'Una más de Caña' }));
    expect(screen.getByTestId('units-l3')).toHaveTextContent('2 de 3');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('5,00 €');
    await user.click(screen.getByRole('button', { name: 'Una más de Menú del día' }));
    expect(screen.getByRole('button', { name: 'Una más de Menú del día' })).toBeDisabled();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('17,50 €');
    await user.click(screen.getByRole('button', { name: euros('20,00 €') }));
    expect(screen.getByTestId('payment-change')).toHaveTextContent('Cambio: 2,50 €');
    await user.click(screen.getByRole('button', { name: euros('Cobrar 17,50 €') }));
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'cash',
      tendered: '20,00',
      lines: [
        { lineId: 'l3', quantity: 2 },
        { lineId: 'l2', quantity: 1 },
      ],
    });
  });

  it('shows what each part really costs when the order has a discount', async () => {
    // 31 € with 6,20 € off: the entrecot takes 3,70 of it, the menú 2,50.
    const discounted = {
      ...order,
      lines: [...order.lines, { ...line('d1', 'Invitación', -620), kind: 'discount', vatRate: 0 }],
      dueCents: 2480,
    } as unknown as Order;
    const { user } = setup(discounted);
    await user.click(screen.getByRole('button', { name: 'Por platos' }));
    expect(screen.queryByRole('button', { name: 'Una más de Invitación' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Una más de Menú del día' }));
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('10,00 €');
    await user.click(screen.getByRole('button', { name: 'Una más de Entrecot' }));
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('24,80 €');
  });

  it('splits evenly: the number of parts, the odd cents on the first, each part by its own method', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'A partes iguales' }));
    expect(screen.getByTestId('split-parts')).toHaveTextContent('2 partes');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('15,50 €');
    await user.click(screen.getByRole('button', { name: 'Una parte más' }));
    // 31 € in 3: 10,34 + 10,33 + 10,33.
    expect(screen.getByTestId('split-progress')).toHaveTextContent('Parte 1 de 3 · cuenta de 31,00 €');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('10,34 €');
    expect(screen.getByText('La primera parte lleva un céntimo más.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tarjeta' }));
    await user.click(screen.getByRole('button', { name: euros('Cobrar 10,34 €') }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'card', split: { parts: 3, part: 1 } });
  });

  it('goes on with the next part of an open split, whose parts are fixed, with a tip on the card', async () => {
    const first = {
      id: 'p1',
      amountCents: 1034,
      discountCents: 620,
      split: { id: 'p1', part: 1, parts: 3, billCents: 3100 },
      tipCents: 0,
    };
    const open = {
      ...order,
      lines: order.lines.map((l) => ({ ...l, paymentId: 'p1' })),
      payments: [first],
      paidCents: 1034,
      dueCents: 2066,
    } as unknown as Order;
    const { user, onSubmit } = setup(open);
    expect(screen.queryByRole('button', { name: 'Todo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Una parte más' })).toBeNull();
    expect(screen.getByTestId('split-progress')).toHaveTextContent('Parte 2 de 3');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('10,33 €');
    expect(screen.queryByLabelText('Propina')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tarjeta' }));
    await user.type(screen.getByLabelText('Propina'), '1,5');
    expect(screen.getByText('Total con tarjeta: 11,83 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: euros('Cobrar 10,33 €') }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'card', split: { parts: 3, part: 2 }, tip: '1,50' });
  });
});
