import type {
  AdminOrganization,
  AdminUser,
  CreateAdminOrganizationBody,
  CreateUserBody,
  ListQuery,
  Page,
  UpdateUserBody,
} from '@plataforma/domain';
import { apiRequest } from '../api/client';

/** `?q=&page=&pageSize=` of a paged admin list (empty search left out). */
function listPath(path: string, { q, page, pageSize }: ListQuery): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page) params.set('page', String(page));
  if (pageSize) params.set('pageSize', String(pageSize));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** The platform administration calls (spec section 7), every one for platform administrators only. */
export const adminApi = {
  listOrganizations: (query: ListQuery) => apiRequest<Page<AdminOrganization>>(listPath('/admin/organizations', query)),
  createOrganization: (body: CreateAdminOrganizationBody) =>
    apiRequest<AdminOrganization>('/admin/organizations', { method: 'POST', body }),
  deleteOrganization: (id: string) =>
    apiRequest<void>(`/organizations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  listUsers: (query: ListQuery) => apiRequest<Page<AdminUser>>(listPath('/users', query)),
  createUser: (body: CreateUserBody) => apiRequest<AdminUser>('/users', { method: 'POST', body }),
  updateUser: (id: string, body: UpdateUserBody) => apiRequest<AdminUser>(userPath(id), { method: 'PUT', body }),
  deleteUser: (id: string) => apiRequest<{ success: true }>(userPath(id), { method: 'DELETE' }),
  resetPassword: (id: string, newPassword: string) =>
    apiRequest<{ success: true }>(`${userPath(id)}/reset-password`, { method: 'POST', body: { newPassword } }),
};
