import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  canAssignRole,
  membershipId,
  modulesRequiring,
  slugify,
  VERIFACTU_MISSING_FISCAL,
  verifactuStatus,
  withRequiredModules,
  type CreateOrganizationBody,
  type Member,
  type ModuleType,
  type Organization,
  type Role,
  type UpdateOrganizationBody,
  type VerifactuSettings,
} from '@plataforma/domain';
import { audit } from '../admin/audit';
import { transaction } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../identity/authenticate';
import { findUser } from '../identity/users-repository';
import {
  countActiveOwners,
  membershipRef,
  organizationMemberships,
  toMember,
  type MembershipDoc,
} from '../memberships/repository';
import {
  changeModules,
  createOrganization,
  deleteOrganization,
  toOrganization,
  updateOrganization,
  type OrganizationRecord,
} from './repository';
import type { Tenant } from './tenant-router';

type AuditDraft = Parameters<typeof audit>[2];

/**
 * When a platform administrator's power is what lets the caller act, the change is written to the audit log in
 * the same transaction or batch as the change itself.
 */
export function auditIfAdmin(tenant: Tenant, writer: Transaction | WriteBatch, draft: AuditDraft): void {
  if (tenant.viaPlatformAdmin) audit(writer, tenant.caller, draft);
}

const organizationTarget = (record: OrganizationRecord) =>
  ({ type: 'organization', id: record.id, label: record.data.name }) as const;

/** A membership as an audit target: the person's e-mail in the organization's name. */
const memberTarget = (tenant: Tenant, userId: string, email: string) =>
  ({
    type: 'membership',
    id: membershipId(tenant.organization.id, userId),
    label: `${email} · ${tenant.organization.data.name}`,
  }) as const;

export async function create(caller: Caller, body: CreateOrganizationBody): Promise<Organization> {
  const user = await findUser(caller.uid);
  if (!user) throw new ApiError('user-not-found');
  const record = await createOrganization({
    name: body.name,
    baseSlug: slugify(body.name),
    modules: body.modules ?? [],
    createdBy: caller.uid,
    owner: { userId: caller.uid, email: user.email, firstName: user.firstName, lastName: user.lastName },
  });
  return toOrganization(record, 'owner');
}

export const get = (tenant: Tenant): Organization => toOrganization(tenant.organization, tenant.role);

export async function update(tenant: Tenant, body: UpdateOrganizationBody): Promise<Organization> {
  const record = await updateOrganization(tenant.organization.id, body, (tx, before, after) => {
    const changed = Object.keys(body) as (keyof UpdateOrganizationBody)[];
    auditIfAdmin(tenant, tx, {
      action: 'organization.update',
      target: organizationTarget(after),
      before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
      after: body,
    });
  });
  return toOrganization(record, tenant.role);
}

/**
 * Issue 23: an owner chooses VERI*FACTU and the AEAT environment. Choosing it needs the issuer's NIF and legal name
 * first (400 naming them): every ticket from then on carries a billing record and its QR.
 */
export async function updateVerifactu(tenant: Tenant, body: VerifactuSettings): Promise<Organization> {
  const record = await updateOrganization(tenant.organization.id, { verifactu: body }, (tx, before, after) => {
    // Checked against the document read in the transaction, not the request's organization: that one may be a
    // cached copy from before the fiscal data were saved a moment ago (by another instance).
    if (body.mode === 'verifactu') {
      const { missing } = verifactuStatus(before.fiscal ?? {}, body);
      if (missing.length > 0)
        throw new ApiError(
          'validation-failed',
          Object.fromEntries(missing.map((field) => [`fiscal.${field}`, VERIFACTU_MISSING_FISCAL[field]])),
          'Completa los datos fiscales antes de activar VERI*FACTU',
        );
    }
    auditIfAdmin(tenant, tx, {
      action: 'organization.update',
      target: organizationTarget(after),
      before: { verifactu: before.verifactu ?? null },
      after: { verifactu: body },
    });
  });
  return toOrganization(record, tenant.role);
}

export async function remove(tenant: Tenant): Promise<void> {
  await deleteOrganization(tenant.organization, (batch, record) =>
    auditIfAdmin(tenant, batch, {
      action: 'organization.delete',
      target: organizationTarget(record),
      before: { name: record.data.name, slug: record.data.slug },
    }),
  );
}

/** Enables the module with the modules it needs (MODULE_DEPENDENCIES) in one transaction. */
export async function enableModule(tenant: Tenant, type: ModuleType): Promise<Organization> {
  let required: ModuleType[] = [];
  const record = await changeModules(
    tenant.organization.id,
    (modules) => {
      const now = Timestamp.now();
      const added = withRequiredModules([type]).filter((wanted) => !modules.some((m) => m.type === wanted));
      required = added.filter((other) => other !== type);
      return [...modules, ...added.map((other) => ({ type: other, enabledAt: now }))];
    },
    (tx, after) =>
      auditIfAdmin(tenant, tx, {
        action: 'organization.module-enable',
        target: organizationTarget(after),
        after: { module: type, ...(required.length > 0 ? { required } : {}) },
      }),
  );
  return toOrganization(record, tenant.role);
}

/** Disables the module, unless another enabled module needs it (409 'module-required'). */
export async function disableModule(tenant: Tenant, type: ModuleType): Promise<Organization> {
  const record = await changeModules(
    tenant.organization.id,
    (modules) => {
      if (
        modulesRequiring(
          type,
          modules.map((m) => m.type),
        ).length > 0
      )
        throw new ApiError('module-required');
      return modules.filter((m) => m.type !== type);
    },
    (tx, after) =>
      auditIfAdmin(tenant, tx, {
        action: 'organization.module-disable',
        target: organizationTarget(after),
        before: { module: type },
      }),
  );
  return toOrganization(record, tenant.role);
}

const byName = (a: Member, b: Member) =>
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'es');

export async function listMembers(tenant: Tenant): Promise<Member[]> {
  const snapshot = await organizationMemberships(tenant.organization.id).get();
  return snapshot.docs.map((doc) => toMember(doc.data() as MembershipDoc)).sort(byName);
}

/** Only an owner gives, takes, or invites to, the owner role (canAssignRole). */
export function assertMayAssign(actor: Role, ...roles: Role[]) {
  if (!roles.every((role) => canAssignRole(actor, role))) throw new ApiError('forbidden');
}

/**
 * Reads the target membership and the owner count in one transaction, then gives it `newRole` (or removes it when
 * null): the organization always keeps at least one active owner, whatever runs at the same time.
 */
async function changeMembership(
  tenant: Tenant,
  userId: string,
  newRole: Role | null,
): Promise<MembershipDoc | undefined> {
  const organizationId = tenant.organization.id;
  return transaction(async (tx) => {
    const ref = membershipRef(organizationId, userId);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new ApiError('member-not-found');
    const target = snapshot.data() as MembershipDoc;
    assertMayAssign(tenant.role, target.role, ...(newRole ? [newRole] : []));
    const losesOwner = target.role === 'owner' && target.status === 'active' && newRole !== 'owner';
    if (losesOwner && (await countActiveOwners(tx, organizationId)) <= 1) throw new ApiError('last-owner');
    const entry = { target: memberTarget(tenant, userId, target.email), before: { role: target.role } };
    if (newRole) {
      tx.update(ref, { role: newRole });
      auditIfAdmin(tenant, tx, { ...entry, action: 'member.role', after: { role: newRole } });
      return { ...target, role: newRole };
    }
    tx.delete(ref);
    auditIfAdmin(tenant, tx, { ...entry, action: 'member.remove' });
    return undefined;
  });
}

export async function changeRole(tenant: Tenant, userId: string, role: Role): Promise<Member> {
  return toMember((await changeMembership(tenant, userId, role))!);
}

/** Removes a member (also oneself: leaving). Answers the members list. */
export async function removeMember(tenant: Tenant, userId: string): Promise<Member[]> {
  await changeMembership(tenant, userId, null);
  return listMembers(tenant);
}
