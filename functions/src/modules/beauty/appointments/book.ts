import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  appointmentBookedSummary,
  BEAUTY_COLLECTIONS,
  can,
  canTransition,
  freeStarts,
  holdsOf,
  holdsTime,
  isMovable,
  isOverlap,
  localInstant,
  minuteOf,
  PAST_GRACE_MINUTES,
  placeServices,
  placementMessage,
  placementProblem,
  scheduleSpans,
  timeOf,
  workingSpans,
  type Appointment,
  type AppointmentService,
  type AppointmentState,
  type DayContext,
  type Employee,
  type Location,
  type PlacedService,
  type PlannedService,
} from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import { idempotent } from '../../../platform/http/idempotency';
import { hasModule, type Tenant } from '../../../platform/organizations/tenant-router';
import type { Stored } from '../../../platform/resources/definition';
import { getDocument, withMeta } from '../../../platform/resources/repository';
import { getLocation, readEmployees } from '../../configuration';
import { readClientRef, writeTimelineEntry } from '../../crm';
import {
  appointmentsOf,
  dayBookId,
  readDayBooks,
  readMany,
  roomsOf,
  servicesOf,
  toAppointment,
  writeDayBooks,
  type AppointmentDoc,
  type DayBooks,
  type RoomDoc,
  type ServiceDoc,
} from './repository';

/** What the book needs to know of a service line to place it: which service, who, and the room asked for. */
interface Assignment {
  serviceId: string;
  employeeId: string;
  /** Null: the service's own room (none when it needs none). */
  roomId: string | null;
}

/** The services, employees and rooms of an appointment, read and checked (400 with the reason otherwise). */
interface Plan {
  planned: PlannedService[];
  services: ServiceDoc[];
  employees: Map<string, Employee>;
  rooms: Map<string, RoomDoc>;
}

const invalid = (field: string, message: string) => new ApiError('validation-failed', { [field]: message });
const fullName = (employee: Pick<Employee, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`.trim();

/**
 * Reads and checks what an appointment's lines name: each service exists (and is active for a new booking), its
 * employee is active, performs it and works at the location, and its room exists, is active and is at the location.
 */
async function readPlan(
  tx: Transaction | undefined,
  tenant: Tenant,
  locationId: string,
  lines: readonly Assignment[],
  { newBooking }: { newBooking: boolean },
): Promise<Plan> {
  const serviceIds = [...new Set(lines.map((line) => line.serviceId))];
  const employeeIds = [...new Set(lines.map((line) => line.employeeId))];
  const [serviceDocs, employeeDocs] = await Promise.all([
    readMany(servicesOf(tenant), serviceIds, tx),
    readEmployees(tenant, employeeIds, tx),
  ]);
  const services = new Map(serviceIds.map((id, i) => [id, serviceDocs[i]]));
  const employees = new Map(employeeIds.map((id, i) => [id, employeeDocs[i]]));
  const roomOf = (line: Assignment) => line.roomId ?? services.get(line.serviceId)?.roomId ?? null;
  const roomIds = [...new Set(lines.flatMap((line) => roomOf(line) ?? []))];
  const roomDocs = await readMany(roomsOf(tenant), roomIds, tx);
  const rooms = new Map(roomIds.map((id, i) => [id, roomDocs[i]]));
  const planned = lines.map((line, i): PlannedService => {
    const at = `services.${i}`;
    const service = services.get(line.serviceId);
    if (!service || (newBooking && !service.active))
      throw invalid(`${at}.serviceId`, 'El servicio no existe o no está activo');
    const employee = employees.get(line.employeeId);
    if (!employee || !employee.active) throw invalid(`${at}.employeeId`, 'Esta persona no existe o no está en activo');
    if (!service.employeeIds.includes(employee.id))
      throw invalid(`${at}.employeeId`, `${fullName(employee)} no hace el servicio ${service.name}`);
    if (!employee.locationIds.includes(locationId))
      throw invalid(`${at}.employeeId`, `${fullName(employee)} no trabaja en este local`);
    const roomId = roomOf(line);
    if (roomId) {
      const room = rooms.get(roomId);
      if (!room || !room.active) throw invalid(`${at}.roomId`, 'La sala no existe o no está activa');
      if (room.locationId !== locationId) throw invalid(`${at}.roomId`, `La sala ${room.name} no está en este local`);
    }
    return {
      serviceId: line.serviceId,
      employeeId: line.employeeId,
      roomId,
      durationMinutes: service.durationMinutes,
      processing: service.processing,
    };
  });
  return {
    planned,
    services: lines.map((line) => services.get(line.serviceId)!),
    employees: new Map([...employees].flatMap(([id, e]) => (e ? [[id, e]] : []))),
    rooms: new Map([...rooms].flatMap(([id, r]) => (r ? [[id, r]] : []))),
  };
}

/** The day books a plan touches on a date. */
const booksOf = (plan: readonly PlannedService[], date: string) => [
  ...plan.map((p) => ({ kind: 'employee' as const, resourceId: p.employeeId, date })),
  ...plan.flatMap((p) => (p.roomId ? [{ kind: 'room' as const, resourceId: p.roomId, date }] : [])),
];

/** The day as the arithmetic sees it: the location's hours, each employee's and room's hours and holds. */
export function dayContext(
  location: Location,
  date: string,
  plan: Pick<Plan, 'employees' | 'rooms'>,
  books: DayBooks,
  ignore?: string,
): DayContext {
  const holds = (kind: 'employee' | 'room', id: string) => books.get(dayBookId(kind, id, date))?.holds ?? [];
  return {
    date,
    timeZone: location.timezone,
    opening: scheduleSpans(location.openingHours, date),
    employees: Object.fromEntries(
      [...plan.employees].map(([id, employee]) => [
        id,
        { working: workingSpans(employee, date), holds: holds('employee', id) },
      ]),
    ),
    rooms: Object.fromEntries(
      [...plan.rooms].map(([id, room]) => [id, { capacity: room.capacity, holds: holds('room', id) }]),
    ),
    ignore,
  };
}

/** How many next free times a 409 offers. */
const NEXT_FREE_STARTS = 5;

/**
 * Refuses what does not fit: in the past beyond the grace (unless a manager overrides), outside hours (400), or
 * overlapping someone (409 with the next free start times of the same appointment that day).
 */
function assertFits(day: DayContext, plan: Plan, start: number, override: boolean): PlacedService[] {
  const startsAt = localInstant(day.date, start, day.timeZone);
  if (!override && startsAt.getTime() < Date.now() - PAST_GRACE_MINUTES * 60_000)
    throw invalid('start', 'La cita empezaría en el pasado: elige otra hora');
  const placed = placeServices(plan.planned, start);
  const problem = placementProblem(day, placed);
  if (!problem) return placed;
  const { field, message } = placementMessage(problem, {
    employee: (id) => {
      const employee = plan.employees.get(id);
      return employee ? fullName(employee) : id;
    },
    room: (id) => plan.rooms.get(id)?.name ?? id,
  });
  if (!isOverlap(problem)) throw invalid(field, message);
  const next = freeStarts(day, plan.planned, { after: start, limit: NEXT_FREE_STARTS }).map(timeOf);
  throw new ApiError('appointment-overlap', undefined, message, { nextFreeStarts: next });
}

function assertMayOverride(tenant: Tenant, override: boolean) {
  if (override && !can(tenant.role, 'beauty.manage')) throw new ApiError('forbidden');
}

/** What a line keeps of its service as it was when booked. */
type Booked = Pick<AppointmentService, 'name' | 'priceCents' | 'vatRate' | 'color'>;

/** The booked lines: the catalogue's name, price and times then, and who and where. */
function serviceLines(booked: readonly Booked[], placed: readonly PlacedService[]): AppointmentService[] {
  return placed.map((line, i) => {
    const service = booked[i]!;
    return {
      serviceId: line.serviceId,
      name: service.name,
      employeeId: line.employeeId,
      roomId: line.roomId,
      start: timeOf(line.from),
      end: timeOf(line.to),
      durationMinutes: line.durationMinutes,
      processing: line.processing,
      priceCents: service.priceCents,
      vatRate: service.vatRate,
      color: service.color,
    };
  });
}

/** The fields a placement decides: times, instants, lines, who and where. */
function placement(location: Location, date: string, booked: readonly Booked[], placed: readonly PlacedService[]) {
  const start = placed[0]!.from;
  const end = placed[placed.length - 1]!.to;
  return {
    date,
    start: timeOf(start),
    end: timeOf(end),
    startsAt: Timestamp.fromDate(localInstant(date, start, location.timezone)),
    endsAt: Timestamp.fromDate(localInstant(date, end, location.timezone)),
    services: serviceLines(booked, placed),
    employeeIds: [...new Set(placed.map((line) => line.employeeId))],
    roomIds: [...new Set(placed.flatMap((line) => line.roomId ?? []))],
  };
}

/** Takes an appointment's holds off the books and, when given, puts its new ones on. */
function rewriteBooks(books: DayBooks, appointmentId: string, date: string | null, placed: readonly PlacedService[]) {
  for (const book of books.values()) book.holds = book.holds.filter((hold) => hold.appointmentId !== appointmentId);
  if (!date) return;
  const { employees, rooms } = holdsOf(appointmentId, placed);
  for (const [kind, held] of [
    ['employee', employees],
    ['room', rooms],
  ] as const)
    for (const [id, holds] of held) books.get(dayBookId(kind, id, date))!.holds.push(...holds);
}

export interface NewAppointment {
  clientId: string;
  clientName: string;
  clientPhone: string;
  locationId: string;
  date: string;
  start: string;
  services: Assignment[];
  note: string;
  override: boolean;
}

/**
 * POST .../beauty/appointments: books it, exactly once however many try the same time (the day books), and once per
 * Idempotency-Key: a retry of the same booking answers the appointment the first attempt made (its key record is
 * written in the booking's transaction).
 */
export async function bookAppointment(tenant: Tenant, body: NewAppointment, key?: string): Promise<Appointment> {
  assertMayOverride(tenant, body.override);
  if (body.clientId && !hasModule(tenant, 'crm'))
    throw invalid('clientId', 'Sin el módulo de clientes activado, escribe el nombre y el teléfono');
  return transaction(async (tx) => {
    const { result } = await idempotent(tx, tenant, BEAUTY_COLLECTIONS.idempotency, key, { route: 'book', body }, () =>
      book(tx, tenant, body),
    );
    return result;
  });
}

async function book(tx: Transaction, tenant: Tenant, body: NewAppointment): Promise<Appointment> {
  const ref = appointmentsOf(tenant).doc();
  const [location, plan, client] = await Promise.all([
    getLocation(tenant, body.locationId, tx),
    readPlan(tx, tenant, body.locationId, body.services, { newBooking: true }),
    body.clientId ? readClientRef(tx, tenant, body.clientId) : null,
  ]);
  const books = await readDayBooks(tenant, booksOf(plan.planned, body.date), tx);
  const day = dayContext(location, body.date, plan, books);
  const placed = assertFits(day, plan, minuteOf(body.start), body.override);
  const doc: AppointmentDoc = {
    locationId: body.locationId,
    ...placement(location, body.date, plan.services, placed),
    client,
    clientName: client?.name ?? body.clientName,
    clientPhone: body.clientPhone,
    state: 'booked',
    note: body.note,
    bookedBy: tenant.caller.uid,
  };
  const stored = withMeta(doc, doc.clientName);
  tx.create(ref, stored);
  rewriteBooks(books, ref.id, body.date, placed);
  writeDayBooks(tx, tenant, books);
  if (client)
    writeTimelineEntry(tx, tenant, {
      clientId: client.id,
      kind: 'appointment-booked',
      module: 'beauty',
      summary: appointmentBookedSummary(doc),
    });
  return toAppointment(ref.id, stored);
}

export interface AppointmentMove {
  date: string;
  start: string;
  services?: { employeeId: string; roomId: string | null }[];
  override: boolean;
}

/**
 * PUT .../beauty/appointments/{id}: another time, and maybe other people or rooms; re-checked like a booking. Once
 * per Idempotency-Key, like a booking: a retried move answers the first move's result.
 */
export async function moveAppointment(
  tenant: Tenant,
  id: string,
  body: AppointmentMove,
  key?: string,
): Promise<Appointment> {
  assertMayOverride(tenant, body.override);
  return transaction(async (tx) => {
    const request = { route: 'move', id, body };
    const { result } = await idempotent(tx, tenant, BEAUTY_COLLECTIONS.idempotency, key, request, () =>
      move(tx, tenant, id, body),
    );
    return result;
  });
}

async function move(tx: Transaction, tenant: Tenant, id: string, body: AppointmentMove): Promise<Appointment> {
  const ref = appointmentsOf(tenant).doc(id);
  const existing = await getDocument(ref, tx);
  if (!isMovable(existing.state)) throw new ApiError('appointment-not-movable');
  if (body.services && body.services.length !== existing.services.length)
    throw invalid('services', `La cita tiene ${existing.services.length} servicios: indica quién hace cada uno`);
  const lines = existing.services.map((line, i) => ({
    serviceId: line.serviceId,
    employeeId: body.services?.[i]?.employeeId ?? line.employeeId,
    roomId: body.services ? (body.services[i]!.roomId ?? null) : line.roomId,
  }));
  const [location, plan] = await Promise.all([
    getLocation(tenant, existing.locationId, tx),
    readPlan(tx, tenant, existing.locationId, lines, { newBooking: false }),
  ]);
  // The durations booked stay (a service's duration changed since does not stretch its appointments).
  plan.planned = plan.planned.map((p, i) => ({
    ...p,
    durationMinutes: existing.services[i]!.durationMinutes,
    processing: existing.services[i]!.processing,
  }));
  const old = existing.services.map((line) => ({ ...line, durationMinutes: 0, processing: null }));
  const books = await readDayBooks(tenant, [...booksOf(old, existing.date), ...booksOf(plan.planned, body.date)], tx);
  const day = dayContext(location, body.date, plan, books, id);
  const placed = assertFits(day, plan, minuteOf(body.start), body.override);
  const doc: Stored<AppointmentDoc> = {
    ...existing,
    // The names and prices booked stay: the POS charges what was agreed.
    ...placement(location, body.date, existing.services, placed),
    updatedAt: Timestamp.now(),
  };
  tx.set(ref, doc);
  rewriteBooks(books, id, body.date, placed);
  writeDayBooks(tx, tenant, books);
  return toAppointment(id, doc);
}

/** POST .../beauty/appointments/{id}/state: the allowed transitions; cancelled and no-show free the time. */
export async function changeAppointmentState(
  tenant: Tenant,
  id: string,
  state: AppointmentState,
): Promise<Appointment> {
  const ref = appointmentsOf(tenant).doc(id);
  return transaction(async (tx) => {
    const existing = await getDocument(ref, tx);
    if (existing.state === state) return toAppointment(id, existing);
    if (!canTransition(existing.state, state)) throw new ApiError('appointment-transition');
    const frees = holdsTime(existing.state) && !holdsTime(state);
    const books = frees
      ? await readDayBooks(
          tenant,
          booksOf(
            existing.services.map((line) => ({ ...line, durationMinutes: 0, processing: null })),
            existing.date,
          ),
          tx,
        )
      : null;
    const doc: Stored<AppointmentDoc> = { ...existing, state, updatedAt: Timestamp.now() };
    tx.set(ref, doc);
    if (books) {
      rewriteBooks(books, id, null, []);
      writeDayBooks(tx, tenant, books);
    }
    return toAppointment(id, doc);
  });
}

export const getAppointment = async (tenant: Tenant, id: string): Promise<Appointment> =>
  toAppointment(id, await getDocument(appointmentsOf(tenant).doc(id)));

/** The most appointments a day's list answers (a salon's busiest day is far below). */
const DAY_LIMIT = 1000;

/**
 * GET .../beauty/appointments?date&locationId&employeeId: one day's appointments by start. Equality filters only
 * (and array-contains on employeeIds): Firestore serves them by merging single-field indexes, no composite index.
 */
export async function listAppointments(
  tenant: Tenant,
  query: { date: string; locationId?: string; employeeId?: string },
): Promise<Appointment[]> {
  let q = appointmentsOf(tenant).where('date', '==', query.date);
  if (query.locationId) q = q.where('locationId', '==', query.locationId);
  if (query.employeeId) q = q.where('employeeIds', 'array-contains', query.employeeId);
  const snapshot = await q.limit(DAY_LIMIT).get();
  return snapshot.docs
    .map((doc) => toAppointment(doc.id, doc.data()))
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}
