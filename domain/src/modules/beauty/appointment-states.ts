/*
 * The appointment's states and where each may go, apart from the appointment book's schemas (appointments.ts): the
 * day board needs only these, and importing the schemas' file would bring zod and the schedule's schemas with them.
 */

/** The life of an appointment. Keys in English; the book shows APPOINTMENT_STATE_LABELS. */
export const APPOINTMENT_STATES = ['booked', 'confirmed', 'in-progress', 'completed', 'no-show', 'cancelled'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

export const APPOINTMENT_STATE_LABELS: Record<AppointmentState, string> = {
  booked: 'Reservada',
  confirmed: 'Confirmada',
  'in-progress': 'En curso',
  completed: 'Completada',
  'no-show': 'No presentada',
  cancelled: 'Cancelada',
};

/**
 * Where each state may go. Completed, no-show and cancelled are final: the time of the last two is free again (a
 * new booking may have taken it), and a completed appointment is what the POS charges.
 */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentState, readonly AppointmentState[]> = {
  booked: ['confirmed', 'in-progress', 'no-show', 'cancelled'],
  confirmed: ['booked', 'in-progress', 'no-show', 'cancelled'],
  'in-progress': ['completed', 'confirmed'],
  completed: [],
  'no-show': [],
  cancelled: [],
};

export const canTransition = (from: AppointmentState, to: AppointmentState): boolean =>
  APPOINTMENT_TRANSITIONS[from].includes(to);

/** Whether an appointment in this state holds its employees and rooms (cancelled and no-show free them). */
export const holdsTime = (state: AppointmentState): boolean => state !== 'cancelled' && state !== 'no-show';

/** Only what has not started may move. */
export const isMovable = (state: AppointmentState): boolean => state === 'booked' || state === 'confirmed';
