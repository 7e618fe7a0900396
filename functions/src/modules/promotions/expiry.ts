import { DEFAULT_TIMEZONE, todayIn } from '@plataforma/domain';
import { transaction } from '../../platform/firebase';
import { forEachOrganization } from '../../platform/organizations/every-organization';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { accountsOf } from './collections';
import { postMovement } from './ledger';

/**
 * The daily expiry of balances (issue 17): every account past its last valid day with a balance gets an 'expire'
 * movement of what is left, so the books say what the liability already counted as expired. Points expire only if
 * their program defines an expiry: programs have none today (cards open with `expiresOn: null`), so only vouchers.
 *
 * Bounded work: per organization, a range query on `expiryDue` (the last valid day, kept only while an expiry is
 * still due: a single-field index, no composite one), a page at a time; each account in its own transaction that
 * reads it again, so a run twice (or two runs at once) writes one movement and never goes below zero.
 */

const ACCOUNTS_PAGE = 100;

export interface ExpiryRun {
  organizations: number;
  expired: number;
}

/** Expires one organization's balances whose last valid day is before `today` (YYYY-MM-DD); answers how many. */
export async function expireOrganizationBalances(organizationId: string, today: string): Promise<number> {
  // The ledger needs only the organization's id (no request, no member: a job of the platform).
  const tenant = { organization: { id: organizationId } } as Pick<Tenant, 'organization'>;
  let expired = 0;
  for (;;) {
    // Expired accounts lose `expiryDue`, so the next page is again the first one left: no cursor needed.
    const page = await accountsOf(tenant)
      .where('expiryDue', '<', today)
      .orderBy('expiryDue')
      .limit(ACCOUNTS_PAGE)
      .get();
    let moved = 0;
    for (const snapshot of page.docs) {
      const done = await transaction(async (tx) => {
        const fresh = await tx.get(snapshot.ref);
        const doc = fresh.data();
        if (!doc || doc.expiryDue === undefined || doc.expiryDue >= today) return false;
        const cause = { type: 'expiry' as const, expiresOn: doc.expiryDue };
        if (doc.status === 'cancelled' || doc.balance <= 0) {
          // Nothing left to expire: only the mark goes (no movement of 0).
          const { expiryDue: _done, ...rest } = doc;
          tx.set(snapshot.ref, rest);
          return false;
        }
        postMovement(tx, tenant, { id: snapshot.id, doc }, { kind: 'expire', units: -doc.balance, cause });
        return true;
      });
      if (done) expired += 1;
      moved += 1;
    }
    if (page.size < ACCOUNTS_PAGE || moved === 0) return expired;
  }
}

/** Every organization's expiries for the day (Madrid calendar, as `expiresOn`); one's failure does not stop the rest. */
export async function expireBalances(at = new Date()): Promise<ExpiryRun> {
  const today = todayIn(DEFAULT_TIMEZONE, at);
  const run: ExpiryRun = { organizations: 0, expired: 0 };
  await forEachOrganization('Balance expiry', async (organization) => {
    run.expired += await expireOrganizationBalances(organization.id, today);
    run.organizations += 1;
  });
  return run;
}
