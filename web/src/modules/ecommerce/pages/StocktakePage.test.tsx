import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockItem, Stocktake } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const item = (id: string, name: string, variant: string, quantity: number): StockItem => ({
  id,
  productId: id.split('_')[0]!,
  variantId: id.split('_')[1] ?? null,
  name,
  variant,
  sku: id.toUpperCase(),
  barcode: '',
  tracked: true,
  lowStockAt: 0,
  quantity,
  low: false,
  removed: false,
  updatedAt: '2026-11-22T10:00:00.000Z',
});
const items = [
  item('p1_v1', 'Camiseta básica', 'S', 5),
  item('p1_v2', 'Camiseta básica', 'M', 8),
  item('p2', 'Taza', '', 12),
];
const past: Stocktake = {
  id: 'st1',
  note: 'Estantería A',
  lines: [{ stockId: 'p2', name: 'Taza', variant: '', expected: 10, counted: 12, difference: 2 }],
  differences: 1,
  netUnits: 2,
  by: { id: 'u1', name: 'Lola Martínez' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const answers = (call: ApiCall) => {
  if (call.path === '/ecommerce/stock') return page(items);
  if (call.method === 'GET' && call.path === '/ecommerce/stocktakes') return page([past]);
  if (call.method === 'POST' && call.path === '/ecommerce/stocktakes')
    return { body: { ...past, id: 'st2', differences: 2, netUnits: -2 } };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('the stocktake', () => {
  it('shows the differences as counts are typed, reviews them and books the counts', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/ecommerce/stock/stocktake');
    const counted = (name: string) => screen.getByLabelText(`Contado de ${name}`);
    const difference = (name: string) => within(counted(name).closest('tr')!).getByTestId('difference').textContent;
    await screen.findByLabelText('Contado de Camiseta básica (S)', {}, { timeout: 20_000 });
    expect(screen.getByText('Estantería A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar diferencias' })).toBeDisabled();

    await user.type(counted('Camiseta básica (S)'), '2');
    await user.type(counted('Camiseta básica (M)'), '8');
    await user.type(counted('Taza'), '13');
    expect(difference('Camiseta básica (S)')).toBe('-3');
    expect(difference('Camiseta básica (M)')).toBe('0');
    expect(difference('Taza')).toBe('+1');
    expect(screen.getByText('3 contados · 2 con diferencia · -2 unidades netas')).toBeInTheDocument();

    // The search narrows the sheet; what was counted stays counted.
    await user.type(screen.getByLabelText('Buscar producto, SKU o código'), 'taza');
    await waitFor(() => expect(screen.queryByLabelText('Contado de Camiseta básica (S)')).toBeNull());
    expect(screen.getByText('3 contados · 2 con diferencia · -2 unidades netas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revisar diferencias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diferencias a registrar' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Camiseta básica (S)52-3', 'Taza1213+1']);
    await user.type(within(dialog).getByLabelText('Nota (estantería, sección...)'), 'Tienda entera');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar inventario' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe('/ecommerce/stocktakes');
    expect(sent.body).toEqual({
      note: 'Tienda entera',
      counts: [
        { stockId: 'p1_v1', counted: 2 },
        { stockId: 'p1_v2', counted: 8 },
        { stockId: 'p2', counted: 13 },
      ],
    });
    expect(screen.getByText('0 contados · 0 con diferencia · 0 unidades netas')).toBeInTheDocument();
  });
});
