import { useMutation } from '@tanstack/react-query';
import type { Appointment, AppointmentBody, AppointmentState, MoveAppointmentBody } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useIdempotencyKey } from '../../../platform/api/idempotency';
import { useCurrentOrganization } from '../../../platform/organizations/current';

/**
 * The appointment book's calls; the board needs no refetch after them (its listener sees the change). A booking and
 * a move carry an Idempotency-Key per attempt, kept while the same one is retried: a retry after a lost answer gets
 * the appointment the first attempt made instead of a clash with it.
 */
export function useAppointmentBook() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  const base = `/organizations/${encodeURIComponent(organizationId)}/beauty/appointments`;
  const bookKey = useIdempotencyKey();
  const moveKey = useIdempotencyKey();
  return {
    organizationId,
    book: useMutation({
      mutationFn: async (body: AppointmentBody) => {
        const headers = { 'Idempotency-Key': bookKey.keyFor(body) };
        const appointment = await apiRequest<Appointment>(base, { method: 'POST', body, headers });
        bookKey.done();
        return appointment;
      },
    }),
    move: useMutation({
      mutationFn: async ({ id, body }: { id: string; body: MoveAppointmentBody }) => {
        const headers = { 'Idempotency-Key': moveKey.keyFor({ id, body }) };
        const appointment = await apiRequest<Appointment>(`${base}/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body,
          headers,
        });
        moveKey.done();
        return appointment;
      },
    }),
    changeState: useMutation({
      mutationFn: ({ id, state }: { id: string; state: AppointmentState }) =>
        apiRequest<Appointment>(`${base}/${encodeURIComponent(id)}/state`, { method: 'POST', body: { state } }),
    }),
  };
}
