import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshOrganizations } from '../auth/session';
import { acceptInvitation, declineInvitation, fetchMyInvitations } from './requests';

const myInvitationsKey = ['invitations', 'mine'] as const;

/** The signed-in person's pending invitations, cached: the layout's badge and the invitations page share them. */
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
        const organization = await acceptInvitation(id);
        await refreshOrganizations();
        return organization;
      },
      onSettled: refresh,
    }),
    decline: useMutation({ mutationFn: declineInvitation, onSettled: refresh }),
  };
}
