import type { Timestamp } from 'firebase-admin/firestore';
import {
  PROMOTIONS_COLLECTIONS,
  searchTokens,
  type AccountKind,
  type AccountStatus,
  type ClientRef,
  type MovementCause,
  type MovementKind,
  type SessionsCover,
} from '@plataforma/domain';
import { organizationCollection } from '../../platform/organizations/repository';
import type { Tenant } from '../../platform/organizations/tenant-router';

export const PROMOTIONS = PROMOTIONS_COLLECTIONS;

/** promotionAccounts/{id}: a voucher (later a loyalty card or a pack of sessions) and its balance. */
export interface AccountDoc {
  kind: AccountKind;
  /** The normalised code ('K7QM X2RB 9HTE' without separators); '' for an account without one. */
  code: string;
  status: AccountStatus;
  /** The sum of the account's movements, written with each of them. */
  balance: number;
  initial: number;
  unitValueCents: number;
  expiresOn: string | null;
  /**
   * The last valid day while the expiry job may still have to write an 'expire' movement (set when issued with an
   * expiry; removed by that movement or a cancellation): what the job queries by, so spent work is never read again.
   */
  expiryDue?: string;
  /** CRM's client as it was named when attached (`client.id` is what CRM's merge and erase find it by). */
  client: ClientRef | null;
  /** A loyalty card's program (issue 17); absent on vouchers. */
  programId?: string;
  /** A pack's sessions account (issue 18): what a session pays for. */
  covers?: SessionsCover;
  /** Prefixes of the code and the client's name: the list's search. */
  searchTokens: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** promotionMovements/{id}: one movement of the ledger, never changed once written. */
export interface MovementDoc {
  accountId: string;
  kind: MovementKind;
  units: number;
  balanceAfter: number;
  cause: MovementCause;
  at: Timestamp;
}

/** promotionCodes/{kind-code}: the account (or coupon) a code belongs to. */
export interface CodeDoc {
  accountId: string;
}

const orgId = (tenant: Pick<Tenant, 'organization'>) => tenant.organization.id;
export const accountsOf = (tenant: Pick<Tenant, 'organization'>) =>
  organizationCollection<AccountDoc>(orgId(tenant), PROMOTIONS.accounts);
export const movementsOf = (tenant: Pick<Tenant, 'organization'>) =>
  organizationCollection<MovementDoc>(orgId(tenant), PROMOTIONS.movements);
export const codesOf = (tenant: Pick<Tenant, 'organization'>) =>
  organizationCollection<CodeDoc>(orgId(tenant), PROMOTIONS.codes);

/** What a list search finds an account by: its code without separators, and its client's name. */
export const accountSearchTokens = (code: string, client: ClientRef | null) =>
  searchTokens(`${code} ${client?.name ?? ''}`);

/** A client's card of a program: one per client and program, kept by this key (created with the card). */
export const cardKeyOf = (tenant: Pick<Tenant, 'organization'>, programId: string, clientId: string) =>
  codesOf(tenant).doc(`card-${programId}_${clientId}`);
