import type { Transaction } from 'firebase-admin/firestore';
import type { ClientRef, MovementCause, PromotionAccount, SessionsCover } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { accountSearchTokens, accountsOf } from './collections';
import { openAccount, type HeldAccount } from './ledger';
import { toAccount } from './vouchers';

/**
 * Packs of sessions (issue 18: a salon's 'bono de 5 sesiones'; e-learning's later) on the ledger: an account of kind
 * 'sessions' per item of a pack sold, for its client, whose balance is the sessions left, each worth what it was
 * paid. The selling module opens it with the payment and redeems it (postMovement) when a session is charged.
 */
export interface SessionsAccountInput {
  client: ClientRef;
  covers: SessionsCover;
  sessions: number;
  unitValueCents: number;
  expiresOn: string;
}

/** Opens a sessions account with id `id` (the seller finds it by it again on a refund), in the caller's transaction. */
export function openSessionsAccount(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  id: string,
  input: SessionsAccountInput,
  cause: MovementCause,
): HeldAccount {
  return openAccount(
    tx,
    tenant,
    {
      kind: 'sessions',
      code: '',
      initial: input.sessions,
      unitValueCents: input.unitValueCents,
      expiresOn: input.expiresOn,
      client: input.client,
      covers: input.covers,
      searchTokens: accountSearchTokens('', input.client),
    },
    { kind: 'issue', units: input.sessions, cause },
    id,
  );
}

/** A client's packs of sessions with sessions left and not cancelled, soonest to expire first (then as sold). */
export async function clientSessions(
  tenant: Pick<Tenant, 'organization'>,
  clientId: string,
): Promise<PromotionAccount[]> {
  const snapshot = await accountsOf(tenant).where('client.id', '==', clientId).where('kind', '==', 'sessions').get();
  return snapshot.docs
    .map((doc) => toAccount(doc.id, doc.data()))
    .filter((account) => account.status === 'active' && account.balance > 0)
    .sort((a, b) => (a.expiresOn ?? '9999').localeCompare(b.expiresOn ?? '9999') || a.id.localeCompare(b.id));
}
