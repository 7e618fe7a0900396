import { Timestamp, type CollectionReference, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { BEAUTY_COLLECTIONS, type Appointment, type Hold } from '@plataforma/domain';
import { db } from '../../../platform/firebase';
import { organizationCollection } from '../../../platform/organizations/repository';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import type { Stored } from '../../../platform/resources/definition';
import { fromStored, tenantCollection, toIso } from '../../../platform/resources/repository';

/**
 * organizations/{orgId}/beautyAppointments/{id}: an appointment as the API answers it, but its start and end instants
 * are timestamps (plus the platform's meta: search keys of the client's name, times).
 */
export type AppointmentDoc = Omit<Appointment, 'id' | 'createdAt' | 'updatedAt' | 'startsAt' | 'endsAt' | 'charged'> & {
  startsAt: Timestamp;
  endsAt: Timestamp;
  /** Written by the salon till's payment that charges it (sales.ts): absent until then. */
  charged?: Appointment['charged'];
};

/**
 * organizations/{orgId}/beautyDayBooks/{kind}_{resourceId}_{date}: the spans the active appointments of that day hold
 * of one employee (all locations) or one room. The lock of the book: every write that could overlap reads and
 * rewrites it in its transaction, so two bookings of one employee or room that day never both commit.
 */
export interface DayBookDoc {
  kind: 'employee' | 'room';
  resourceId: string;
  date: string;
  holds: Hold[];
  updatedAt: Timestamp;
}

/** The catalogue's services and rooms, read (only read) by the appointment book. */
export { roomsOf, servicesOf } from '../catalogue/collections';
export type { RoomDoc } from '../catalogue/rooms';
export type { ServiceDoc } from '../catalogue/services';

export const appointmentsOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<AppointmentDoc>(tenant.organization.id, BEAUTY_COLLECTIONS.appointments);
const dayBooksOf = (tenant: Pick<Tenant, 'organization'>) =>
  organizationCollection<DayBookDoc>(tenant.organization.id, BEAUTY_COLLECTIONS.dayBooks);

export const dayBookId = (kind: DayBookDoc['kind'], resourceId: string, date: string) =>
  `${kind}_${resourceId}_${date}`;

export function toAppointment(id: string, stored: Stored<AppointmentDoc>): Appointment {
  const { startsAt, endsAt, ...rest } = stored;
  return {
    ...fromStored(id, rest as Stored<Omit<AppointmentDoc, 'startsAt' | 'endsAt'>>),
    startsAt: toIso(startsAt),
    endsAt: toIso(endsAt),
    charged: stored.charged ?? null,
  };
}

/** Documents by id, in a transaction when given, in one round trip: undefined where missing. */
export async function readMany<T extends DocumentData>(
  collection: CollectionReference<T>,
  ids: readonly string[],
  tx?: Transaction,
): Promise<(T | undefined)[]> {
  if (ids.length === 0) return [];
  const refs = ids.map((id) => collection.doc(id));
  const snapshots = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return snapshots.map((snapshot) => (snapshot.exists ? (snapshot.data() as T) : undefined));
}

/** The day books of a date, by id: the holds of each employee and room asked for ([] where none is written yet). */
export type DayBooks = Map<string, DayBookDoc>;

export async function readDayBooks(
  tenant: Pick<Tenant, 'organization'>,
  wanted: readonly { kind: DayBookDoc['kind']; resourceId: string; date: string }[],
  tx?: Transaction,
): Promise<DayBooks> {
  const unique = [...new Map(wanted.map((w) => [dayBookId(w.kind, w.resourceId, w.date), w])).entries()];
  const docs = await readMany(
    dayBooksOf(tenant),
    unique.map(([id]) => id),
    tx,
  );
  return new Map(unique.map(([id, w], i) => [id, docs[i] ?? { ...w, holds: [], updatedAt: Timestamp.now() }]));
}

/** Writes back the day books a transaction changed (all read in it first). */
export function writeDayBooks(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  books: Iterable<[string, DayBookDoc]>,
) {
  const now = Timestamp.now();
  for (const [id, book] of books) tx.set(dayBooksOf(tenant).doc(id), { ...book, updatedAt: now });
}
