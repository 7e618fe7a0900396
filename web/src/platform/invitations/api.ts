import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, UserOrganization } from '@plataforma/domain';
import { apiRequest } from '../api/client';
import { refreshOrganizations } from '../auth/session';

const myInvitationsKey = ['invitations', 'mine'] as const;

/** The signed-in person's pending invitations (matched on the server by the e-mail of their account). */
export const fetchMyInvitations = (signal?: AbortSignal) => apiRequest<Invitation[]>('/invitations', { signal });

/** The same, cached: the layout's badge and the invitations page share it. */
export function useMyInvitations() {
  return useQuery({ queryKey: myInvitationsKey, queryFn: ({ signal }) => fetchMyInvitations(signal) });
}

/** Accepting makes the person a member: their organizations are reloaded before the answer is used. */
export function useInvitationResponses() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myInvitationsKey });
  return {
    accept: useMutation({
      mutationFn: async (id: string) => {
        const organization = await apiRequest<UserOrganization>(`/invitations/${id}/accept`, { method: 'POST' });
        await refreshOrganizations();
        return organization;
      },
      onSettled: refresh,
    }),
    decline: useMutation({
      mutationFn: (id: string) => apiRequest<void>(`/invitations/${id}/decline`, { method: 'POST' }),
      onSettled: refresh,
    }),
  };
}
