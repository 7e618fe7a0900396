import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';
import { client, company } from '../fixtures.test-data';

const bar = company({ id: 'co1', name: 'Bodegas Lola' });
const ana = client({
  id: 'c1',
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '+34600111222',
  email: 'ana@example.com',
  tags: ['VIP'],
  companyId: 'co1',
  company: { id: 'co1', name: 'Bodegas Lola' },
});

const answers = (call: ApiCall) => {
  if (call.path === '/crm/clients') return page([ana]);
  if (call.path === '/crm/companies') return page([bar]);
  if (call.path === '/crm/clients/export.csv') return { body: {} };
  return undefined;
};

/** The query strings of the clients list the page asked for. */
const listQueries = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/crm/clients').map((call) => call.query.toString());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the clients list', () => {
  it('shows each client with their contact, company and tags, linked to their card', async () => {
    fakeApi('manager', answers);
    renderRoute('/casa-lola/crm/list');
    const name = await screen.findByRole('link', { name: 'Ana Pérez' }, { timeout: 20_000 });
    expect(name).toHaveAttribute('href', '/casa-lola/crm/list/client/c1');
    const row = name.closest('tr') as HTMLElement;
    // The stored E.164 number, as people read it.
    expect(within(row).getByText('600 111 222')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Bodegas Lola' })).toHaveAttribute(
      'href',
      '/casa-lola/crm/list/company/co1',
    );
    expect(within(row).getByText('VIP')).toBeInTheDocument();
  }, 40_000);

  it('filters by company and by tag, never a tag together with a search (the API refuses it)', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderRoute('/casa-lola/crm/list');
    await screen.findByRole('link', { name: 'Ana Pérez' }, { timeout: 20_000 });

    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Bodegas Lola' }));
    await waitFor(() => expect(listQueries(calls)).toContain('page=1&pageSize=25&companyId=co1'));

    await user.type(screen.getByRole('textbox', { name: 'Etiqueta' }), 'vip');
    await waitFor(() => expect(listQueries(calls)).toContain('page=1&pageSize=25&tag=vip&companyId=co1'));

    // A search takes over: the tag waits, greyed out, and is not sent.
    await user.type(screen.getByRole('searchbox', { name: /Buscar por nombre/ }), 'ana');
    await waitFor(() => expect(listQueries(calls)).toContain('q=ana&page=1&pageSize=25&companyId=co1'));
    expect(screen.getByRole('textbox', { name: 'Etiqueta' })).toBeDisabled();
    expect(listQueries(calls).some((query) => query.includes('q=ana') && query.includes('tag='))).toBe(false);
  }, 40_000);

  it('exports what is on screen as a CSV file', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    const created = vi.fn(() => 'blob:clientes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const downloaded: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded.push(this.download);
    });
    renderRoute('/casa-lola/crm/list');
    await screen.findByRole('link', { name: 'Ana Pérez' }, { timeout: 20_000 });
    await user.type(screen.getByRole('searchbox', { name: /Buscar por nombre/ }), 'pérez');
    await waitFor(() => expect(listQueries(calls)).toContain('q=p%C3%A9rez&page=1&pageSize=25'));

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloaded).toHaveLength(1));
    const exported = calls.find((call) => call.path === '/crm/clients/export.csv');
    expect(exported?.query.get('q')).toBe('pérez');
    expect(downloaded[0]).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(created).toHaveBeenCalledOnce();
  }, 40_000);

  it('offers staff to create a client, but not to import or export', async () => {
    fakeApi('staff', answers);
    renderRoute('/casa-lola/crm/list');
    await screen.findByRole('link', { name: 'Ana Pérez' }, { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Nuevo cliente' })).toHaveAttribute(
      'href',
      '/casa-lola/crm/list/client/new',
    );
    expect(screen.queryByRole('button', { name: 'Importar CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  }, 40_000);

  it('lists the companies in their tab; only managers create them', async () => {
    fakeApi('staff', answers);
    renderRoute('/casa-lola/crm/list?tab=companies');
    expect(await screen.findByRole('link', { name: 'Bodegas Lola' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/casa-lola/crm/list/company/co1',
    );
    expect(screen.queryByRole('link', { name: 'Nueva empresa' })).not.toBeInTheDocument();
  }, 40_000);
});
