import {
  holdsTime,
  minuteOf,
  scheduleSpans,
  SLOT_MINUTES,
  workingSpans,
  type Appointment,
  type AppointmentService,
  type Employee,
  type Location,
  type Span,
} from '@plataforma/domain';

/** An appointment as the board reads it from Firestore: the stored fields it shows (instants left out). */
export type BoardAppointment = Omit<Appointment, 'startsAt' | 'endsAt' | 'createdAt' | 'updatedAt' | 'charged'> & {
  /** As stored: absent until the salon's till charges it. */
  charged?: Appointment['charged'];
};

/** Height of one minute on the board: a 15-minute row is 30 px, tall enough for a 48 px target per half hour. */
export const PX_PER_MINUTE = 2;
export const ROW_PX = SLOT_MINUTES * PX_PER_MINUTE;

/** The board's first and last minute of a day: the location's opening hours, widened to any appointment outside. */
export function dayRange(location: Location | undefined, date: string, appointments: readonly BoardAppointment[]) {
  const opening = location ? scheduleSpans(location.openingHours, date) : [];
  const spans: Span[] = [...opening, ...appointments.map((a) => ({ from: minuteOf(a.start), to: minuteOf(a.end) }))];
  if (spans.length === 0) return null;
  const from = Math.floor(Math.min(...spans.map((s) => s.from)) / SLOT_MINUTES) * SLOT_MINUTES;
  const to = Math.ceil(Math.max(...spans.map((s) => s.to)) / SLOT_MINUTES) * SLOT_MINUTES;
  return { from, to, opening };
}

/** Where a span of the day sits in a column that starts at `dayStart`: its top and height in pixels. */
export const placeOnBoard = (span: Span, dayStart: number) => ({
  top: (span.from - dayStart) * PX_PER_MINUTE,
  height: (span.to - span.from) * PX_PER_MINUTE,
});

/** What an appointment shows in one employee's column: that employee's services and the span they cover. */
export interface ColumnBlock {
  appointment: BoardAppointment;
  services: AppointmentService[];
  span: Span;
}

export function columnBlocks(appointments: readonly BoardAppointment[], employeeId: string): ColumnBlock[] {
  return appointments.flatMap((appointment) => {
    const services = appointment.services.filter((s) => s.employeeId === employeeId);
    if (services.length === 0) return [];
    const span = { from: minuteOf(services[0]!.start), to: minuteOf(services[services.length - 1]!.end) };
    return [{ appointment, services, span }];
  });
}

/** The processing part of a service (the employee is free meanwhile), as a span of the day. */
export function processingSpan(service: AppointmentService): Span | null {
  if (!service.processing) return null;
  const from = minuteOf(service.start) + service.processing.startsAfter;
  return { from, to: from + service.processing.minutes };
}

/** The columns of a day: active employees of the location who work that day, and anyone with appointments in it. */
export function dayColumns(
  employees: readonly Employee[],
  locationId: string,
  date: string,
  appointments: readonly BoardAppointment[],
) {
  const booked = new Set(appointments.flatMap((a) => a.employeeIds));
  return employees.filter(
    (e) => booked.has(e.id) || (e.active && e.locationIds.includes(locationId) && workingSpans(e, date).length > 0),
  );
}

/** The free 15-minute rows of an employee's column: within the opening and their hours, not held by an appointment. */
export function freeSlots(
  employee: Employee,
  date: string,
  opening: readonly Span[],
  blocks: readonly ColumnBlock[],
): number[] {
  const working = workingSpans(employee, date);
  const inside = (slot: Span, windows: readonly Span[]) => windows.some((w) => w.from <= slot.from && slot.to <= w.to);
  const held = blocks.filter((b) => holdsTime(b.appointment.state)).map((b) => b.span);
  const slots: number[] = [];
  for (const window of working)
    for (let from = Math.ceil(window.from / SLOT_MINUTES) * SLOT_MINUTES; from + SLOT_MINUTES <= window.to;) {
      const slot = { from, to: from + SLOT_MINUTES };
      if (inside(slot, opening) && !held.some((h) => h.from < slot.to && slot.from < h.to)) slots.push(from);
      from += SLOT_MINUTES;
    }
  return slots;
}

export const employeeName = (employee: Pick<Employee, 'firstName' | 'lastName'> | undefined) =>
  employee ? `${employee.firstName} ${employee.lastName}`.trim() : '';

/** A Spanish phone for wa.me: digits only with the country code (34 when it has none). */
export function whatsAppNumber(phone: string): string | null {
  let digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 9) digits = `34${digits}`;
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

export const whatsAppLink = (phone: string, text: string) => {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
};

/** '2026-11-26' -> '26/11/2026'. */
export const printedDate = (date: string) => date.split('-').reverse().join('/');
