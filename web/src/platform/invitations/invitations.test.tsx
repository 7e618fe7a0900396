import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation } from '@plataforma/domain';
import { renderRoute } from '../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../test/session';

const casaLola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' as const };
const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 'i1',
  organizationId: 'o1',
  organizationName: 'Casa Lola',
  email: 'lola@example.com',
  role: 'manager',
  invitedBy: 'Marta Gil',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the invited person', () => {
  it('sees the invitations with a count in the sidebar, and accepting opens the organization', async () => {
    setSession(testUser());
    stubApi({
      '/api/invitations': [invitation()],
      '/api/invitations/i1/accept': casaLola,
      '/api/organizations': [casaLola],
      '/api/organizations/o1': testOrganization(casaLola),
    });
    const { router } = renderRoute('/user/invitations');
    const card = await screen.findByRole('region', { name: 'Casa Lola' });
    expect(card).toHaveTextContent('Marta Gil te invita a unirte como Encargado.');
    expect(screen.getAllByRole('link', { name: 'Invitaciones 1' }).length).toBeGreaterThan(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casa-lola'));
    expect(await screen.findByText('Te has unido a Casa Lola')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    setSession(testUser([casaLola]));
    stubApi({ '/api/invitations': [] });
    renderRoute('/user/invitations');
    expect(await screen.findByText('No tienes invitaciones pendientes.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Invitaciones' }).length).toBeGreaterThan(0);
  });

  it('is told about them on /new-organization, where a newcomer lands', async () => {
    setSession(testUser());
    stubApi({ '/api/invitations': [invitation(), invitation({ id: 'i2', organizationName: 'Bar Pepe' })] });
    renderRoute('/new-organization');
    expect(await screen.findByText('Tienes 2 invitaciones para unirte a organizaciones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver invitaciones' })).toHaveAttribute('href', '/user/invitations');
  });
});

describe('the members editor', () => {
  it('lists pending invitations; an admin may cancel only those of roles they may give', async () => {
    const admin = { ...casaLola, role: 'admin' as const };
    setSession(testUser([admin]));
    stubApi({
      '/api/organizations/o1': testOrganization(admin),
      '/api/organizations/o1/users': [],
      '/api/organizations/o1/invitations': [
        invitation({ email: 'socia@example.com', role: 'owner' }),
        invitation({ id: 'i2', email: 'nuevo@example.com', role: 'staff' }),
      ],
    });
    renderRoute('/casa-lola/configuration');
    const table = await screen.findByRole('table', { name: 'Invitaciones pendientes' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Correo electrónicoRolInvitado por',
      'socia@example.comPropietarioMarta Gil',
      'nuevo@example.comEmpleadoMarta Gil',
    ]);
    expect(screen.getByRole('button', { name: 'Cancelar invitación: socia@example.com' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar invitación: nuevo@example.com' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Invitar' })).toBeInTheDocument();
  });
});
