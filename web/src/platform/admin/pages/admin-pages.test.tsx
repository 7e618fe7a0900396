import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStats, AdminUser, AuditEntry, Page } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testUser } from '../../../test/session';
import { useAdminStore } from '../admin-store';

const stats: AdminStats = {
  organizations: 3,
  users: 7,
  enabledModules: 5,
  modulesByType: {
    beauty: 2,
    ecommerce: 0,
    restaurant: 1,
    crm: 2,
    cms: 0,
    elearning: 0,
    promotions: 0,
    pos: 0,
    orders: 0,
    analytics: 0,
    configuration: 0,
    tools: 0,
  },
};
const entry = (action: AuditEntry['action'], label: string): AuditEntry => ({
  id: `${action}-${label}`,
  at: '2026-11-22T10:00:00.000Z',
  actor: { uid: 'a1', email: 'admin@demo.example' },
  action,
  target: { type: 'user', id: 'u2', label },
});
const marta: AdminUser = {
  id: 'u2',
  email: 'marta@example.com',
  firstName: 'Marta',
  lastName: 'Gil',
  platformAdmin: false,
  disabled: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  organizations: [{ id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' }],
};
const users: Page<AdminUser> = { items: [marta], total: 1, page: 1, pageSize: 25 };

beforeEach(() => {
  useAdminStore.getState().clear();
  setSession(testUser(), { platformAdmin: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin screens', () => {
  it('/admin shows the counts and the latest audit entries in Spanish', async () => {
    stubApi({
      '/api/admin/stats': stats,
      '/api/admin/audit-log': [entry('user.reset-password', 'marta@example.com'), entry('member.add', 'x · Casa')],
    });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
    // The region shows '—' until the counts arrive (a loaded machine may take a while).
    const usersCount = await screen.findByRole('region', { name: 'Usuarios' });
    await waitFor(() => expect(usersCount).toHaveTextContent('7'));
    const rows = within(await screen.findByRole('table', { name: 'Actividad reciente' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('admin@demo.exampleContraseña restablecidamarta@example.com');
    expect(rows[2]).toHaveTextContent('Miembro añadido');
  });

  it('/admin/users lists the page the server answers, with organizations and roles', async () => {
    stubApi({ '/api/users?page=1&pageSize=25': users });
    renderRoute('/admin/users');
    const row = await screen.findByRole('row', { name: /marta@example.com/ });
    expect(row).toHaveTextContent('Marta Gil');
    expect(row).toHaveTextContent('Casa Lola (Encargado)');
    expect(screen.getByRole('status')).toHaveTextContent('1–1 de 1');
  });

  it('shows and logs the spec’s message when the users cannot be loaded', async () => {
    stubApi({});
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener usuarios');
    expect(log).toHaveBeenCalledWith('Error al obtener usuarios', expect.anything());
  });

  it('refuses a password under 6 characters before calling the server', async () => {
    stubApi({ '/api/users?page=1&pageSize=25': users });
    renderRoute('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Restablecer contraseña: marta@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva contraseña para marta@example.com' });
    await userEvent.type(within(dialog).getByLabelText('Nueva contraseña'), 'corta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await within(dialog).findByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    const calls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(calls.filter((path) => path.includes('reset-password'))).toEqual([]);
  });
});
