import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FiscalData, Role } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const catalog = {
  locationId: 'L1',
  locations: [
    {
      id: 'L1',
      name: 'Centro',
      timezone: 'Europe/Madrid',
      ticketSeries: 'C1',
      tables: [{ id: 't1', name: 'Mesa 1', zone: '', seats: 4 }],
    },
  ],
  categories: [],
  dishes: [],
  modifierGroups: [],
  combos: [],
  dailyMenu: null,
};

/** Opens the restaurant's till as a member with a role, the organization having these fiscal data. */
async function openTill(role: Role, fiscal: FiscalData) {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role };
  setSession(testUser([lola]));
  stubApi({
    '/api/organizations/o1': { ...testOrganization(lola), fiscal },
    '/api/organizations/o1/pos/restaurant/catalog': catalog,
    '/api/organizations/o1/orders?module=restaurant&active=true&pageSize=100&locationId=L1': {
      items: [],
      total: 0,
      page: 1,
      pageSize: 100,
    },
  });
  renderRoute('/casa-lola/pos/restaurant');
  expect(await screen.findByRole('link', { name: 'Para llevar' }, { timeout: 15_000 })).toBeInTheDocument();
}
afterEach(() => vi.unstubAllGlobals());

describe("the till's fiscal data warning", () => {
  it('tells an owner what is missing, with a link to fill it in', async () => {
    await openTill('owner', { businessName: 'Casa Lola SL' });
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Faltan datos fiscales');
    expect(warning).toHaveTextContent('Falta el NIF/CIF.');
    expect(within(warning).getByRole('link', { name: 'Completar datos fiscales' })).toHaveAttribute(
      'href',
      '/casa-lola/configuration#datos-fiscales',
    );
  }, 30_000);

  it('tells staff whom to ask, with no link they could not use', async () => {
    await openTill('staff', {});
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Faltan la razón social y el NIF/CIF.');
    expect(warning).toHaveTextContent('Pide a un propietario o administrador');
    expect(within(warning).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not there once the legal name and the NIF are filled in', async () => {
    await openTill('staff', { businessName: 'Casa Lola SL', taxId: 'B12345674' });
    expect(screen.queryByText('Faltan datos fiscales')).not.toBeInTheDocument();
  });
});
