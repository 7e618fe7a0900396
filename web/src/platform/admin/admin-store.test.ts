import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrganization, Page } from '@plataforma/domain';
import { setSession, stubApi, testUser } from '../../test/session';
import { runSignOutCleanups } from '../auth/sign-out-cleanup';
import { useAdminStore } from './admin-store';

const page: Page<AdminOrganization> = {
  items: [{ id: 'o1', name: 'Casa Lola', slug: 'casa-lola', modules: [], memberCount: 4, createdAt: '2026-11-22' }],
  total: 1,
  page: 1,
  pageSize: 25,
};

beforeEach(() => {
  useAdminStore.getState().clear();
  setSession(testUser(), { platformAdmin: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin store', () => {
  it('follows the session: authenticated while an administrator is signed in', () => {
    expect(useAdminStore.getState().authenticated).toBe(true);
    setSession(testUser(), { platformAdmin: false });
    expect(useAdminStore.getState().authenticated).toBe(false);
  });

  it('loads a page of organizations with the query on the server', async () => {
    stubApi({ '/api/admin/organizations?q=casa&page=1&pageSize=25': page });
    await useAdminStore.getState().loadOrganizations({ q: 'casa', page: 1, pageSize: 25 });
    expect(useAdminStore.getState()).toMatchObject({ organizations: page, loading: false, error: null });
  });

  it('logs and keeps the spec’s message when a list cannot be loaded', async () => {
    stubApi({});
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await useAdminStore.getState().loadOrganizations({});
    expect(log).toHaveBeenCalledWith('Error al obtener organizaciones', expect.anything());
    expect(useAdminStore.getState()).toMatchObject({ error: 'Error al obtener organizaciones', loading: false });
    await useAdminStore.getState().loadUsers({});
    expect(log).toHaveBeenCalledWith('Error al obtener usuarios', expect.anything());
    expect(useAdminStore.getState().error).toBe('Error al obtener usuarios');
  });

  it('keeps the server’s message of a failed change and rethrows it', async () => {
    stubApi({});
    await expect(useAdminStore.getState().deleteUser('u2')).rejects.toThrow('Ruta inválida');
    expect(useAdminStore.getState().error).toBe('Ruta inválida');
  });

  it('is emptied on sign-out: flag, organizations, users and error', async () => {
    stubApi({ '/api/admin/organizations': page });
    await useAdminStore.getState().loadOrganizations({});
    useAdminStore.setState({ error: 'algo' });
    runSignOutCleanups();
    expect(useAdminStore.getState()).toMatchObject({
      authenticated: false,
      organizations: null,
      users: null,
      error: null,
    });
  });
});
