import { create } from 'zustand';
import type {
  AdminOrganization,
  AdminUser,
  CreateAdminOrganizationBody,
  CreateUserBody,
  ListQuery,
  Page,
  UpdateUserBody,
} from '@plataforma/domain';
import i18n from '../../i18n';
import { signOut } from '../auth/session';
import { isPlatformAdmin, useSession } from '../auth/session-store';
import { onSignOut } from '../auth/sign-out-cleanup';
import { adminApi } from './api';
import '../../i18n/admin';

/**
 * The admin store (spec section 4): whether an administrator is signed in, the current page of organizations
 * and of users, a loading flag and the last error message. List loads that fail log and keep their message;
 * changes that fail keep the server's message and rethrow it (the screen shows it in a toast).
 */
interface AdminState {
  authenticated: boolean;
  organizations: Page<AdminOrganization> | null;
  users: Page<AdminUser> | null;
  loading: boolean;
  error: string | null;
  /** The query of the lists on screen, to reload them after a change. */
  organizationsQuery: ListQuery;
  usersQuery: ListQuery;
  loadOrganizations: (query?: ListQuery) => Promise<void>;
  loadUsers: (query?: ListQuery) => Promise<void>;
  createOrganization: (body: CreateAdminOrganizationBody) => Promise<AdminOrganization>;
  deleteOrganization: (id: string) => Promise<void>;
  createUser: (body: CreateUserBody) => Promise<AdminUser>;
  updateUser: (id: string, body: UpdateUserBody) => Promise<AdminUser>;
  deleteUser: (id: string) => Promise<void>;
  resetPassword: (id: string, newPassword: string) => Promise<void>;
  logout: () => Promise<void>;
  clear: () => void;
}

const cleared = { organizations: null, users: null, error: null, loading: false } as const;

// The answer of the latest load of each list wins (a slower, older search never overwrites a newer one).
const latest = { organizations: 0, users: 0 };

export const useAdminStore = create<AdminState>((set, get) => {
  /** Runs a load of one list: loading flag, latest answer only, and the spec's message when it fails. */
  async function load<K extends 'organizations' | 'users'>(
    key: K,
    query: ListQuery,
    fetch: (query: ListQuery) => Promise<AdminState[K]>,
    failure: string,
  ) {
    const call = ++latest[key];
    const queryKey = key === 'organizations' ? 'organizationsQuery' : 'usersQuery';
    set({ loading: true, error: null, [queryKey]: query } as Partial<AdminState>);
    try {
      const page = await fetch(query);
      if (call === latest[key]) set({ [key]: page, loading: false } as Partial<AdminState>);
    } catch (error) {
      console.error(failure, error);
      if (call === latest[key]) set({ error: failure, loading: false });
    }
  }

  /** Runs a change: a failure keeps the server's Spanish message and is rethrown; success reloads the list. */
  async function change<T>(action: () => Promise<T>, reload: () => Promise<void>): Promise<T> {
    set({ error: null });
    try {
      const result = await action();
      await reload();
      return result;
    } catch (error) {
      set({ error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }
  const reloadOrganizations = () => get().loadOrganizations(get().organizationsQuery);
  const reloadUsers = () => get().loadUsers(get().usersQuery);

  return {
    authenticated: isPlatformAdmin(useSession.getState()),
    ...cleared,
    organizationsQuery: {},
    usersQuery: {},
    loadOrganizations: (query = get().organizationsQuery) =>
      load('organizations', query, adminApi.listOrganizations, i18n.t('admin.errors.organizations')),
    loadUsers: (query = get().usersQuery) => load('users', query, adminApi.listUsers, i18n.t('admin.errors.users')),
    createOrganization: (body) => change(() => adminApi.createOrganization(body), reloadOrganizations),
    deleteOrganization: (id) => change(() => adminApi.deleteOrganization(id), reloadOrganizations),
    createUser: (body) => change(() => adminApi.createUser(body), reloadUsers),
    updateUser: (id, body) => change(() => adminApi.updateUser(id, body), reloadUsers),
    deleteUser: (id) => change(async () => void (await adminApi.deleteUser(id)), reloadUsers),
    resetPassword: (id, newPassword) =>
      // Nothing on the list changes: no reload.
      change(
        async () => void (await adminApi.resetPassword(id, newPassword)),
        async () => undefined,
      ),
    logout: async () => {
      await signOut();
      get().clear();
    },
    clear: () => set({ authenticated: false, ...cleared, organizationsQuery: {}, usersQuery: {} }),
  };
});

// The authenticated flag follows the session: an administrator's account, restored or freshly signed in.
useSession.subscribe((session) => {
  const authenticated = isPlatformAdmin(session);
  if (authenticated !== useAdminStore.getState().authenticated) useAdminStore.setState({ authenticated });
});
// Nothing of one administrator's session stays for the next person on the device.
onSignOut(() => useAdminStore.getState().clear());
