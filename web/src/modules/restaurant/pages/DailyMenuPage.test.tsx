import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' as const };

describe('menú del día', () => {
  it('reads a day without a menu as a normal day, offering to start one', { timeout: 30_000 }, async () => {
    setSession(testUser([lola]));
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/restaurant/daily-menus/2026-11-23': null,
    });
    renderRoute('/casa-lola/restaurant/daily-menu?date=2026-11-23');
    expect(await screen.findByText('No hay menú para este día.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar un menú nuevo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver en pantalla' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
