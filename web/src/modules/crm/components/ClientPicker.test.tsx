import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientRef } from '@plataforma/domain';
import { ServerStateProvider } from '../../../platform/server-state/ServerStateProvider';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';
import { client } from '../fixtures.test-data';
import { loadCrmMessages } from '..';
import { ClientPicker } from './ClientPicker';

const ana = client({ id: 'c1', firstName: 'Ana', lastName: 'Pérez', phone: '+34600111222' });

/** The picker as a till uses it: the chosen client is shown beside it. */
function Till() {
  const [chosen, setChosen] = useState<ClientRef | null>(null);
  return (
    <ServerStateProvider>
      <ClientPicker value={chosen} onChange={setChosen} />
      <output aria-label="Elegido">{chosen?.name ?? ''}</output>
    </ServerStateProvider>
  );
}

const renderPicker = () => renderRoute('/casa-lola', [{ path: '/:organization', element: <Till /> }]);

/** The searches the picker sent (q of each clients list request). */
const searches = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/crm/clients').map((call) => call.query.get('q'));

const answers = (call: ApiCall) =>
  call.path === '/crm/clients' && call.method === 'GET'
    ? page(call.query.get('q')?.startsWith('an') ? [ana] : [])
    : undefined;

beforeAll(() => loadCrmMessages());
afterEach(() => vi.unstubAllGlobals());

describe('the client picker', () => {
  it('searches as the person types, once typing settles, and picks a match', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'ana');
    const option = await screen.findByRole('option', { name: /Ana Pérez/ });
    expect(option).toHaveTextContent('600 111 222');
    // One search for what was typed, not one per key.
    expect(searches(calls).filter(Boolean)).toEqual(['ana']);
    await user.click(option);
    expect(screen.getByRole('status', { name: 'Elegido' })).toHaveTextContent('Ana Pérez');
  });

  it('creates a client on the spot with a name and a phone, and picks them', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', (call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: client({ id: 'c2', firstName: 'Marta', lastName: 'Soler', phone: '+34622333444' }),
          }
        : answers(call),
    );
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Marta Soler');
    await user.click(await screen.findByRole('option', { name: 'Crear cliente «Marta Soler»' }));

    const dialog = screen.getByRole('dialog', { name: 'Nuevo cliente' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Marta');
    expect(within(dialog).getByRole('textbox', { name: 'Apellidos' })).toHaveValue('Soler');
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '622 333 444');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'Elegido' })).toHaveTextContent('Marta Soler'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      firstName: 'Marta',
      lastName: 'Soler',
      phone: '+34622333444',
      tags: [],
      marketingConsent: { granted: false },
    });
    expect(screen.queryByRole('dialog', { name: 'Nuevo cliente' })).not.toBeInTheDocument();
  });

  it('fills the phone from a search that was a number, and offers the client who already has it', async () => {
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
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), '600 111 222');
    await user.click(await screen.findByRole('option', { name: 'Crear cliente «600 111 222»' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo cliente' });
    expect(within(dialog).getByRole('textbox', { name: 'Teléfono' })).toHaveValue('600 111 222');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    expect(await within(dialog).findByText('Ya hay un cliente con este teléfono: Ana Pérez')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Usar a Ana Pérez' }));
    expect(screen.getByRole('status', { name: 'Elegido' })).toHaveTextContent('Ana Pérez');
  });
});
