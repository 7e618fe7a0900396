import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { rulesEnvironment } from '../support/rules-env';

const PATHS = [
  'users/ana',
  'organizations/org-a',
  'memberships/org-a_ana',
  'organizations/org-a/orders/o1',
  'anything/else',
];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('demo-rules-foundation');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  // Documents exist, so a denial below comes from the rules, not from a missing document.
  await env.withSecurityRulesDisabled(async (context) => {
    for (const path of PATHS) await setDoc(doc(context.firestore(), path), { seeded: true });
  });
});

describe('firestore rules: deny by default', () => {
  it('the seeded documents are there (sanity: rules disabled can read them)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      for (const path of PATHS) await assertSucceeds(getDoc(doc(context.firestore(), path)));
    });
  });

  for (const who of ['anonymous', 'signed-in user'] as const) {
    describe(who, () => {
      const db = () =>
        (who === 'anonymous' ? env.unauthenticatedContext() : env.authenticatedContext('ana')).firestore();

      it.each(PATHS)('cannot read, write or delete %s', async (path) => {
        await assertFails(getDoc(doc(db(), path)));
        await assertFails(setDoc(doc(db(), path), { hacked: true }));
        await assertFails(deleteDoc(doc(db(), path)));
      });

      it('cannot list a collection', async () => {
        await assertFails(getDocs(collection(db(), 'organizations')));
      });
    });
  }
});
