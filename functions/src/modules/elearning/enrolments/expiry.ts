import { DEFAULT_TIMEZONE, holdExpired, todayIn } from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { forEachOrganization } from '../../../platform/organizations/every-organization';
import { hasModule, type Tenant } from '../../../platform/organizations/tenant-router';
import { applyListPlan, registerListPlans, type ListPlan } from '../../../platform/queries/list-plan';
import { ELEARNING, enrolmentsOf } from '../collections';
import { planCancellations } from './enrol';

/**
 * The daily expiry of held places: a pendiente de pago enrolment whose last held day (`holdUntil`, Madrid's
 * calendar) has passed is cancelled and its place given back, as a manager's cancel would (planCancellations: the
 * course's counter, the client's timeline), with EXPIRED_HOLD_REASON. Pending enrolments without a hold (made before
 * holds existed) never expire.
 *
 * Bounded work: per organization with e-learning, one query on state == pending and holdUntil < today (one composite
 * index, registered below), a page at a time; each enrolment in its own transaction that reads it again, so a run twice
 * (or two at once) cancels it once, and one paid at a till meanwhile (activa) is left alone.
 */

export const EXPIRED_HOLD_REASON = 'Reserva caducada sin pagar';

const ENROLMENTS_PAGE = 100;

type Org = Pick<Tenant, 'organization'>;

/** The pending enrolments by the last day of their hold (the range on holdUntil is added to it). */
const heldPlan: ListPlan = {
  collection: ELEARNING.enrolments,
  filters: [{ field: 'state', op: '==', value: 'pending' }],
  orderBy: { field: 'holdUntil', direction: 'asc' },
};
registerListPlans(() => [heldPlan]);

export interface HoldExpiryRun {
  organizations: number;
  cancelled: number;
}

/**
 * Cancels one enrolment if, read again in its transaction, it is still pendiente de pago with its hold passed on
 * `today`; answers whether it did.
 */
export async function expireHold(tenant: Org, enrolmentId: string, today: string): Promise<boolean> {
  return transaction(async (tx) => {
    const fresh = (await tx.get(enrolmentsOf(tenant).doc(enrolmentId))).data();
    if (!fresh || fresh.state !== 'pending' || !holdExpired(fresh.holdUntil, today)) return false;
    (await planCancellations(tx, tenant, [enrolmentId], EXPIRED_HOLD_REASON))(tx);
    return true;
  });
}

/** Cancels one organization's pending enrolments whose hold ended before `today` (YYYY-MM-DD); answers how many. */
export async function expireOrganizationHolds(tenant: Org, today: string): Promise<number> {
  let cancelled = 0;
  for (;;) {
    // Cancelled enrolments leave the query, so the next page is again the first one left: no cursor needed.
    const page = await applyListPlan(enrolmentsOf(tenant), heldPlan)
      .where('holdUntil', '<', today)
      .limit(ENROLMENTS_PAGE)
      .select()
      .get();
    let done = 0;
    for (const snapshot of page.docs) if (await expireHold(tenant, snapshot.id, today)) done += 1;
    cancelled += done;
    if (page.size < ENROLMENTS_PAGE || done === 0) return cancelled;
  }
}

/**
 * Every organization with e-learning, on Madrid's day of `at`; one organization's failure does not stop the rest.
 * The scheduler calls it once a day; the tests call it directly (the emulators run no scheduled functions).
 */
export async function expirePendingEnrolments(at = new Date()): Promise<HoldExpiryRun> {
  const today = todayIn(DEFAULT_TIMEZONE, at);
  const run: HoldExpiryRun = { organizations: 0, cancelled: 0 };
  await forEachOrganization('Held places expiry', async (organization) => {
    // A job's tenant: the organization alone (the cancellation reads its modules: CRM on, the timeline entry).
    const tenant: Org = { organization };
    if (!hasModule(tenant, 'elearning')) return;
    run.cancelled += await expireOrganizationHolds(tenant, today);
    run.organizations += 1;
  });
  return run;
}
