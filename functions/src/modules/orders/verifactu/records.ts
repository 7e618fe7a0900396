import type { Transaction } from 'firebase-admin/firestore';
import { ApiError } from '../../../platform/http/api-error';
import {
  billingRecordId,
  headOf,
  registrationRecordOf,
  VERIFACTU_OFF,
  type ChainHead,
  type Ticket,
  type TicketOrganization,
} from '@plataforma/domain';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { billingRecordsOf, ticketsOf } from '../repository';
import type { TicketNumber } from '../sale';

/**
 * VERI*FACTU in the sales core (issue 23): every ticket stored while the organization's settings are complete gets
 * its registration record in the same transaction, chained on the ticket's series counter (the chain's head is
 * `ticketSeries/{series}.chain`, read by nextTicket with the number, so a record costs no extra read). The record's
 * id is its position in the chain (`{series}_{seq}`) and is created, never set: two records can never take one
 * place, so a fork is impossible even before the counter's contention says so.
 */

/** What the ticket builders need of the organization: its name, fiscal data and VERI*FACTU settings. */
export function ticketOrganization(tenant: Tenant): TicketOrganization {
  const { name, fiscal, verifactu } = tenant.organization.data;
  return { name, fiscal: fiscal ?? {}, ...(verifactu ? { verifactu } : {}) };
}

/**
 * The heads this transaction attempt has moved each chain to: a payment that issues two tickets of one series (the
 * last part of a split and a 0 € ticket) chains the second after the first. A new attempt reads its counter again
 * (`after` 0) and starts from that.
 */
const moved = new WeakMap<Transaction, Map<string, ChainHead>>();

/**
 * Stores a ticket and, when it is verifiable (its QR URL set: settings complete), its billing record; a rectifying
 * ticket's record names the rectified tickets' issue days (`rectifiedDays`, see ticketDaysOf).
 */
export function storeTicket(
  tx: Transaction,
  tenant: Tenant,
  number: TicketNumber,
  ticket: Ticket,
  rectifiedDays?: Record<string, string>,
): void {
  tx.create(ticketsOf(tenant).doc(number.code), ticket);
  if (!ticket.verifactu?.qrUrl) return;
  const { series, ref, after } = number.chain;
  const heads = moved.get(tx) ?? new Map<string, ChainHead>();
  moved.set(tx, heads);
  const head = after > 0 ? (heads.get(ref.path) ?? number.chain.head) : number.chain.head;
  const record = registrationRecordOf(
    ticket,
    {
      chain: series,
      head,
      organizationId: tenant.organization.id,
      environment: (tenant.organization.data.verifactu ?? VERIFACTU_OFF).environment,
      at: new Date(),
    },
    rectifiedDays,
  );
  tx.create(billingRecordsOf(tenant).doc(billingRecordId(series, record.seq)), record);
  const next = headOf(record);
  heads.set(ref.path, next);
  tx.set(ref, { chain: next }, { merge: true });
}

/**
 * Refuses (409 'invoice-annulled') a refund that would rectify a ticket whose invoice was annulled: the agency
 * holds that invoice as never issued, so an R5 of it would rectify nothing (see "VERI*FACTU: correcting records").
 * A cancellation record names its ticket (`ticketCode`): one query on that field (single-field index), read in the
 * refund's transaction, so an annulment and a refund at once cannot both pass (each reads what the other writes).
 */
export async function assertNotAnnulled(tx: Transaction, tenant: Tenant, ticketCodes: readonly string[]) {
  // A refund rectifies the tickets of one order's payments: a handful, within the 30 values `in` takes.
  for (let start = 0; start < ticketCodes.length; start += 30) {
    const records = await tx.get(
      billingRecordsOf(tenant).where('ticketCode', 'in', ticketCodes.slice(start, start + 30)),
    );
    if (records.docs.some((doc) => doc.data().kind === 'anulacion')) throw new ApiError('invoice-annulled');
  }
}
