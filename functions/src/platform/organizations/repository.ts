import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  organizationSearchTokens,
  slugCandidates,
  type FiscalData,
  type ModuleType,
  type Organization,
  type Page,
  type Role,
  type TenantCollectionName,
  type VerifactuSettings,
  VERIFACTU_OFF,
  withRequiredModules,
} from '@plataforma/domain';
import { randomBytes } from 'node:crypto';
import { db, transaction } from '../firebase';
import { readPage, type PageRequest } from '../paging';
import { applyListPlan, type ListPlan } from '../queries/list-plan';
import { invitationsOfOrganization } from '../invitations/repository';
import { membershipRef, organizationMemberships, type MembershipDoc } from '../memberships/repository';

/** organizations/{orgId}. */
export interface OrganizationDoc {
  name: string;
  slug: string;
  modules: { type: ModuleType; enabledAt: Timestamp }[];
  fiscal: FiscalData;
  /** Issue 23: absent until an owner sets it. */
  verifactu?: VerifactuSettings;
  createdAt: Timestamp;
  createdBy: string;
  /**
   * The administrators' search keys (organizationSearchTokens in domain), rewritten with the name and the fiscal data.
   * Organizations created before it have none until `scripts/backfill-search-tokens.mjs` runs.
   */
  searchTokens?: string[];
}

export interface OrganizationRecord {
  id: string;
  data: OrganizationDoc;
}

/**
 * A write a service adds to the transaction or batch of a change (an audit entry), so that it is committed with
 * the change or not at all. It receives the organization as it is after the change.
 */
export type AlsoWrite = (writer: Transaction | WriteBatch, after: OrganizationRecord) => void;

export const organizationRef = (id: string) =>
  db().collection(COLLECTIONS.organizations).doc(id) as DocumentReference<OrganizationDoc>;
/** organizations/{orgId}/{name}: every business collection lives under its organization (and is registered in domain). */
export const organizationCollection = <T>(organizationId: string, name: TenantCollectionName) =>
  organizationRef(organizationId).collection(name) as CollectionReference<T>;
const slugRef = (slug: string) => db().collection(COLLECTIONS.slugs).doc(slug);

/**
 * Organizations read in the last few seconds, by id and by slug: the hot path of every tenant route reads only the
 * caller's membership. Another instance's change shows within CACHE_MS; this instance's own writes forget the entry
 * at once (and a read that raced with one of them is not remembered).
 */
const CACHE_MS = 5_000;
const CACHE_SIZE = 1_000;
const recent = new Map<string, { record: OrganizationRecord; until: number }>();
let writes = 0;

function recentOrganization(ref: string): OrganizationRecord | undefined {
  const hit = recent.get(ref);
  if (hit && hit.until > Date.now()) return hit.record;
  recent.delete(ref);
  return undefined;
}

function remember(record: OrganizationRecord, writesSeen: number) {
  if (writesSeen !== writes) return;
  const until = Date.now() + CACHE_MS;
  for (const key of [record.id, record.data.slug]) {
    recent.delete(key);
    recent.set(key, { record, until });
  }
  // The oldest entries go first (a Map iterates in insertion order).
  for (const key of recent.keys()) {
    if (recent.size <= CACHE_SIZE) break;
    recent.delete(key);
  }
}

/** Called after every write to an organization (or its slug) made by this instance. */
function forget(record: OrganizationRecord) {
  writes += 1;
  recent.delete(record.id);
  recent.delete(record.data.slug);
}

/** A written organization, forgotten by the cache (chained after the write). */
const forgotten = (record: OrganizationRecord) => {
  forget(record);
  return record;
};

const membershipOf = (snapshot: DocumentSnapshot) => (snapshot.exists ? (snapshot.data() as MembershipDoc) : undefined);

/**
 * The organization named by slug or by id (the spec's routes accept either) and the user's membership of it, in one
 * read round trip: the slug, the organization and the membership (the ref taken as an id) are read together; only a
 * slug costs a second one. A recently read organization costs the membership read alone; a cached one the user is
 * not a member of is read again (it may be gone, its slug another's).
 */
export async function findOrganizationAndMembership(
  ref: string,
  userId: string,
): Promise<{ organization?: OrganizationRecord; membership?: MembershipDoc }> {
  const writesSeen = writes;
  const cached = recentOrganization(ref);
  if (cached) {
    const membership = membershipOf(await membershipRef(cached.id, userId).get());
    if (membership) return { organization: cached, membership };
  }
  const firestore = db();
  const [bySlug, byId, membershipById] = await firestore.getAll(
    slugRef(ref),
    organizationRef(ref),
    membershipRef(ref, userId),
  );
  let [organization, membership] = [byId!, membershipById!];
  if (bySlug!.exists) {
    const id = (bySlug!.data() as { orgId: string }).orgId;
    [organization, membership] = (await firestore.getAll(organizationRef(id), membershipRef(id, userId))) as [
      DocumentSnapshot,
      DocumentSnapshot,
    ];
  }
  if (!organization.exists) return {};
  const record = { id: organization.id, data: organization.data() as OrganizationDoc };
  remember(record, writesSeen);
  return { organization: record, membership: membershipOf(membership) };
}

export function toOrganization(record: OrganizationRecord, role: Role | null): Organization {
  const { data } = record;
  return {
    id: record.id,
    name: data.name,
    slug: data.slug,
    modules: data.modules.map((m) => ({ type: m.type, enabledAt: m.enabledAt.toDate().toISOString() })),
    fiscal: data.fiscal ?? {},
    verifactu: data.verifactu ?? VERIFACTU_OFF,
    createdAt: data.createdAt.toDate().toISOString(),
    role,
  };
}

const SLUG_ATTEMPTS = 20;

/**
 * The first free slug among base, base-2, ... (read in the transaction, so two creations cannot take the same). A slug
 * must also be no organization's id: `GET /organizations/{slug-or-id}` looks both up.
 */
async function freeSlug(tx: Transaction, base: string): Promise<string> {
  const candidates = slugCandidates(base, SLUG_ATTEMPTS);
  const snapshots = await tx.getAll(...candidates.map(slugRef), ...candidates.map(organizationRef));
  const taken = (i: number) => snapshots[i]!.exists || snapshots[candidates.length + i]!.exists;
  const free = candidates.find((_, i) => !taken(i));
  return free ?? `${candidates[0]}-${randomBytes(3).toString('hex')}`;
}

/** Where new organization ids come from: Firestore's random ids (an object, so that a test can force one). */
export const organizationIds = { next: (): string => db().collection(COLLECTIONS.organizations).doc().id };

const ID_ATTEMPTS = 5;

/** A new organization id that is no organization's slug (the same lookup serves both). */
async function freeId(tx: Transaction): Promise<string> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const id = organizationIds.next();
    if (!(await tx.get(slugRef(id))).exists) return id;
  }
  throw new Error('No free organization id');
}

export interface NewOrganization {
  name: string;
  baseSlug: string;
  modules: ModuleType[];
  /** Who created it (the owner, or the platform administrator who created it for someone). */
  createdBy: string;
  /** Omitted only when a platform administrator creates an organization with no members yet. */
  owner?: Pick<MembershipDoc, 'userId' | 'email' | 'firstName' | 'lastName'>;
}

/**
 * Creates the organization, reserves its slug and makes the owner its member, all in one transaction. Its id and its
 * slug are each checked against both ids and slugs.
 */
export async function createOrganization(input: NewOrganization, alsoWrite?: AlsoWrite): Promise<OrganizationRecord> {
  return transaction(async (tx) => {
    const ref = organizationRef(await freeId(tx));
    const slug = await freeSlug(tx, input.baseSlug);
    const now = Timestamp.now();
    const data: OrganizationDoc = {
      name: input.name,
      slug,
      // With what they need (MODULE_DEPENDENCIES): whoever creates it, the POS comes with its locations.
      modules: withRequiredModules(input.modules).map((type) => ({ type, enabledAt: now })),
      fiscal: {},
      createdAt: now,
      createdBy: input.createdBy,
      searchTokens: organizationSearchTokens({ name: input.name, slug }),
    };
    tx.create(slugRef(slug), { orgId: ref.id });
    tx.create(ref, data);
    if (input.owner) {
      const membership: MembershipDoc = {
        ...input.owner,
        organizationId: ref.id,
        role: 'owner',
        status: 'active',
        organizationName: input.name,
        organizationSlug: slug,
      };
      tx.create(membershipRef(ref.id, input.owner.userId), membership);
    }
    const record = { id: ref.id, data };
    alsoWrite?.(tx, record);
    return record;
  }).then(forgotten);
}

/** Renames and/or updates fiscal data; a new name is copied to the memberships (denormalized for listing). */
export async function updateOrganization(
  id: string,
  changes: Partial<Pick<OrganizationDoc, 'name' | 'fiscal' | 'verifactu'>>,
  alsoWrite?: (tx: Transaction, before: OrganizationDoc, after: OrganizationRecord) => void,
): Promise<OrganizationRecord> {
  return transaction(async (tx) => {
    const current = (await tx.get(organizationRef(id))).data()!;
    const members = changes.name ? await tx.get(organizationMemberships(id)) : undefined;
    const searchTokens = organizationSearchTokens({ ...current, ...changes });
    tx.update(organizationRef(id), { ...changes, searchTokens });
    members?.docs.forEach((doc) => tx.update(doc.ref, { organizationName: changes.name }));
    const record = { id, data: { ...current, ...changes, searchTokens } };
    alsoWrite?.(tx, current, record);
    return record;
  }).then(forgotten);
}

/** Enables or disables modules in a transaction (a concurrent toggle is never lost). */
export async function changeModules(
  id: string,
  change: (modules: OrganizationDoc['modules']) => OrganizationDoc['modules'],
  alsoWrite?: AlsoWrite,
): Promise<OrganizationRecord> {
  return transaction(async (tx) => {
    const snapshot = await tx.get(organizationRef(id));
    const data = snapshot.data()!;
    const modules = change(data.modules);
    tx.update(organizationRef(id), { modules });
    const record = { id, data: { ...data, modules } };
    alsoWrite?.(tx, record);
    return record;
  }).then(forgotten);
}

const DELETE_BATCH = 400;

/** Deletes what a query finds, in batches. */
async function deleteAll(query: Query): Promise<void> {
  for (;;) {
    const page = await query.limit(DELETE_BATCH).get();
    if (page.empty) return;
    const batch = db().batch();
    page.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
}

/**
 * Deletes the organization's memberships and invitations (in batches), everything under it, and then frees its slug.
 * `alsoWrite` joins the last batch (freeing the slug): the deletion is complete when it is committed.
 */
export async function deleteOrganization(record: OrganizationRecord, alsoWrite?: AlsoWrite): Promise<void> {
  const firestore = db();
  // Memberships first: if this stops half-way, no one is left pointing at a half-deleted organization.
  await deleteAll(organizationMemberships(record.id));
  await deleteAll(invitationsOfOrganization(record.id));
  await firestore.recursiveDelete(organizationRef(record.id));
  const last = firestore.batch();
  last.delete(slugRef(record.data.slug));
  alsoWrite?.(last, record);
  await last.commit();
  forget(record);
}

/** One page of organizations as a list plan asks for them (the administrators' list), and the total. */
export async function pageOrganizations(plan: ListPlan, request: PageRequest): Promise<Page<OrganizationRecord>> {
  const all = db().collection(COLLECTIONS.organizations) as CollectionReference<OrganizationDoc>;
  const { docs, ...page } = await readPage(applyListPlan(all, plan), request);
  return { ...page, items: docs.map((doc) => ({ id: doc.id, data: doc.data() })) };
}

/** How many organizations there are and how many have each module enabled (reads only the modules field). */
export async function moduleUsage(): Promise<{ organizations: number; modules: ModuleType[][] }> {
  const snapshot = await db().collection(COLLECTIONS.organizations).select('modules').get();
  const modules = snapshot.docs.map((doc) => ((doc.get('modules') ?? []) as { type: ModuleType }[]).map((m) => m.type));
  return { organizations: snapshot.size, modules };
}
