import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';
import { coupon, liability, program, voucher } from '../fixtures.test-data';

const welcome = coupon({ id: 'cp1', code: 'BIENVENIDA10', name: 'Bienvenida', maxUses: 5, uses: 2 });
const gift = voucher({ id: 'v1', code: 'K7QM-X2RB-9HTE', balance: 3500, client: { id: 'c1', name: 'Ana Pérez' } });

const answers = (call: ApiCall) => {
  if (call.path === '/promotions/liability') return { body: liability(3500) };
  if (call.path === '/promotions/coupons') return page([welcome]);
  if (call.path === '/promotions/cards')
    return page([
      program({
        id: 'p1',
        name: 'Club Casa Lola',
        pointsPerEuro: 2,
        rewards: [{ id: 'r1', name: 'Postre gratis', threshold: 40, type: 'item', amountCents: 0, itemId: 'flan' }],
      }),
      program({
        id: 'p2',
        name: 'Sellos',
        kind: 'stamps',
        pointsPerEuro: 0,
        active: false,
        rewards: [{ id: 'r2', name: 'Café gratis', threshold: 1, type: 'item', amountCents: 0, itemId: 'cafe' }],
      }),
    ]);
  if (call.path === '/promotions/vouchers' && call.method === 'GET') return page([gift]);
  if (call.path === '/promotions/vouchers' && call.method === 'POST')
    return { status: 201, body: voucher({ id: 'v2', code: 'ABCD-EFGH-JKLM' }) };
  if (call.path === '/promotions/vouchers/v2') return { body: voucher({ id: 'v2', code: 'ABCD-EFGH-JKLM' }) };
  return undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the promotions overview', () => {
  it('shows managers what is owed, and the coupons with their discount and uses', async () => {
    fakeApi('manager', answers);
    renderRoute('/casa-lola/promotions');
    const code = await screen.findByRole('link', { name: 'BIENVENIDA10' }, { timeout: 20_000 });
    expect(code).toHaveAttribute('href', '/casa-lola/promotions/coupon/cp1');
    const row = code.closest('tr') as HTMLElement;
    expect(within(row).getByText('10 %')).toBeInTheDocument();
    expect(within(row).getByText('2 / 5')).toBeInTheDocument();
    expect(await screen.findByTestId('liability-total')).toHaveTextContent('35,00 €');
    expect(screen.getByRole('link', { name: /Nuevo cupón/ })).toHaveAttribute(
      'href',
      '/casa-lola/promotions/coupon/new',
    );
  }, 40_000);

  it('hides the liability and the new buttons from staff', async () => {
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/promotions?tab=vouchers');
    await screen.findByRole('link', { name: 'K7QM-X2RB-9HTE' }, { timeout: 20_000 });
    expect(screen.queryByTestId('liability-total')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emitir bono' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/promotions/liability')).toBe(false);
  }, 40_000);

  it('lists the vouchers, searches them by code and issues one', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers, { modules: ['restaurant', 'promotions'] });
    renderRoute('/casa-lola/promotions?tab=vouchers');
    const code = await screen.findByRole('link', { name: 'K7QM-X2RB-9HTE' }, { timeout: 20_000 });
    const row = code.closest('tr') as HTMLElement;
    expect(within(row).getByText('35,00 €')).toBeInTheDocument();
    expect(within(row).getByText('Ana Pérez')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: /Buscar por código/ }), 'k7qm');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/promotions/vouchers' && call.query.get('q') === 'k7qm')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Emitir bono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir bono' });
    // Without the CRM there is no client to choose.
    expect(within(dialog).queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Importe/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir bono' }));
    await screen.findByRole('heading', { name: /ABCD-EFGH-JKLM/ }, { timeout: 20_000 });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ amount: '50', expiresOn: null, clientId: null, note: '' });
  }, 40_000);

  it('lists the loyalty programs: how each earns, its rewards, whether it is on', async () => {
    fakeApi('manager', answers);
    renderRoute('/casa-lola/promotions?tab=cards');
    const club = await screen.findByRole('link', { name: 'Club Casa Lola' }, { timeout: 20_000 });
    expect(club).toHaveAttribute('href', '/casa-lola/promotions/card/p1');
    const row = club.closest('tr') as HTMLElement;
    expect(within(row).getByText('2 puntos por euro')).toBeInTheDocument();
    expect(within(row).getByText('Postre gratis (40 puntos)')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    const stamps = screen.getByRole('link', { name: 'Sellos' }).closest('tr') as HTMLElement;
    expect(within(stamps).getByText('1 sello por visita')).toBeInTheDocument();
    expect(within(stamps).getByText('Café gratis (1 sello)')).toBeInTheDocument();
    expect(within(stamps).getByText('Desactivado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nuevo programa/ })).toHaveAttribute(
      'href',
      '/casa-lola/promotions/card/new',
    );
  }, 40_000);
});
