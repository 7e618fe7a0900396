import { useMutation } from '@tanstack/react-query';
import type { Appointment, AppointmentBody, AppointmentState, MoveAppointmentBody } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useCurrentOrganization } from '../../../platform/organizations/current';

/** The appointment book's calls; the board needs no refetch after them (its listener sees the change). */
export function useAppointmentBook() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  const base = `/organizations/${encodeURIComponent(organizationId)}/beauty/appointments`;
  return {
    organizationId,
    book: useMutation({
      mutationFn: (body: AppointmentBody) => apiRequest<Appointment>(base, { method: 'POST', body }),
    }),
    move: useMutation({
      mutationFn: ({ id, body }: { id: string; body: MoveAppointmentBody }) =>
        apiRequest<Appointment>(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    }),
    changeState: useMutation({
      mutationFn: ({ id, state }: { id: string; state: AppointmentState }) =>
        apiRequest<Appointment>(`${base}/${encodeURIComponent(id)}/state`, { method: 'POST', body: { state } }),
    }),
  };
}
