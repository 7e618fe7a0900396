import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' as const };

// The fields' texts (platform/modifier-groups/i18n.ts) load with the editor, not with every page.
describe('the modifier group editor', () => {
  it('labels its fields and options in Spanish', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    setSession(testUser([lola]));
    stubApi({ '/api/organizations/o1': testOrganization(lola) });
    renderRoute('/casa-lola/restaurant/menu/modifier-group/new');
    expect(await screen.findByLabelText('Nombre', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Mínimo de opciones')).toBeInTheDocument();
    expect(screen.getByLabelText('Máximo de opciones')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Opciones' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir opción' }));
    expect(screen.getAllByLabelText(/^Opción \d/).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText(/^Suplemento/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Quitar opción \d/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/modifierGroups\./)).toBeNull();
  });
});
