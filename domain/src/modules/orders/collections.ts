import { collectionNames, type ModuleCollections } from '../../platform/collections';
import { KITCHEN_STATUSES } from './statuses';

/** The sales core's collections under organizations/{orgId}/. */
export const ORDERS_TENANT_COLLECTIONS = {
  /** The kitchen board listens to the orders in the kitchen's states; the rest are read through the API. */
  orders: { name: 'orders', client: { live: 'orders.read', where: { status: KITCHEN_STATUSES } } },
  /**
   * One counter per ticket series (a location's 'B', or a till device's 'B-2' with its location): the next number,
   * allocated inside the sale's transaction.
   */
  ticketSeries: { name: 'ticketSeries', client: 'api' },
  /** Printed tickets, by code ('C1-000123'). */
  tickets: { name: 'tickets', client: 'api' },
  /**
   * Issue 23: VERI*FACTU billing records, `{chain}_{seq}`, chained per series counter. Written only in the sale's
   * transaction with the ticket; never changed or deleted (no route does, and the rules deny clients).
   */
  billingRecords: { name: 'billingRecords', client: 'api' },
  /**
   * billingRecordStates/{recordId}: what the AEAT answered for a record (accepted, with errors, rejected), kept apart
   * because records never change. No document: the record is pending (or being sent by the sender's lease).
   */
  billingRecordStates: { name: 'billingRecordStates', client: 'api' },
  /**
   * The VERI*FACTU sender's documents: `sender` (each chain's answered position, the lease of the submission sending
   * now, the waiting time and back-off), `certificate` (the PKCS#12 and its password, encrypted) and
   * `submission-{id}` (one per message sent, what was sent and what the agency answered).
   */
  verifactuSending: { name: 'verifactuSending', client: 'api' },
  /** openTables/{locationId}_{tableId}: which order holds a table (one open order per table). */
  openTables: { name: 'openTables', client: 'api' },
  /** Till sessions (caja): the float, cash in and out, the closing count. A closed one is never written again. */
  tillSessions: { name: 'tillSessions', client: 'api' },
  /** openTills/{locationId}: `{ sessionId }` while the location's till is open (one till per location). */
  openTills: { name: 'openTills', client: 'api' },
  /** Z reports, issued once at closing and never changed: `{locationId}_{number}`. */
  tillReports: { name: 'tillReports', client: 'api' },
  /** tillCounters/{locationId}: `{ nextZ, nextDevice }`, the numbers of the next Z report and till device. */
  tillCounters: { name: 'tillCounters', client: 'api' },
  /** Idempotency-Key records: the answer a create or payment gave, kept so a retry gets the same. */
  idempotency: { name: 'idempotencyKeys', client: 'api', expiresAt: 'expiresAt' },
  /** staffSessions/{sha256 of the session id}: who unlocked a device's till with their PIN, until when. */
  staffSessions: { name: 'staffSessions', client: 'api', expiresAt: 'expiresAt' },
  /** pinAttempts/{uid}: wrong PINs typed on an account (a device) and until when PIN entry is locked. */
  pinAttempts: { name: 'pinAttempts', client: 'api' },
} as const satisfies ModuleCollections;

export const ORDERS_COLLECTIONS = collectionNames(ORDERS_TENANT_COLLECTIONS);
