import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Query,
} from 'firebase/firestore';
import {
  can,
  isLive,
  KITCHEN_STATUSES,
  ORDERS_TENANT_COLLECTIONS,
  TENANT_COLLECTIONS,
  type LiveAccess,
} from '@plataforma/domain';
import { rulesEnvironment } from '../support/rules-env';

/**
 * The tenancy matrix of firestore.rules: every actor against every document (get, create, update, delete) and every
 * query (list). The expected outcome of each case is derived from the small tables below and, for the collections
 * under an organization, from each one's declared client access (domain's TENANT_COLLECTIONS), never written by hand.
 */

type Role = 'owner' | 'admin' | 'manager' | 'staff';
type Status = 'active' | 'disabled';

interface Actor {
  name: string;
  /** null: not signed in. */
  uid: string | null;
  membership?: { orgId: string; role: Role; status: Status };
}

const ACTORS: Actor[] = [
  { name: 'owner', uid: 'owner', membership: { orgId: 'org-a', role: 'owner', status: 'active' } },
  { name: 'admin', uid: 'admin', membership: { orgId: 'org-a', role: 'admin', status: 'active' } },
  { name: 'manager', uid: 'manager', membership: { orgId: 'org-a', role: 'manager', status: 'active' } },
  { name: 'staff', uid: 'staff', membership: { orgId: 'org-a', role: 'staff', status: 'active' } },
  { name: 'disabled', uid: 'disabled', membership: { orgId: 'org-a', role: 'staff', status: 'disabled' } },
  { name: 'b-owner', uid: 'b-owner', membership: { orgId: 'org-b', role: 'owner', status: 'active' } },
  { name: 'outsider', uid: 'outsider' },
  { name: 'anonymous', uid: null },
];

const ORGS = [
  { id: 'org-a', name: 'Org A' },
  { id: 'org-b', name: 'Org B' },
];

// What an actor is, as far as the rules are concerned.
const isActiveIn = (actor: Actor, orgId: string) =>
  actor.membership?.orgId === orgId && actor.membership.status === 'active';
const managesOrg = (actor: Actor, orgId: string) =>
  isActiveIn(actor, orgId) && (actor.membership?.role === 'owner' || actor.membership?.role === 'admin');
const isSelf = (actor: Actor, uid: string) => actor.uid === uid;
const signedIn = (actor: Actor) => actor.uid !== null;
const nobody = () => false;
/** Who may read a live collection of `orgId`: its active members whose role has the declared permission. */
const mayListen = (access: LiveAccess, orgId: string) => (actor: Actor) =>
  isActiveIn(actor, orgId) && can(actor.membership!.role, access.live);

/** A document of a live collection holding the first allowed value of each `where` field, or a value outside. */
const liveData = (access: LiveAccess, inside: boolean) =>
  Object.fromEntries(Object.entries(access.where ?? {}).map(([field, values]) => [field, inside ? values[0] : 'x']));

interface Target {
  path: string;
  data: DocumentData;
  /** Who may get it. Nobody may create, update or delete it. */
  canGet: (actor: Actor) => boolean;
}

const members = ACTORS.filter((actor) => actor.membership);
const users = ACTORS.filter((actor): actor is Actor & { uid: string } => actor.uid !== null);

const TARGETS: Target[] = [
  ...ORGS.flatMap(({ id, name }): Target[] => [
    // Read through the API only.
    {
      path: `organizations/${id}`,
      data: { name, slug: id, modules: ['restaurant'], fiscal: {}, createdAt: 1 },
      canGet: nobody,
    },
    ...TENANT_COLLECTIONS.flatMap(({ name: collection, client }): Target[] => {
      const path = `organizations/${id}/${collection}`;
      if (!isLive(client)) return [{ path: `${path}/r1`, data: { name: 'Tortilla' }, canGet: nobody }];
      const inside = {
        path: `${path}/r1`,
        data: { name: 'Tortilla', ...liveData(client, true) },
        canGet: mayListen(client, id),
      };
      const outside = {
        path: `${path}/outside`,
        data: { name: 'Tortilla', ...liveData(client, false) },
        canGet: nobody,
      };
      return client.where ? [inside, outside] : [inside];
    }),
  ]),
  ...members.map(({ uid, membership }) => {
    const { orgId, role, status } = membership!;
    return {
      path: `memberships/${orgId}_${uid}`,
      data: {
        organizationId: orgId,
        userId: uid,
        role,
        status,
        organizationName: ORGS.find((org) => org.id === orgId)!.name,
        organizationSlug: orgId,
        email: `${uid}@example.com`,
        firstName: uid,
        lastName: 'Test',
      },
      canGet: (actor: Actor) => isSelf(actor, uid!) || managesOrg(actor, orgId),
    };
  }),
  ...users.map(({ uid }) => ({
    path: `users/${uid}`,
    data: { email: `${uid}@example.com`, firstName: uid, lastName: 'Test', createdAt: 1 },
    canGet: (actor: Actor) => isSelf(actor, uid),
  })),
  { path: 'slugs/org-a', data: { orgId: 'org-a' }, canGet: nobody },
  { path: 'anything/else', data: { seeded: true }, canGet: nobody },
];

/** The Firestore a rules test context hands out (typed as the compat SDK; the modular functions accept it). */
type TestFirestore = ReturnType<RulesTestContext['firestore']>;

interface ListCase {
  name: string;
  query: (db: TestFirestore, actor: Actor) => Query;
  canList: (actor: Actor) => boolean;
}

const LIST_CASES: ListCase[] = [
  ...ORGS.flatMap(({ id }): ListCase[] => [
    {
      name: `organizations where id == ${id}`,
      query: (db) => query(collection(db, 'organizations'), where(documentId(), '==', id)),
      canList: nobody,
    },
    {
      // The kitchen board's live query (useKitchenOrders).
      name: `organizations/${id}/orders of the kitchen`,
      query: (db) =>
        query(
          collection(db, `organizations/${id}/orders`),
          where('module', '==', 'restaurant'),
          where('status', 'in', [...KITCHEN_STATUSES]),
          where('date', '==', '2026-01-15'),
          where('locationId', '==', 'loc-1'),
        ),
      canList: mayListen(ORDERS_TENANT_COLLECTIONS.orders.client, id),
    },
    ...TENANT_COLLECTIONS.flatMap(({ name, client }): ListCase[] => {
      const path = `organizations/${id}/${name}`;
      // A query the rules cannot prove stays inside the declared values is refused, whoever asks.
      const unfiltered = {
        name: path,
        query: (db: TestFirestore) => collection(db, path),
        canList: isLive(client) && !client.where ? mayListen(client, id) : nobody,
      };
      if (!isLive(client) || !client.where) return [unfiltered];
      const filters = Object.entries(client.where);
      const filtered = {
        name: `${path} where ${filters.map(([field]) => `${field} in the declared values`).join(' and ')}`,
        query: (db: TestFirestore) =>
          query(collection(db, path), ...filters.map(([field, values]) => where(field, 'in', [...values]))),
        canList: mayListen(client, id),
      };
      return [unfiltered, filtered];
    }),
    {
      name: `memberships where organizationId == ${id}`,
      query: (db) => query(collection(db, 'memberships'), where('organizationId', '==', id)),
      canList: (actor) => managesOrg(actor, id),
    },
  ]),
  { name: 'organizations (all)', query: (db) => collection(db, 'organizations'), canList: nobody },
  {
    name: 'memberships where userId == self',
    query: (db, actor) => query(collection(db, 'memberships'), where('userId', '==', actor.uid ?? 'anonymous')),
    canList: signedIn,
  },
  {
    // Not provable for anyone but staff: staff could belong to organizations the caller does not manage.
    name: 'memberships where userId == staff',
    query: (db) => query(collection(db, 'memberships'), where('userId', '==', 'staff')),
    canList: (actor) => isSelf(actor, 'staff'),
  },
  { name: 'memberships (all)', query: (db) => collection(db, 'memberships'), canList: nobody },
  {
    name: 'users where id == self',
    query: (db, actor) => query(collection(db, 'users'), where(documentId(), '==', actor.uid ?? 'anonymous')),
    canList: nobody,
  },
  { name: 'users (all)', query: (db) => collection(db, 'users'), canList: nobody },
  { name: 'slugs (all)', query: (db) => collection(db, 'slugs'), canList: nobody },
  { name: 'anything (all)', query: (db) => collection(db, 'anything'), canList: nobody },
];

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied');
const expectOutcome = (allowed: boolean, operation: Promise<unknown>) =>
  allowed ? assertSucceeds(operation) : assertFails(operation);

const GET_CASES = ACTORS.flatMap((actor) =>
  TARGETS.map((target) => ({ actor, target, allowed: target.canGet(actor) })),
);
const QUERY_CASES = ACTORS.flatMap((actor) =>
  LIST_CASES.map((listCase) => ({ actor, listCase, allowed: listCase.canList(actor) })),
);
const WRITE_CASES = ACTORS.flatMap((actor) => TARGETS.map((target) => ({ actor, target })));

let env: RulesTestEnvironment;

/**
 * One client per actor for the whole matrix: a context is a Firebase app with its own Firestore client, kept until
 * env.cleanup(), and a new one per case (some 5,000) ran the test process out of memory.
 */
const databases = new Map<string, TestFirestore>();
const dbFor = (actor: Actor) => {
  const key = actor.uid ?? '';
  if (!databases.has(key))
    databases.set(
      key,
      (actor.uid === null ? env.unauthenticatedContext() : env.authenticatedContext(actor.uid)).firestore(),
    );
  return databases.get(key)!;
};

async function seed() {
  await env.withSecurityRulesDisabled(async (context) => {
    const batch = writeBatch(context.firestore());
    for (const { path, data } of TARGETS) batch.set(doc(context.firestore(), path), data);
    await batch.commit();
  });
}

beforeAll(async () => {
  env = await rulesEnvironment('demo-rules-tenancy');
  await env.clearFirestore();
  await seed();
});
afterAll(async () => {
  await env.cleanup();
});

describe('firestore rules: tenancy matrix', () => {
  it('the table has both allowed and denied cases for every operation it allows', () => {
    for (const cases of [GET_CASES, QUERY_CASES]) {
      expect(cases.some((c) => c.allowed)).toBe(true);
      expect(cases.some((c) => !c.allowed)).toBe(true);
    }
  });

  it('shows that staff cannot read idempotencyKeys or tickets directly', () => {
    const staffReads = (path: string) => [
      ...GET_CASES.filter((c) => c.actor.name === 'staff' && c.target.path.startsWith(`${path}/`)),
      ...QUERY_CASES.filter((c) => c.actor.name === 'staff' && c.listCase.name.startsWith(path)),
    ];
    for (const name of ['idempotencyKeys', 'tickets']) {
      const cases = staffReads(`organizations/org-a/${name}`);
      expect(cases.length, name).toBeGreaterThan(0);
      expect(cases.filter((c) => c.allowed)).toEqual([]);
    }
  });

  it('shows that nobody, owners included, reads or writes VERI*FACTU records, their states or the sender directly', () => {
    for (const name of ['billingRecords', 'billingRecordStates', 'verifactuSending']) {
      const path = `organizations/org-a/${name}`;
      const reads = [
        ...GET_CASES.filter((c) => c.target.path.startsWith(`${path}/`)),
        ...QUERY_CASES.filter((c) => c.listCase.name.startsWith(path)),
      ];
      expect(
        reads.map((c) => c.actor.name),
        name,
      ).toContain('owner');
      expect(
        reads.filter((c) => c.allowed),
        name,
      ).toEqual([]);
      const writes = WRITE_CASES.filter((c) => c.target.path.startsWith(`${path}/`));
      expect(
        writes.map((c) => c.actor.name),
        name,
      ).toContain('owner');
    }
  });

  it('the seeded documents are there (sanity: rules disabled can read them)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      for (const { path } of TARGETS) {
        const snapshot = await assertSucceeds(getDoc(doc(context.firestore(), path)));
        expect(snapshot.exists(), path).toBe(true);
      }
    });
  });

  // Reads do not change the data: the seed of beforeAll serves them all.
  describe('get', () => {
    it.each(GET_CASES.map((c) => [c.actor.name, verdict(c.allowed), c.target.path, c] as const))(
      '%s is %s to get %s',
      async (_actor, _verdict, _path, { actor, target, allowed }) => {
        await expectOutcome(allowed, getDoc(doc(dbFor(actor), target.path)));
      },
    );
  });

  describe('list', () => {
    it.each(QUERY_CASES.map((c) => [c.actor.name, verdict(c.allowed), c.listCase.name, c] as const))(
      '%s is %s to list %s',
      async (_actor, _verdict, _name, { actor, listCase, allowed }) => {
        const db = dbFor(actor);
        await expectOutcome(allowed, getDocs(listCase.query(db, actor)));
      },
    );
  });

  // Writes must all fail; the seed is restored before each one so a wrongly allowed write cannot leak into the next.
  describe('writes', () => {
    beforeEach(seed);

    it.each(WRITE_CASES.map((c) => [c.actor.name, c.target.path, c] as const))(
      '%s is denied to create %s',
      async (_actor, _path, { actor, target }) => {
        // The document is absent, so the write below is a create (a set on an existing document is an update).
        await env.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), target.path)));
        await assertFails(setDoc(doc(dbFor(actor), target.path), target.data));
      },
    );

    it.each(WRITE_CASES.map((c) => [c.actor.name, c.target.path, c] as const))(
      '%s is denied to update %s',
      async (_actor, _path, { actor, target }) => {
        await assertFails(updateDoc(doc(dbFor(actor), target.path), { tampered: true }));
      },
    );

    it.each(WRITE_CASES.map((c) => [c.actor.name, c.target.path, c] as const))(
      '%s is denied to delete %s',
      async (_actor, _path, { actor, target }) => {
        await assertFails(deleteDoc(doc(dbFor(actor), target.path)));
      },
    );
  });
});
