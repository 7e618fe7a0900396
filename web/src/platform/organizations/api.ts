import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddMemberBody,
  CreateOrganizationBody,
  Invitation,
  Member,
  ModuleType,
  Organization,
  Role,
  UpdateOrganizationBody,
  VerifactuSettings,
} from '@plataforma/domain';
import { apiRequest } from '../api/client';

const base = (id: string) => `/organizations/${encodeURIComponent(id)}`;

export const organizationKeys = {
  detail: (id: string) => ['organization', id] as const,
  members: (id: string) => ['organization', id, 'members'] as const,
  invitations: (id: string) => ['organization', id, 'invitations'] as const,
};

export const createOrganization = (body: CreateOrganizationBody) =>
  apiRequest<Organization>('/organizations/create', { method: 'POST', body });

/** The organization with its modules and the caller's role. */
export function useOrganization(id: string | undefined) {
  return useQuery({
    queryKey: organizationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<Organization>(base(id!), { signal }),
    enabled: !!id,
  });
}

/** Whether the organization has a module on (a till offers the CRM's client only with the CRM). */
export function useModuleEnabled(id: string | undefined, type: ModuleType): boolean {
  return useOrganization(id).data?.modules.some((module) => module.type === type) ?? false;
}

export function useMembers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.members(id),
    queryFn: ({ signal }) => apiRequest<Member[]>(`${base(id)}/users`, { signal }),
    enabled,
  });
}

/** The organization's pending invitations (owners and admins). */
export function useInvitations(id: string, enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.invitations(id),
    queryFn: ({ signal }) => apiRequest<Invitation[]>(`${base(id)}/invitations`, { signal }),
    enabled,
  });
}

/** Mutations answer the organization: the cache takes it as is (no refetch). */
function useOrganizationMutation<V>(id: string, call: (variables: V) => Promise<Organization>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (organization) => queryClient.setQueryData(organizationKeys.detail(id), organization),
  });
}

export const useUpdateOrganization = (id: string) =>
  useOrganizationMutation(id, (body: UpdateOrganizationBody) =>
    apiRequest<Organization>(base(id), { method: 'PUT', body }),
  );

/** Issue 23: the VERI*FACTU settings (owners only; the server needs the fiscal data to switch it on). */
export const useUpdateVerifactu = (id: string) =>
  useOrganizationMutation(id, (body: VerifactuSettings) =>
    apiRequest<Organization>(`${base(id)}/verifactu/settings`, { method: 'PUT', body }),
  );

/** Switching a module shows at once (optimistic) and is rolled back if the server refuses. */
export function useToggleModule(id: string) {
  const queryClient = useQueryClient();
  const key = organizationKeys.detail(id);
  return useMutation({
    mutationFn: ({ type, enabled }: { type: ModuleType; enabled: boolean }) =>
      enabled
        ? apiRequest<Organization>(`${base(id)}/modules`, { method: 'POST', body: { moduleType: type } })
        : apiRequest<Organization>(`${base(id)}/modules/${type}`, { method: 'DELETE' }),
    onMutate: async ({ type, enabled }) => {
      // Only the organization's own query: a prefix would also cancel its members' and invitations' first fetch (the
      // members section loads after the form), which a cancelled query with no data never retries.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Organization>(key);
      if (previous) {
        const others = previous.modules.filter((m) => m.type !== type);
        const modules = enabled ? [...others, { type, enabledAt: new Date().toISOString() }] : others;
        queryClient.setQueryData<Organization>(key, { ...previous, modules });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (organization) => queryClient.setQueryData(key, organization),
  });
}

/**
 * Member changes answer the members list (or the changed member): the list is refreshed from the answer. Adding a
 * person is inviting them: the pending invitations are refreshed, the members list does not change.
 */
export function useMemberMutations(id: string) {
  const queryClient = useQueryClient();
  const setMembers = (members: Member[]) => queryClient.setQueryData(organizationKeys.members(id), members);
  const refetch = () => queryClient.invalidateQueries({ queryKey: organizationKeys.members(id) });
  return {
    invite: useMutation({
      mutationFn: (body: AddMemberBody) => apiRequest<Invitation>(`${base(id)}/users`, { method: 'POST', body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.invitations(id) }),
    }),
    cancelInvitation: useMutation({
      mutationFn: (invitationId: string) =>
        apiRequest<Invitation[]>(`${base(id)}/invitations/${invitationId}`, { method: 'DELETE' }),
      onSuccess: (invitations) => queryClient.setQueryData(organizationKeys.invitations(id), invitations),
    }),
    remove: useMutation({
      mutationFn: (userId: string) => apiRequest<Member[]>(`${base(id)}/users/${userId}`, { method: 'DELETE' }),
      onSuccess: setMembers,
    }),
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
        apiRequest<Member>(`${base(id)}/users/${userId}/role`, { method: 'POST', body: { role } }),
      onSettled: refetch,
    }),
  };
}
