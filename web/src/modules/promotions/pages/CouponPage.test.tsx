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

const answers = (call: ApiCall) => {
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

  it('is read-only for staff', async () => {
    fakeApi('staff', answers);
    renderRoute('/casa-lola/promotions/coupon/cp1');
    expect(await screen.findByRole('textbox', { name: 'Código' }, { timeout: 20_000 })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('MENOS5');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  }, 40_000);
});
