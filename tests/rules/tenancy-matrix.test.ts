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
import { CONFIGURATION_COLLECTIONS, ORDERS_COLLECTIONS, RESTAURANT_COLLECTIONS } from '@plataforma/domain';
import { rulesEnvironment } from '../support/rules-env';

/** Every tenant collection of the modules: members read them (live screens), nobody writes them from a client. */
const MODULE_COLLECTIONS = [
  ...Object.values(CONFIGURATION_COLLECTIONS),
  ...Object.values(RESTAURANT_COLLECTIONS),
  ...Object.values(ORDERS_COLLECTIONS),
];

/**
 * The tenancy matrix of firestore.rules: every actor against every document (get, create, update, delete) and every
 * query (list). The expected outcome of each case is derived from the small tables below, never written by hand.
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

interface Target {
  path: string;
  data: DocumentData;
  /** Who may get it. Nobody may create, update or delete it. */
  canGet: (actor: Actor) => boolean;
}

const members = ACTORS.filter((actor) => actor.membership);
const users = ACTORS.filter((actor): actor is Actor & { uid: string } => actor.uid !== null);

const TARGETS: Target[] = [
  ...ORGS.flatMap(({ id, name }) => {
    const canGet = (actor: Actor) => isActiveIn(actor, id);
    return [
      {
        path: `organizations/${id}`,
        data: { name, slug: id, modules: ['restaurant'], fiscal: {}, createdAt: 1 },
        canGet,
      },
      ...MODULE_COLLECTIONS.map((name) => ({
        path: `organizations/${id}/${name}/r1`,
        data: { name: 'Tortilla' },
        canGet,
      })),
    ];
  }),
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
      canList: (actor) => isActiveIn(actor, id),
    },
    {
      // The kitchen board's live query.
      name: `organizations/${id}/orders of the kitchen`,
      query: (db) =>
        query(
          collection(db, `organizations/${id}/orders`),
          where('module', '==', 'restaurant'),
          where('status', 'in', ['sent', 'preparing', 'ready', 'served']),
        ),
      canList: (actor) => isActiveIn(actor, id),
    },
    ...MODULE_COLLECTIONS.map((name) => ({
      name: `organizations/${id}/${name}`,
      query: (db: TestFirestore) => collection(db, `organizations/${id}/${name}`),
      canList: (actor: Actor) => isActiveIn(actor, id),
    })),
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

const dbFor = (actor: Actor) =>
  (actor.uid === null ? env.unauthenticatedContext() : env.authenticatedContext(actor.uid)).firestore();

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
