import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadModuleMessages } from '../../../i18n';
import { countBody, emptyCount } from './CashCounter';
import { OpenTillDialog } from './OpenTillDialog';

beforeAll(() => loadModuleMessages('pos', () => import('../i18n')));

const total = () => screen.getByTestId('cash-count-total');

describe('the cash count', () => {
  it('adds up notes and coins into the body the API takes; anything not a whole count is refused', () => {
    expect(countBody({ ...emptyCount(), counts: { 5000: '2', 200: '3', 5: '1', 100: '' } })).toEqual({
      body: {
        denominations: [
          { cents: 5000, count: 2 },
          { cents: 200, count: 3 },
          { cents: 5, count: 1 },
        ],
      },
      totalCents: 10605,
    });
    expect(countBody({ ...emptyCount(), counts: { 1000: '1,5' } })).toBeUndefined();
    expect(countBody({ ...emptyCount(), mode: 'amount', amount: '106,05' })).toEqual({
      body: { amount: '106,05' },
      totalCents: 10605,
    });
    expect(countBody({ ...emptyCount(), mode: 'amount', amount: '-3' })).toBeUndefined();
    expect(countBody({ ...emptyCount(), mode: 'amount', amount: '' })).toBeUndefined();
  });
});

describe('OpenTillDialog', () => {
  const setup = () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(<OpenTillDialog locationName="Centro" busy={false} onOpen={onOpen} onClose={onClose} />);
    return { onOpen, onClose, user: userEvent.setup() };
  };

  it('counts the float note by note and opens the till with it', async () => {
    const { user, onOpen } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Abrir caja' });
    expect(within(dialog).getByText(/fondo de caja de Centro/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Billetes de 50 €'), '1');
    await user.type(screen.getByLabelText('Billetes de 10 €'), '4');
    await user.type(screen.getByLabelText('Monedas de 0,50 €'), '3');
    expect(total()).toHaveTextContent(/Total contado: 91,50\s€/);
    await user.type(screen.getByLabelText('Monedas de 2 €'), 'x');
    expect(total()).toHaveTextContent('Total contado: —');
    expect(within(dialog).getByRole('button', { name: 'Abrir caja' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Monedas de 2 €'));
    await user.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
    expect(onOpen).toHaveBeenCalledWith({
      denominations: [
        { cents: 5000, count: 1 },
        { cents: 1000, count: 4 },
        { cents: 50, count: 3 },
      ],
    });
  });

  it('takes the float as one amount, and lets the waiter open it later', async () => {
    const { user, onOpen, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Importe total' }));
    await user.type(screen.getByLabelText('Efectivo contado'), '150');
    expect(total()).toHaveTextContent(/150,00\s€/);
    await user.click(screen.getByRole('button', { name: 'Abrir caja' }));
    expect(onOpen).toHaveBeenCalledWith({ amount: '150' });
    await user.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(onClose).toHaveBeenCalled();
  });
});
