// `node scripts/backfill-birth-month-day.mjs`: writes `birthMonthDay` ('MM-DD' of the birthday, '' without one) on
// the CRM clients stored before the API kept it (issue 24): the analytics' CRM report finds a month's birthdays by
// it, and a client without it is not listed (docs/decisions.md, "Analytics: the CRM and restaurant reports").
// Clients whose field is right are left alone, so it can run again. Runs against the Firestore emulator when
// FIRESTORE_EMULATOR_HOST is set (127.0.0.1:8080 by default), otherwise against the project of GOOGLE_CLOUD_PROJECT
// with the application default credentials.
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { loadDomain } from './domain.mjs';

const production = process.env.GOOGLE_CLOUD_PROJECT && !process.env.FIRESTORE_EMULATOR_HOST;
if (!production) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const db = getFirestore(initializeApp({ projectId: process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-plataforma' }));
const { birthMonthDayOf, CRM_COLLECTIONS } = await loadDomain();

const PAGE = 200;

/** Pages through a query by document id, calling `each` on every document. */
async function forEach(query, each) {
  let last;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    if (page.empty) return;
    await Promise.all(page.docs.map(each));
    last = page.docs[page.docs.length - 1];
  }
}

let written = 0;
await forEach(db.collection('organizations'), async (organization) => {
  await forEach(organization.ref.collection(CRM_COLLECTIONS.clients), async (doc) => {
    const birthMonthDay = birthMonthDayOf(doc.get('birthday') ?? '');
    if (doc.get('birthMonthDay') === birthMonthDay) return;
    try {
      // Only if the client is as read: a change the API made meanwhile wrote its own field.
      await doc.ref.update({ birthMonthDay }, { lastUpdateTime: doc.updateTime });
      written += 1;
    } catch (error) {
      if (error.code !== 9) throw error; // 9: FAILED_PRECONDITION, the document changed
    }
  });
});
console.log(`Clientes con su día de cumpleaños escrito: ${written}.`);
