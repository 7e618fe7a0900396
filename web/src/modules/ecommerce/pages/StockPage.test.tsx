import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockItem, StockMovement } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const item = (id: string, name: string, variant: string, quantity: number, lowStockAt: number): StockItem => ({
  id,
  productId: id.split('_')[0]!,
  variantId: id.split('_')[1] ?? null,
  name,
  variant,
  sku: '',
  barcode: '',
  tracked: true,
  lowStockAt,
  quantity,
  low: quantity <= lowStockAt,
  removed: false,
  updatedAt: '2026-11-22T10:00:00.000Z',
});
const camisetaM = item('p1_v2', 'Camiseta básica', 'M', 10, 2);
const taza = item('p2', 'Taza', '', 1, 3);
const movement: StockMovement = {
  id: 'mv1',
  stockId: 'p1_v2',
  productId: 'p1',
  variantId: 'v2',
  name: 'Camiseta básica',
  variant: 'M',
  kind: 'adjustment',
  quantity: 10,
  after: 10,
  reason: 'Stock inicial',
  orderId: null,
  ticketCode: null,
  stocktakeId: null,
  by: { id: 'u1', name: 'Lola Martínez' },
  at: '2026-11-22T10:00:00.000Z',
};

const answers = (call: ApiCall) => {
  if (call.path === '/ecommerce/stock') return page(call.query.get('low') === 'true' ? [taza] : [camisetaM, taza]);
  if (call.path === '/ecommerce/stock/p1_v2/movements') return page([movement]);
  if (call.path === '/ecommerce/stock/p1_v2/adjustments') return { body: { ...camisetaM, quantity: 7 } };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('the stock list', () => {
  it('adjusts an item from its row: units out with a reason', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/stock');
    const row = (await screen.findByRole('link', { name: 'Camiseta básica' }, { timeout: 20_000 })).closest('tr')!;
    expect(within(row).getByText('10')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Ajustar stock de Camiseta básica (M)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar stock de Camiseta básica (M)' });
    expect(within(dialog).getByText('Ahora hay 10 unidades.')).toBeInTheDocument();

    // Nothing typed: both fields say what they need, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar stock' }));
    expect(within(dialog).getByText('Escribe cuántas unidades entran o salen')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe el motivo')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Salida' }));
    await user.type(within(dialog).getByLabelText('Unidades'), '3');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Quedarán 7 unidades.');
    await user.click(within(dialog).getByRole('button', { name: 'Rotura o defecto' }));
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Rotura o defecto');
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar stock' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe('/ecommerce/stock/p1_v2/adjustments');
    expect(sent.body).toEqual({ quantity: -3, reason: 'Rotura o defecto' });
  });

  it('keeps to the low stock, and shows an item’s movements', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/stock');
    await screen.findByRole('link', { name: 'Camiseta básica' }, { timeout: 20_000 });
    await user.click(screen.getByLabelText('Solo stock bajo'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Camiseta básica' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Taza' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/ecommerce/stock' && c.query.get('low') === 'true')).toBe(true);

    await user.click(screen.getByLabelText('Solo stock bajo'));
    await user.click(await screen.findByRole('button', { name: 'Movimientos de Camiseta básica (M)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Movimientos de Camiseta básica (M)' });
    expect(await within(dialog).findByText('Stock inicial')).toBeInTheDocument();
    expect(within(dialog).getByText('+10')).toBeInTheDocument();
    expect(within(dialog).getByText('Lola Martínez')).toBeInTheDocument();
  });
});
