import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { applyMovement, type MovementCause, type MovementKind, type MovementRefusal } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { accountsOf, movementsOf, type AccountDoc, type MovementDoc } from './collections';

/**
 * The ledger service (ARCHITECTURE.md, "Money owed to customers"): the only code that moves a balance. It writes
 * the movement and the account's new balance in the caller's transaction, so a balance is always the sum of its
 * movements and a movement exists if and only if the action that caused it was written. The caller reads the
 * account in that same transaction first (readAccount): two redemptions at once then contend on the account
 * document and Firestore runs them one after the other, so the balance cannot go below zero.
 */

/** An account as read in a transaction, to post movements to. */
export interface HeldAccount {
  id: string;
  doc: AccountDoc;
}

/** Reads an account in the transaction (404 when it does not exist). */
export async function readAccount(tx: Transaction, tenant: Pick<Tenant, 'organization'>, id: string) {
  const snapshot = await tx.get(accountsOf(tenant).doc(id));
  if (!snapshot.exists) throw new ApiError('not-found');
  return { id, doc: snapshot.data()! } satisfies HeldAccount;
}

/** What to post: a kind, signed units in the account's unit, and what caused it. */
export interface MovementInput {
  kind: MovementKind;
  units: number;
  cause: MovementCause;
}

/** The refusals of the arithmetic, as API errors. */
function refusal(reason: MovementRefusal): ApiError {
  if (reason === 'insufficient') return new ApiError('voucher-insufficient');
  if (reason === 'cancelled') return new ApiError('voucher-cancelled');
  return new ApiError('validation-failed', { amount: 'El importe no es válido' });
}

/**
 * Writes a movement of an account held in this transaction (only writes: every read of the transaction comes
 * first) and answers the account as it is now; the same `held` may take several movements in one transaction.
 * Throws (writing nothing) when the movement would take the balance below zero or the account is cancelled.
 */
export function postMovement(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  held: HeldAccount,
  { kind, units, cause }: MovementInput,
): HeldAccount {
  const balance = applyMovement(held.doc, kind, units);
  if (typeof balance !== 'number') throw refusal(balance);
  const at = Timestamp.now();
  const movement: MovementDoc = { accountId: held.id, kind, units, balanceAfter: balance, cause, at };
  tx.create(movementsOf(tenant).doc(), movement);
  // Expired or cancelled: nothing left for the expiry job (see AccountDoc.expiryDue).
  const { expiryDue, ...rest } = held.doc;
  const doc: AccountDoc = {
    ...(kind === 'expire' || kind === 'cancel' || expiryDue === undefined ? rest : { ...rest, expiryDue }),
    balance,
    status: kind === 'cancel' ? 'cancelled' : held.doc.status,
    updatedAt: at,
  };
  tx.set(accountsOf(tenant).doc(held.id), doc);
  return { id: held.id, doc };
}

/**
 * Opens an account with its first movement (a voucher's issue), in the caller's transaction: the account starts at
 * zero and the movement brings it to `units`, so even the first balance is a sum of the ledger.
 */
export function openAccount(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  fields: Omit<AccountDoc, 'balance' | 'status' | 'createdAt' | 'updatedAt' | 'expiryDue'>,
  first: MovementInput,
  /** An id the caller can find the account by again (a pack's sessions: its order and line); else a new one. */
  id?: string,
): HeldAccount {
  const ref = id ? accountsOf(tenant).doc(id) : accountsOf(tenant).doc();
  const now = Timestamp.now();
  const held: HeldAccount = {
    id: ref.id,
    doc: {
      ...fields,
      ...(fields.expiresOn !== null ? { expiryDue: fields.expiresOn } : {}),
      balance: 0,
      status: 'active' as const,
      createdAt: now,
      updatedAt: now,
    },
  };
  return postMovement(tx, tenant, held, first);
}
