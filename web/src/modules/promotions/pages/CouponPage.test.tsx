import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { coupon } from '../fixtures.test-data';

const fixed = coupon({
  id: 'cp1',
  code: 'MENOS5',
  type: 'fixed',
  percent: 0,
  amountCents: 500,
  minimumCents: 2000,
  validTo: '2026-12-31',
});

// What the sales core's item search answers (GET /orders/items): ids resolved, or a search by the name's start.
const MENU = [
  { module: 'restaurant', kind: 'dish', id: 'd1', name: 'Entrecot', priceCents: 1800 },
  { module: 'restaurant', kind: 'dish', id: 'd2', name: 'Flan', priceCents: 450 },
];
const items = (query: URLSearchParams) => {
  const ids = query.get('ids')?.split(',');
  // Nothing for an empty search here, so that the option clicked is the search's.
  const q = query.get('q')?.toLowerCase();
  return MENU.filter((item) => (ids ? ids.includes(item.id) : !!q && item.name.toLowerCase().startsWith(q)));
};

const answers = (call: ApiCall) => {
  if (call.path === '/orders/items') return { body: items(call.query) };
  if (call.path === '/promotions/coupons/cp1' && call.method === 'GET') return { body: fixed };
  if (call.path === '/promotions/coupons' && call.method === 'POST')
    return { status: 201, body: coupon({ id: 'cp2', code: 'VERANO10' }) };
  if (call.path === '/promotions/coupons/cp1' && call.method === 'PUT') return { body: fixed };
  return undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the coupon editor', () => {
  it('creates a percentage coupon with its limits, sending what the API takes', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/promotions/coupon/new');
    await user.type(await screen.findByRole('textbox', { name: 'Código' }, { timeout: 20_000 }), 'verano10');
    await user.type(screen.getByRole('textbox', { name: 'Porcentaje (%)' }), '10');
    await user.type(screen.getByLabelText('Válido hasta'), '2026-12-31');
    await user.clear(screen.getByRole('spinbutton', { name: 'Usos en total (0: sin límite)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Usos en total (0: sin límite)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      code: 'VERANO10',
      type: 'percentage',
      value: '10',
      validFrom: null,
      validTo: '2026-12-31',
      maxUses: 100,
      minimum: 0,
      modules: [],
      itemIds: [],
      active: true,
    });
  }, 40_000);

  it('shows a fixed coupon in euros, and shows the server refusal on its field', async () => {
    const user = userEvent.setup();
    fakeApi('manager', (call) =>
      call.method === 'PUT'
        ? {
            status: 409,
            body: {
              error: {
                code: 'coupon-code-taken',
                message: 'Ya hay un cupón con ese código',
                fields: { code: 'Ya hay un cupón con ese código' },
              },
            },
          }
        : answers(call),
    );
    renderRoute('/casa-lola/promotions/coupon/cp1');
    expect(await screen.findByRole('textbox', { name: 'Importe' }, { timeout: 20_000 })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Importe mínimo del pedido' })).toHaveValue('20');
    expect(screen.getByLabelText('Válido hasta')).toHaveValue('2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findAllByText('Ya hay un cupón con ese código')).toHaveLength(2);
  }, 40_000);

  it('shows the items it applies to by name, and adds one chosen by its name', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', (call) =>
      call.path === '/promotions/coupons/cp1' && call.method === 'GET'
        ? { body: { ...fixed, itemIds: ['d1'] } }
        : answers(call),
    );
    renderRoute('/casa-lola/promotions/coupon/cp1');
    expect(await screen.findByRole('button', { name: 'Entrecot' }, { timeout: 20_000 })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Artículos a los que se aplica (ninguno: todos)' }), 'fla');
    await user.click(await screen.findByRole('option', { name: /Flan/ }));
    expect(await screen.findByRole('button', { name: 'Flan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ itemIds: ['d1', 'd2'] });
  }, 40_000);

  it('is read-only for staff', async () => {
    fakeApi('staff', answers);
    renderRoute('/casa-lola/promotions/coupon/cp1');
    expect(await screen.findByRole('textbox', { name: 'Código' }, { timeout: 20_000 })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('MENOS5');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  }, 40_000);
});
