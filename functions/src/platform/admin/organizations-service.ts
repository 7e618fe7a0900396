import {
  EMPTY_MODULE_COUNTS,
  slugify,
  type AdminOrganization,
  type AdminStats,
  type CreateAdminOrganizationBody,
  type ListQuery,
  type Page,
} from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import type { Caller } from '../identity/authenticate';
import { countUsers, findUserByEmail } from '../identity/users-repository';
import { countMembers } from '../memberships/repository';
import {
  createOrganization,
  moduleUsage,
  pageOrganizations,
  type OrganizationRecord,
} from '../organizations/repository';
import { audit } from './audit';
import { adminListPlan } from './list-plans';

async function toAdminOrganization(record: OrganizationRecord): Promise<AdminOrganization> {
  const { data } = record;
  return {
    id: record.id,
    name: data.name,
    slug: data.slug,
    modules: data.modules.map((m) => ({ type: m.type, enabledAt: m.enabledAt.toDate().toISOString() })),
    memberCount: await countMembers(record.id),
    createdAt: data.createdAt.toDate().toISOString(),
  };
}

/**
 * Paged list of every organization by slug, searched on the server by any word of the name, slug, legal name or NIF
 * (case and accents ignored).
 */
export async function listOrganizations(query: ListQuery): Promise<Page<AdminOrganization>> {
  const page = await pageOrganizations(adminListPlan('organizations', query.q), query);
  return { ...page, items: await Promise.all(page.items.map(toAdminOrganization)) };
}

/**
 * An administrator creates an organization: for a registered owner found by e-mail (who becomes its owner), or
 * with no members yet (the administrator adds them). Audited in the creation's transaction.
 */
export async function createOrganizationAsAdmin(
  caller: Caller,
  body: CreateAdminOrganizationBody,
): Promise<AdminOrganization> {
  const owner = body.ownerEmail ? await findUserByEmail(body.ownerEmail) : undefined;
  if (body.ownerEmail && !owner) throw new ApiError('user-email-not-found');
  const record = await createOrganization(
    {
      name: body.name,
      baseSlug: slugify(body.name),
      modules: body.modules ?? [],
      createdBy: caller.uid,
      ...(owner
        ? { owner: { userId: owner.id, email: owner.email, firstName: owner.firstName, lastName: owner.lastName } }
        : {}),
    },
    (tx, created) =>
      audit(tx, caller, {
        action: 'organization.create',
        target: { type: 'organization', id: created.id, label: created.data.name },
        after: {
          name: created.data.name,
          slug: created.data.slug,
          modules: created.data.modules.map((m) => m.type),
          owner: owner?.email ?? null,
        },
      }),
  );
  return toAdminOrganization(record);
}

/** The dashboard's figures: organizations, users, and enabled modules (in total and per type). */
export async function stats(): Promise<AdminStats> {
  const [usage, users] = await Promise.all([moduleUsage(), countUsers()]);
  const modulesByType = EMPTY_MODULE_COUNTS();
  for (const types of usage.modules) for (const type of types) modulesByType[type] += 1;
  const enabledModules = Object.values(modulesByType).reduce((sum, n) => sum + n, 0);
  return { organizations: usage.organizations, users, enabledModules, modulesByType };
}
