import type { Invitation, UserOrganization } from '@plataforma/domain';
import { apiRequest } from '../api/client';

// The invitation calls without TanStack Query, so that pages outside the app shell (/new-organization) can use them.

/** The signed-in person's pending invitations (matched on the server by the e-mail of their account). */
export const fetchMyInvitations = (signal?: AbortSignal) => apiRequest<Invitation[]>('/invitations', { signal });

export const acceptInvitation = (id: string) =>
  apiRequest<UserOrganization>(`/invitations/${encodeURIComponent(id)}/accept`, { method: 'POST' });

export const declineInvitation = (id: string) =>
  apiRequest<void>(`/invitations/${encodeURIComponent(id)}/decline`, { method: 'POST' });
