import * as z from 'zod/mini';
import type { VatRate } from '../../platform/money';
import { documentIdSchema, optionalText, referenceIdSchema, type ResourceMeta } from '../../platform/resources';
import { dateKeySchema, timeSchema } from '../../platform/schedule';
import type { ClientRef } from '../crm';
import type { PlacementProblem } from './availability';
import { APPOINTMENT_STATES, type AppointmentState } from './appointment-states';
import type { Processing } from './catalogue';

/** How far in the past a booking may start (booking the client who just sat down); a manager may go further. */
export const PAST_GRACE_MINUTES = 30;
/** Appointments start on 5-minute marks (the availability grid offers every 15). */
export const START_STEP_MINUTES = 5;
export const MAX_APPOINTMENT_SERVICES = 10;

const startSchema = timeSchema.check(
  z.refine((time) => Number(time.slice(3)) % START_STEP_MINUTES === 0, 'Usa múltiplos de 5 minutos'),
);

/** One service of an appointment: who does it, and the room when it is not the service's own. */
const appointmentServiceSchema = z.strictObject({
  serviceId: referenceIdSchema('Elige el servicio'),
  employeeId: referenceIdSchema('Elige quién hace el servicio'),
  /** Null: the service's room (or none when it needs none). */
  roomId: z._default(z.nullable(documentIdSchema), null),
});

/** Who is booked to do each service (a move may change them), in the appointment's order. */
const assignmentSchema = z.strictObject({
  employeeId: referenceIdSchema('Elige quién hace el servicio'),
  roomId: z._default(z.nullable(documentIdSchema), null),
});

/** A manager may book or move into the past beyond the grace (staff get 403 with it). */
const overrideSchema = z._default(z.boolean(), false);

/** POST .../beauty/appointments. */
export const appointmentBodySchema = z
  .strictObject({
    /** A client of CRM; or, without one, a name and a phone. */
    clientId: z._default(z.union([z.literal(''), documentIdSchema]), ''),
    clientName: optionalText(120),
    clientPhone: optionalText(30),
    locationId: referenceIdSchema('Elige el local'),
    date: dateKeySchema,
    start: startSchema,
    services: z
      .array(appointmentServiceSchema)
      .check(z.minLength(1, 'Añade al menos un servicio'), z.maxLength(MAX_APPOINTMENT_SERVICES)),
    note: optionalText(500),
    override: overrideSchema,
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.clientId) return;
      if (!body.clientName)
        ctx.issues.push({
          code: 'custom',
          message: 'Elige un cliente o escribe su nombre',
          path: ['clientName'],
          input: body.clientName,
        });
      if (!body.clientPhone)
        ctx.issues.push({
          code: 'custom',
          message: 'Escribe el teléfono del cliente',
          path: ['clientPhone'],
          input: body.clientPhone,
        });
    }),
  );
export type AppointmentBody = z.input<typeof appointmentBodySchema>;

/** PUT .../beauty/appointments/{id}: a move (another time, and maybe other employees or rooms). */
export const moveAppointmentBodySchema = z.strictObject({
  date: dateKeySchema,
  start: startSchema,
  /** One per service, in order; absent: the same people and rooms. */
  services: z.optional(z.array(assignmentSchema).check(z.maxLength(MAX_APPOINTMENT_SERVICES))),
  override: overrideSchema,
});
export type MoveAppointmentBody = z.input<typeof moveAppointmentBodySchema>;

/** POST .../beauty/appointments/{id}/state. */
export const appointmentStateBodySchema = z.strictObject({ state: z.enum(APPOINTMENT_STATES) });

/** GET .../beauty/appointments?date&locationId&employeeId: one day's appointments, by start. */
export const appointmentListQuerySchema = z.object({
  date: dateKeySchema,
  locationId: z.optional(documentIdSchema),
  employeeId: z.optional(documentIdSchema),
});

/** GET .../beauty/availability?serviceId&date&employeeId&locationId. */
export const availabilityQuerySchema = z.object({
  serviceId: referenceIdSchema('Elige el servicio'),
  date: dateKeySchema,
  /** Absent: any employee who performs the service. */
  employeeId: z.optional(documentIdSchema),
  /** Absent: the location of the service's room, or of the employee when they work at one only. */
  locationId: z.optional(documentIdSchema),
});

/** A service of an appointment as booked: the catalogue's name, price and times then, and who and where. */
export interface AppointmentService {
  serviceId: string;
  name: string;
  employeeId: string;
  roomId: string | null;
  /** 'HH:MM' wall-clock at the location. */
  start: string;
  end: string;
  durationMinutes: number;
  processing: Processing | null;
  priceCents: number;
  vatRate: VatRate;
  color: string;
}

export interface Appointment extends ResourceMeta {
  locationId: string;
  /** The location's calendar date and wall-clock times. */
  date: string;
  start: string;
  end: string;
  /** The instants of start and end (ISO), daylight saving applied. */
  startsAt: string;
  endsAt: string;
  /** The CRM client, or null with a name and phone. */
  client: ClientRef | null;
  clientName: string;
  clientPhone: string;
  services: AppointmentService[];
  /** Derived: everyone and every room it involves (the book filters on them). */
  employeeIds: string[];
  roomIds: string[];
  state: AppointmentState;
  note: string;
  /** The uid of who booked it. */
  bookedBy: string;
  /** The salon till's sale that charged it (once: a second charge is refused); null while not charged. */
  charged: { orderId: string; ticketCode: string } | null;
}

/** One start time of the grid and the employees free to begin the service then. */
export interface AvailabilitySlot {
  start: string;
  employeeIds: string[];
}

export interface Availability {
  serviceId: string;
  date: string;
  locationId: string;
  slots: AvailabilitySlot[];
}

/** The 409 of an overlap carries the next free start times of the same appointment that day. */
export interface OverlapDetails {
  nextFreeStarts: string[];
}

/** The names the messages of a refused placement use. */
export interface PlacementNames {
  employee: (id: string) => string;
  room: (id: string) => string;
}

/** The Spanish reason of a refused placement, and the field it is about. */
export function placementMessage(
  problem: PlacementProblem,
  names: PlacementNames,
): { field: 'start' | 'services'; message: string } {
  switch (problem.kind) {
    case 'past-midnight':
      return { field: 'start', message: 'La cita no puede pasar de medianoche' };
    case 'clock-change':
      return { field: 'start', message: 'Esa hora no existe o se repite ese día por el cambio de hora' };
    case 'closed':
      return { field: 'start', message: 'El local está cerrado a esa hora' };
    case 'not-working':
      return { field: 'services', message: `${names.employee(problem.employeeId)} no trabaja a esa hora ese día` };
    case 'employee-busy':
      return { field: 'start', message: `${names.employee(problem.employeeId)} ya tiene una cita a esa hora` };
    case 'room-busy':
      return { field: 'start', message: `La sala ${names.room(problem.roomId)} está ocupada a esa hora` };
  }
}

/** The client timeline's line of a booking: 'Cita reservada el 03/12/2026 a las 10:00: Corte, Color'. */
export function appointmentBookedSummary(appointment: Pick<Appointment, 'date' | 'start' | 'services'>): string {
  const [year, month, day] = appointment.date.split('-');
  const services = appointment.services.map((service) => service.name).join(', ');
  return `Cita reservada el ${day}/${month}/${year} a las ${appointment.start}: ${services}`;
}
