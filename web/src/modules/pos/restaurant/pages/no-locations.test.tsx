import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Role } from '@plataforma/domain';
import { renderRoute } from '../../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../../test/session';

const emptyCatalog = {
  locationId: null,
  locations: [],
  categories: [],
  dishes: [],
  modifierGroups: [],
  combos: [],
  dailyMenu: null,
};

function openTillWithoutLocations(role: Role) {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role };
  setSession(testUser([lola]));
  stubApi({
    '/api/organizations/o1': testOrganization(lola),
    '/api/organizations/o1/pos/restaurant/catalog': emptyCatalog,
  });
  renderRoute('/casa-lola/pos/restaurant');
}

describe('the restaurant till without locations', { timeout: 30_000 }, () => {
  it('leads those who may make one straight to the new location form', async () => {
    openTillWithoutLocations('manager');
    expect(
      await screen.findByText(
        'Todavía no hay locales. Crea el primero, con sus mesas, para empezar a vender.',
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear local' })).toHaveAttribute(
      'href',
      '/casa-lola/configuration/locations/location/new',
    );
  });

  it('tells staff whom to ask, with no link they could not use', async () => {
    openTillWithoutLocations('staff');
    expect(
      await screen.findByText('Todavía no hay locales. Pide a un encargado que cree uno en Configuración.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear local' })).toBeNull();
  });
});
