// `node scripts/backfill-search-tokens.mjs`: writes the administrators' search keys (`searchTokens`) of every
// organization and user, as the API keeps them since it searches by any word (organizationSearchTokens and
// userSearchTokens of domain). Run it once on data created before: without keys, those organizations and users are
// listed but not found by a search. Documents whose keys are right are left alone, so it can run again.
// Runs against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (127.0.0.1:8080 by default, as
// `npm start` runs it), otherwise against the project of GOOGLE_CLOUD_PROJECT with the application default credentials.
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { loadDomain } from './domain.mjs';

const production = process.env.GOOGLE_CLOUD_PROJECT && !process.env.FIRESTORE_EMULATOR_HOST;
if (!production) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const db = getFirestore(initializeApp({ projectId: process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-plataforma' }));
const { organizationSearchTokens, userSearchTokens } = await loadDomain();

const PAGE = 200;
const same = (a, b) => Array.isArray(a) && a.length === b.length && a.every((token, i) => token === b[i]);

/** Writes the keys of every document of a collection whose stored keys differ; answers how many it wrote. */
async function backfill(collection, keysOf) {
  let written = 0;
  let last;
  for (;;) {
    const ordered = db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    if (page.empty) return written;
    const writes = page.docs.map(async (doc) => {
      const searchTokens = keysOf(doc.data());
      if (same(doc.get('searchTokens'), searchTokens)) return;
      try {
        // Only if the document is as read: a change the API made meanwhile wrote its own keys.
        await doc.ref.update({ searchTokens }, { lastUpdateTime: doc.updateTime });
        written += 1;
      } catch (error) {
        if (error.code !== 9) throw error; // 9: FAILED_PRECONDITION, the document changed
      }
    });
    await Promise.all(writes);
    last = page.docs[page.docs.length - 1];
  }
}

const organizations = await backfill('organizations', organizationSearchTokens);
const users = await backfill('users', userSearchTokens);
console.log(`Claves de búsqueda escritas: organizaciones ${organizations}, usuarios ${users}.`);
