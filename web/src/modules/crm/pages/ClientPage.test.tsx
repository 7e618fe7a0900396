import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGE, TAX_ID_MESSAGE } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';
import { client } from '../fixtures.test-data';

const ana = client({
  id: 'c1',
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '+34600111222',
  tags: ['VIP'],
  marketingConsent: { granted: true, at: '2026-11-20T10:00:00.000Z', how: 'formulario' },
});

const entry = (id: string, summary: string, extra: object = {}) => ({
  id,
  at: '2026-11-21T12:00:00.000Z',
  kind: 'order-paid',
  module: 'restaurant',
  summary,
  ...extra,
});

const answers = (call: ApiCall) => {
  if (call.path === '/crm/clients/c1') return { body: ana };
  if (call.path === '/crm/clients/c1/timeline')
    return call.query.get('cursor') === 'next'
      ? {
          body: { items: [entry('t3', 'Cliente creado', { kind: 'client-created', module: 'crm' })], nextCursor: null },
        }
      : {
          body: {
            items: [
              entry('t1', 'Ticket C1-000002 · 12,50 €', { amountCents: 1250, ticketCode: 'C1-000002' }),
              entry('t2', 'Ticket C1-000001 · 4,00 €', { amountCents: 400, ticketCode: 'C1-000001' }),
            ],
            nextCursor: 'next',
          },
        };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('the new client form', () => {
  it('says what is wrong with each field, in Spanish, before sending anything', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/crm/list/client/new');
    const form = await screen.findByRole('form', { name: 'Nuevo cliente' }, { timeout: 20_000 });
    expect(within(form).getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(/600 11 12 22/);

    await user.type(within(form).getByRole('textbox', { name: 'Teléfono' }), '12 34');
    await user.type(within(form).getByRole('textbox', { name: 'NIF / NIE' }), '12345678A');
    await user.click(within(form).getByRole('switch', { name: 'Acepta recibir comunicaciones comerciales' }));
    await user.click(within(form).getByRole('button', { name: 'Crear' }));

    expect(await within(form).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByText(TAX_ID_MESSAGE)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 40_000);

  it('shows how a Spanish number will be stored, and records how consent was given', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', (call) =>
      call.method === 'POST' && call.path === '/crm/clients'
        ? { status: 201, body: client({ id: 'c2', firstName: 'Luis' }) }
        : answers(call),
    );
    const { router } = renderRoute('/casa-lola/crm/list/client/new');
    const form = await screen.findByRole('form', { name: 'Nuevo cliente' }, { timeout: 20_000 });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Luis');
    await user.type(within(form).getByRole('textbox', { name: 'Teléfono' }), '611 22 33 44');
    expect(within(form).getByText('Se guardará como +34611223344')).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Acepta recibir comunicaciones comerciales' }));
    expect(within(form).getByRole('combobox', { name: 'Cómo lo dio' })).toHaveTextContent('En persona');
    await user.click(within(form).getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/casa-lola/crm/list/client/c2'));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Luis',
      phone: '+34611223344',
      marketingConsent: { granted: true, how: 'presencial' },
    });
  }, 40_000);

  it('links to the client who already has that phone when the server refuses a duplicate', async () => {
    const user = userEvent.setup();
    fakeApi('staff', (call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'client-duplicate',
                message: 'Ya hay un cliente con este correo electrónico, teléfono o NIF',
                fields: { phone: 'Ya hay un cliente con este teléfono: Ana Pérez' },
                details: { existing: { id: 'c1', name: 'Ana Pérez' }, field: 'phone' },
              },
            },
          }
        : answers(call),
    );
    renderRoute('/casa-lola/crm/list/client/new');
    const form = await screen.findByRole('form', { name: 'Nuevo cliente' }, { timeout: 20_000 });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'Teléfono' }), '600111222');
    await user.click(within(form).getByRole('button', { name: 'Crear' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ya hay un cliente con este correo electrónico, teléfono o NIF');
    expect(within(alert).getByRole('link', { name: 'Ver a Ana Pérez' })).toHaveAttribute(
      'href',
      '/casa-lola/crm/list/client/c1',
    );
    expect(within(form).getByText('Ya hay un cliente con este teléfono: Ana Pérez')).toBeInTheDocument();
  }, 40_000);
});

describe("a client's card", () => {
  it('shows the client and the timeline newest first, a page at a time', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/crm/list/client/c1');
    expect(await screen.findByRole('heading', { name: 'Ana Pérez', level: 1 }, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: '600 111 222' })).toHaveAttribute('href', 'tel:+34600111222');
    expect(screen.getByText(/Acepta comunicaciones desde el .* \(Formulario en papel\)/)).toBeInTheDocument();

    const timeline = screen.getByRole('list', { name: 'Historial' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Ticket C1-000002 · 12,50 €');
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
    expect(within(timeline).getAllByRole('listitem')[2]).toHaveTextContent('Cliente creado');
    expect(calls.filter((call) => call.path === '/crm/clients/c1/timeline').map((c) => c.query.get('cursor'))).toEqual([
      null,
      'next',
    ]);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();

    // Staff see, but do not edit, merge or erase.
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fusionar con otro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borrar sus datos personales' })).not.toBeInTheDocument();
  }, 40_000);

  it('erases the personal data only once the manager has typed the name', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', (call) =>
      call.method === 'POST' ? { body: { ...ana, firstName: '', name: '' } } : answers(call),
    );
    const { router } = renderRoute('/casa-lola/crm/list/client/c1');
    await user.click(await screen.findByRole('button', { name: 'Borrar sus datos personales' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar los datos personales' });
    const erase = within(dialog).getByRole('button', { name: 'Borrar sus datos personales' });
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'ana perez');
    expect(erase).toBeEnabled();
    await user.click(erase);

    await waitFor(() => expect(router.state.location.pathname).toBe('/casa-lola/crm/list'));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/crm/clients/c1/erase');
  }, 40_000);

  it('merges a repeated client into this one after saying what happens, never offering itself', async () => {
    const user = userEvent.setup();
    const repeated = client({ id: 'c3', firstName: 'Ana', lastName: 'P.', email: 'ana@example.com' });
    const calls = fakeApi('manager', (call) => {
      if (call.path === '/crm/clients' && call.method === 'GET') return page([ana, repeated]);
      if (call.method === 'POST') return { body: ana };
      return answers(call);
    });
    renderRoute('/casa-lola/crm/list/client/c1');
    await user.click(await screen.findByRole('button', { name: 'Fusionar con otro' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionar clientes' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Cliente repetido' }), 'ana');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ana P.ana@example.com']);
    await user.click(options[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    expect(dialog).toHaveTextContent('Se fusionará Ana P. en Ana Pérez y Ana P. dejará de existir.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Fusionar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fusionar clientes' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/crm/clients/c1/merge',
      body: { otherId: 'c3' },
    });
  }, 40_000);
});
