import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Order, OrderLine } from '@plataforma/domain';
import { loadModuleMessages } from '../../../i18n';
import { CartTotals } from './CartTotals';

beforeAll(() => loadModuleMessages('pos', () => import('../i18n')));

const line = (fields: Partial<OrderLine>) =>
  ({
    id: 'l1',
    kind: 'dish',
    refId: 'd1',
    name: 'Entrecot',
    quantity: 1,
    unitPriceCents: 2000,
    vatRate: 10,
    details: [],
    notes: '',
    station: '',
    allergens: [],
    round: 1,
    paymentId: null,
    totalCents: 2000,
    consumes: [],
    category: '',
    course: 0,
    ...fields,
  }) as OrderLine;

const order = (lines: OrderLine[]) => ({ lines, payments: [], paidCents: 0, dueCents: 0 }) as unknown as Order;

describe('the cart totals', () => {
  it('shows a gift voucher sold apart from the VAT rows, not subject to VAT, within the total', () => {
    const voucher = line({ id: 'l2', kind: 'voucher', refId: '', name: 'Bono regalo', unitPriceCents: 5000 });
    render(<CartTotals order={order([line({}), { ...voucher, vatRate: 0, totalCents: 5000 }])} cart={[]} />);
    expect(screen.getByText('Bonos regalo, no sujeto a IVA').nextSibling).toHaveTextContent('50,00 €');
    expect(screen.getByText(/IVA 10 %/)).toBeInTheDocument();
    expect(screen.getByTestId('pos-total')).toHaveTextContent('70,00 €');
  });

  it('has no such row without a voucher line', () => {
    render(<CartTotals order={order([line({})])} cart={[]} />);
    expect(screen.queryByText('Bonos regalo, no sujeto a IVA')).not.toBeInTheDocument();
    expect(screen.getByTestId('pos-total')).toHaveTextContent('20,00 €');
  });
});
