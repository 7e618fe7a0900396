import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';
import { card, movement, program } from '../fixtures.test-data';

const club = program({
  id: 'p1',
  name: 'Club Casa Lola',
  pointsPerEuro: 2,
  pointValueCents: 5,
  rewards: [{ id: 'r1', name: 'Postre gratis', threshold: 40, type: 'item', amountCents: 0, itemId: 'flan' }],
});
const clara = card({ id: 'a1', programId: 'p1', balance: 50, client: { id: 'c1', name: 'Clara Sol' } });
// What the CRM's client search answers, as much of it as its picker reads (CRM's fixtures are its own).
const bruno = { id: 'c2', name: 'Bruno Gil', firstName: 'Bruno', lastName: 'Gil', email: '', phone: '' };

// What the sales core's item search answers (GET /orders/items): the reward's free item by its id.
const flan = { module: 'restaurant', kind: 'dish', id: 'flan', name: 'Flan de huevo', priceCents: 450 };

const answers = (call: ApiCall) => {
  if (call.path === '/orders/items') return { body: call.query.get('ids') === 'flan' ? [flan] : [] };
  if (call.path === '/promotions/cards/p1' && call.method === 'GET') return { body: club };
  if (call.path === '/promotions/cards/p1' && call.method === 'PUT') return { body: club };
  if (call.path === '/promotions/cards' && call.method === 'POST')
    return { status: 201, body: program({ id: 'p2', name: 'Sellos' }) };
  if (call.path === '/promotions/cards/p1/members' && call.method === 'GET') return page([clara]);
  if (call.path === '/promotions/cards/p1/members' && call.method === 'POST')
    return {
      status: 409,
      body: { error: { code: 'card-already-joined', message: 'Este cliente ya tiene la tarjeta de este programa' } },
    };
  if (call.path === '/crm/clients') return page([bruno]);
  if (call.path === '/promotions/accounts/a1/movements')
    return page([
      movement({
        id: 'm1',
        accountId: 'a1',
        kind: 'earn',
        units: 50,
        balanceAfter: 50,
        cause: { type: 'order', orderId: 'o1', ticketCode: 'A-000007' },
      }),
    ]);
  return undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the loyalty program page', () => {
  it('creates a points program with a discount reward, refusing first what the schema refuses, in Spanish', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/promotions/card/new');
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }, { timeout: 20_000 }), 'Club');
    expect(screen.getByRole('switch', { name: /^Sellos/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Añadir premio' }));
    const reward = screen.getByRole('group', { name: 'Premio 1' });
    await user.type(within(reward).getByRole('textbox', { name: 'Nombre del premio' }), '5 € menos');
    // A discount of nothing: the domain schema's message, under its field.
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await within(reward).findByText(/Escribe un importe en euros|mayor que cero/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(reward).getByRole('textbox', { name: 'Descuento' }), '5');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Club',
      kind: 'points',
      pointsPerEuro: 1,
      pointValue: '0,01',
      rewards: [{ name: '5 € menos', threshold: 100, type: 'discount', amount: '5', itemId: null }],
      active: true,
    });
  }, 40_000);

  it('counts a stamps program’s rewards in stamps', async () => {
    const user = userEvent.setup();
    fakeApi('manager', answers);
    renderRoute('/casa-lola/promotions/card/new');
    await screen.findByRole('textbox', { name: 'Nombre' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Añadir premio' }));
    const reward = screen.getByRole('group', { name: 'Premio 1' });
    expect(within(reward).getByRole('spinbutton', { name: 'Puntos necesarios' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Sellos/ }));
    expect(within(reward).getByRole('spinbutton', { name: 'Sellos necesarios' })).toBeInTheDocument();
  }, 40_000);

  it('edits a program keeping its reward ids; lists its clients and opens a card with its movements', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/promotions/card/p1');
    expect(await screen.findByRole('heading', { name: 'Club Casa Lola' }, { timeout: 20_000 })).toBeInTheDocument();
    const reward = screen.getByRole('group', { name: 'Premio 1' });
    expect(within(reward).getByRole('switch', { name: /^Artículo gratis/ })).toBeChecked();
    // The free item shows by its name (the picker resolves the id), not as the id.
    expect(await within(reward).findByRole('button', { name: 'Flan de huevo' })).toBeInTheDocument();

    const members = await screen.findByRole('table', { name: 'Clientes' }, { timeout: 10_000 });
    const row = (await within(members).findByRole('button', { name: 'Clara Sol' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('50')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Clara Sol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tarjeta de Clara Sol' });
    expect(within(dialog).getByTestId('card-balance')).toHaveTextContent('Saldo: 50 puntos');
    const movements = await within(dialog).findByRole('table', { name: 'Movimientos' });
    const earn = within(movements).getByText('Acumulado').closest('tr') as HTMLElement;
    expect(within(earn).getByText('+50')).toBeInTheDocument();
    expect(within(earn).getByText('Ticket A-000007')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      pointValue: '0,05',
      rewards: [{ id: 'r1', name: 'Postre gratis', threshold: 40, type: 'item', itemId: 'flan' }],
    });
  }, 40_000);

  it('adds a client from the CRM, showing the server refusal in the dialog', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/promotions/card/p1');
    await user.click(await screen.findByRole('button', { name: 'Añadir cliente' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige un cliente');
    await user.type(await within(dialog).findByRole('combobox', { name: 'Cliente' }), 'bru');
    await user.click(await screen.findByRole('option', { name: /Bruno Gil/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findByText('Este cliente ya tiene la tarjeta de este programa')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/promotions/cards/p1/members',
      body: { clientId: 'c2' },
    });
  }, 40_000);

  it('is read-only for staff, without the editor buttons', async () => {
    fakeApi('staff', answers);
    renderRoute('/casa-lola/promotions/card/p1');
    await screen.findByRole('heading', { name: 'Club Casa Lola' }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir premio' })).not.toBeInTheDocument();
  }, 40_000);
});
