import { logger } from 'firebase-functions';
import { COLLECTIONS } from '@plataforma/domain';
import { db } from '../firebase';
import type { OrganizationDoc } from './repository';

const ORGANIZATIONS_PAGE = 200;

/**
 * A scheduled job's pass over every organization (the daily expiries), a page at a time in id order: no query can
 * pick organizations by module (modules are objects in an array), so each page is read. One organization's failure
 * is logged as '<job> failed' and does not stop the rest.
 */
export async function forEachOrganization(
  job: string,
  work: (organization: { id: string; data: OrganizationDoc }) => Promise<void>,
): Promise<void> {
  let after: string | undefined;
  for (;;) {
    let query = db().collection(COLLECTIONS.organizations).orderBy('__name__').limit(ORGANIZATIONS_PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const organization of page.docs) {
      try {
        await work({ id: organization.id, data: organization.data() as OrganizationDoc });
      } catch (error) {
        logger.error(`${job} failed`, { organizationId: organization.id, error: String(error) });
      }
    }
    if (page.size < ORGANIZATIONS_PAGE) return;
    after = page.docs[page.docs.length - 1]!.id;
  }
}
