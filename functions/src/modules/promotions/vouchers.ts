import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  DEFAULT_TIMEZONE,
  codeKey,
  computeLiability,
  eurosToCents,
  formatVoucherCode,
  isVoucherCode,
  normaliseVoucherCode,
  searchKey,
  todayIn,
  voucherCodeFrom,
  voucherIssuedSummary,
  type AdjustVoucherBody,
  type IssueVoucherBody,
  type Liability,
  type MovementCause,
  type Page,
  type PromotionAccount,
  type PromotionMovement,
  type VoucherListQuery,
} from '@plataforma/domain';
import { randomBytes } from 'node:crypto';
import { transaction } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { readPage, type PageRequest } from '../../platform/paging';
import { applyListPlan, type ListPlan } from '../../platform/queries/list-plan';
import { toIso } from '../../platform/resources/repository';
import { readClientRef, writeTimelineEntry } from '../crm';
import { servedBy } from '../orders';
import {
  accountSearchTokens,
  accountsOf,
  codesOf,
  movementsOf,
  PROMOTIONS,
  type AccountDoc,
  type MovementDoc,
} from './collections';
import { openAccount, postMovement, readAccount, type HeldAccount } from './ledger';

/**
 * Gift vouchers (issue 17): issued by a manager (or, later, sold at the POS), with a code nobody can guess, an
 * initial balance, an optional last valid day and an optional client. Every change of a balance is a movement
 * posted through the ledger in the change's own transaction.
 */

/** A query's search key: a code as typed ('k7qm-x2rb') is looked up without its separators. */
function voucherSearchKey(q: string): string | undefined {
  const compact = normaliseVoucherCode(q);
  if (/^[A-Z2-9]{4,12}$/.test(compact) && /[-\s]|\d/.test(q.trim())) return searchKey(compact);
  return searchKey(q);
}

/** The vouchers list: newest first, searched by a code's start or a client's name (two composite indexes). */
export function voucherListPlan(query: Pick<VoucherListQuery, 'q'>): ListPlan {
  const key = query.q ? voucherSearchKey(query.q) : undefined;
  return {
    collection: PROMOTIONS.accounts,
    filters: [
      { field: 'kind', op: '==', value: 'voucher' },
      ...(key ? [{ field: 'searchTokens', op: 'array-contains' as const, value: key }] : []),
    ],
    orderBy: { field: 'createdAt', direction: 'desc' },
  };
}
export const everyVoucherListPlan = () => [voucherListPlan({}), voucherListPlan({ q: 'abcd' })];

/** An account's movements, newest first (one composite index: accountId, at desc). */
export function movementListPlan(accountId: string): ListPlan {
  return {
    collection: PROMOTIONS.movements,
    filters: [{ field: 'accountId', op: '==', value: accountId }],
    orderBy: { field: 'at', direction: 'desc' },
  };
}
export const everyMovementListPlan = () => [movementListPlan('x')];

const todayInMadrid = (at = new Date()) => todayIn(DEFAULT_TIMEZONE, at);

export function toAccount(id: string, doc: AccountDoc): PromotionAccount {
  return {
    id,
    kind: doc.kind,
    code: formatVoucherCode(doc.code),
    status: doc.status,
    balance: doc.balance,
    initial: doc.initial,
    unitValueCents: doc.unitValueCents,
    expiresOn: doc.expiresOn,
    expired: doc.expiresOn !== null && todayInMadrid() > doc.expiresOn,
    client: doc.client,
    programId: doc.programId ?? null,
    covers: doc.covers ?? null,
    createdAt: toIso(doc.createdAt),
    updatedAt: toIso(doc.updatedAt),
  };
}

export const toMovement = (id: string, doc: MovementDoc): PromotionMovement => ({
  id,
  accountId: doc.accountId,
  kind: doc.kind,
  units: doc.units,
  balanceAfter: doc.balanceAfter,
  cause: doc.cause,
  at: toIso(doc.at),
});

/** A manager's action as the cause of a movement: who (the staff session's employee, or the account) and why. */
const byManager = (tenant: Tenant, reason: string): MovementCause => ({
  type: 'manager',
  by: servedBy(tenant),
  reason,
});

/** The most draws of a code that is already taken before giving up (60 bits: a repeat is practically impossible). */
const CODE_ATTEMPTS = 5;

/** POST /promotions/vouchers: issues a voucher with a new code, its issue movement and the client's timeline entry. */
export async function issueVoucher(tenant: Tenant, body: IssueVoucherBody): Promise<PromotionAccount> {
  if (body.clientId) assertModuleEnabled(tenant, 'crm');
  const cents = eurosToCents(body.amount);
  for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt++) {
    const code = normaliseVoucherCode(voucherCodeFrom(randomBytes(12)));
    const issued = await transaction(async (tx) => {
      const codeRef = codesOf(tenant).doc(codeKey('voucher', code));
      if ((await tx.get(codeRef)).exists) return undefined;
      const client = body.clientId ? await readClientRef(tx, tenant, body.clientId) : null;
      const held = openAccount(
        tx,
        tenant,
        {
          kind: 'voucher',
          code,
          initial: cents,
          unitValueCents: 1,
          expiresOn: body.expiresOn,
          client,
          searchTokens: accountSearchTokens(code, client),
        },
        { kind: 'issue', units: cents, cause: byManager(tenant, body.note) },
      );
      tx.create(codeRef, { accountId: held.id });
      if (client)
        writeTimelineEntry(tx, tenant, {
          clientId: client.id,
          kind: 'voucher-issued',
          module: 'promotions',
          summary: voucherIssuedSummary(formatVoucherCode(code), cents),
          amountCents: cents,
        });
      return held;
    });
    if (issued) return toAccount(issued.id, issued.doc);
  }
  throw new Error('Could not draw a free voucher code');
}

/** Reads a voucher (404 for another kind of account too). */
async function readVoucher(tx: Transaction, tenant: Tenant, id: string): Promise<HeldAccount> {
  const held = await readAccount(tx, tenant, id);
  if (held.doc.kind !== 'voucher') throw new ApiError('not-found');
  return held;
}

export async function getVoucher(tenant: Tenant, id: string): Promise<PromotionAccount> {
  const snapshot = await accountsOf(tenant).doc(id).get();
  if (!snapshot.exists || snapshot.data()!.kind !== 'voucher') throw new ApiError('not-found');
  return toAccount(id, snapshot.data()!);
}

/** The account of a voucher code as typed, read in a transaction (404 'voucher-code-not-found'). */
export async function readVoucherByCode(tx: Transaction, tenant: Tenant, typed: string): Promise<HeldAccount> {
  const code = normaliseVoucherCode(typed);
  if (!isVoucherCode(code)) throw new ApiError('voucher-code-not-found');
  const entry = await tx.get(codesOf(tenant).doc(codeKey('voucher', code)));
  if (!entry.exists) throw new ApiError('voucher-code-not-found');
  return readVoucher(tx, tenant, entry.data()!.accountId);
}

/** GET /promotions/vouchers/by-code/{code}: the till looks a voucher up (its balance, expiry, status). */
export async function lookupVoucher(tenant: Tenant, typed: string): Promise<PromotionAccount> {
  const held = await transaction((tx) => readVoucherByCode(tx, tenant, typed), { readOnly: true });
  return toAccount(held.id, held.doc);
}

export async function listVouchers(tenant: Tenant, query: VoucherListQuery): Promise<Page<PromotionAccount>> {
  const { docs, ...page } = await readPage(applyListPlan(accountsOf(tenant), voucherListPlan(query)), query);
  return { ...page, items: docs.map((doc) => toAccount(doc.id, doc.data())) };
}

/** POST /promotions/vouchers/{id}/adjust: a manager adds or takes an amount, with a reason. */
export async function adjustVoucher(tenant: Tenant, id: string, body: AdjustVoucherBody): Promise<PromotionAccount> {
  const cents = eurosToCents(body.amount);
  const held = await transaction(async (tx) => {
    const voucher = await readVoucher(tx, tenant, id);
    return postMovement(tx, tenant, voucher, {
      kind: 'adjust',
      units: body.direction === 'add' ? cents : -cents,
      cause: byManager(tenant, body.reason),
    });
  });
  return toAccount(held.id, held.doc);
}

/** POST /promotions/vouchers/{id}/cancel: what is left is taken off by a 'cancel' movement; nothing moves it after. */
export async function cancelVoucher(tenant: Tenant, id: string, reason: string): Promise<PromotionAccount> {
  const held = await transaction(async (tx) => {
    const voucher = await readVoucher(tx, tenant, id);
    return postMovement(tx, tenant, voucher, {
      kind: 'cancel',
      units: -voucher.doc.balance,
      cause: byManager(tenant, reason),
    });
  });
  return toAccount(held.id, held.doc);
}

/** GET /promotions/accounts/{accountId}/movements: the ledger of an account, newest first, paged. */
export async function listMovements(
  tenant: Tenant,
  accountId: string,
  request: PageRequest,
): Promise<Page<PromotionMovement>> {
  if (!(await accountsOf(tenant).doc(accountId).get()).exists) throw new ApiError('not-found');
  const { docs, ...page } = await readPage(applyListPlan(movementsOf(tenant), movementListPlan(accountId)), request);
  return { ...page, items: docs.map((doc) => toMovement(doc.id, doc.data())) };
}

/**
 * GET /promotions/liability?at=: what is owed at a moment, from the ledger itself (movements up to then, one range
 * query on `at`), so any past date answers what the books said then. It reads every movement until `at`: fine for
 * the thousands a business has; a daily aggregate (analytics) is the way when that grows.
 */
export async function liability(tenant: Tenant, at = new Date().toISOString()): Promise<Liability> {
  const limit = Timestamp.fromDate(new Date(at));
  const [accounts, movements] = await Promise.all([
    accountsOf(tenant).where('createdAt', '<=', limit).get(),
    movementsOf(tenant).where('at', '<=', limit).get(),
  ]);
  const byAccount = new Map<string, { kind: MovementDoc['kind']; units: number; at: string }[]>();
  for (const doc of movements.docs) {
    const { accountId, kind, units, at: when } = doc.data();
    byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), { kind, units, at: toIso(when) }]);
  }
  return computeLiability(
    accounts.docs.map((doc) => ({ id: doc.id, ...doc.data() })),
    (id) => byAccount.get(id) ?? [],
    new Date(at).toISOString(),
    todayInMadrid(new Date(at)),
  );
}
