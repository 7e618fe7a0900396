import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { emptyClientForm } from './ClientFields';

const luis = {
  ...emptyClientForm(),
  firstName: 'Luis',
  lastName: 'García',
  phone: '+34611222333',
  name: 'Luis García',
  company: '',
};

const preview: ImportPreview = {
  create: [
    { line: 4, client: { ...luis, firstName: 'Eva', lastName: '', phone: '', name: 'Eva' } },
    { line: 2, client: luis },
  ],
  duplicates: [
    { line: 3, existing: { id: 'c1', name: 'Ana Pérez' }, field: 'phone' },
    { line: 6, existing: { id: 'c9', name: 'Eva' }, field: 'row' },
  ],
  invalid: [
    {
      line: 5,
      errors: {
        email: 'El correo electrónico no es válido',
        birthday: 'La fecha de nacimiento no es válida (dd/mm/aaaa)',
      },
    },
  ],
  ignoredColumns: ['Mascota'],
};

const answers = (call: ApiCall) => {
  if (call.path === '/crm/clients/import/preview') return { body: preview };
  if (call.path === '/crm/clients/import/apply') return { body: { created: 2, duplicates: 2, invalid: 1 } };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('importing clients from a CSV', () => {
  // The dialog loads when opened (its own chunk): found once it is there.
  it('previews every line (problems first, with whom and why), then applies the same file', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/crm/list');
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar clientes' });
    expect(within(dialog).getByRole('button', { name: 'Revisar' })).toBeDisabled();

    const file = new File(['nombre;teléfono\r\nLuis;611222333\r\n'], 'clientes.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Elegir archivo CSV'), file);
    expect(within(dialog).getByText('Archivo: clientes.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));

    // The bytes go as they are (the server reads the encoding and the separator).
    await waitFor(() => expect(calls.some((call) => call.path === '/crm/clients/import/preview')).toBe(true));
    const sent = calls.find((call) => call.path === '/crm/clients/import/preview')!;
    expect(sent.method).toBe('POST');
    expect(sent.contentType).toBe('text/csv');
    expect(sent.body).toBe(file);

    expect(await within(dialog).findByText('Se crearán 2 · Duplicados 2 · No válidas 1')).toBeInTheDocument();
    expect(within(dialog).getByText(/«Mascota»/)).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['5', '3', '6', '2', '4']);
    const [invalid, duplicate, repeated, created] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(invalid).toHaveTextContent('No válida');
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['El correo electrónico no es válido', 'La fecha de nacimiento no es válida (dd/mm/aaaa)']);
    expect(duplicate).toHaveTextContent('Ya existe: Ana Pérez (mismo teléfono)');
    expect(within(duplicate).getByRole('link', { name: 'Ana Pérez' })).toHaveAttribute(
      'href',
      '/casa-lola/crm/list/client/c1',
    );
    expect(repeated).toHaveTextContent('la misma fila');
    expect(created).toHaveTextContent('Se creará');
    expect(created).toHaveTextContent('Luis García · 611 222 333');

    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 clientes' }));
    const done = await screen.findByRole('dialog', { name: 'Importación terminada' });
    expect(within(done).getByRole('status')).toHaveTextContent('Creados: 2 · Duplicados: 2 · No válidos: 1');
    const applied = calls.find((call) => call.path === '/crm/clients/import/apply')!;
    expect(applied.body).toBe(file);
  }, 40_000);

  it('refuses a file over 5 MB before sending it', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/crm/list');
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar clientes' });
    const big = new File(['x'], 'grande.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText('Elegir archivo CSV'), big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('más de 5 MB');
    expect(within(dialog).getByRole('button', { name: 'Revisar' })).toBeDisabled();
    expect(calls.some((call) => call.path.includes('/import/'))).toBe(false);
  }, 40_000);

  it("shows the server's reason when it cannot read the file at all", async () => {
    const user = userEvent.setup();
    fakeApi('manager', (call) =>
      call.path === '/crm/clients/import/preview'
        ? {
            status: 400,
            body: {
              error: {
                code: 'import-no-name-column',
                message: 'El archivo necesita una columna «nombre» (o «nombre completo») en la primera línea',
              },
            },
          }
        : undefined,
    );
    renderRoute('/casa-lola/crm/list');
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar clientes' });
    await user.upload(within(dialog).getByLabelText('Elegir archivo CSV'), new File(['a;b'], 'x.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('columna «nombre»');
  }, 40_000);
});
