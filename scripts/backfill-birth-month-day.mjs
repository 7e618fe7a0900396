// `node scripts/backfill-birth-month-day.mjs`: writes `birthMonthDay` ('MM-DD' of the birthday, '' without one) on
// the CRM clients stored before the API kept it (issue 24): the analytics' CRM report finds a month's birthdays by
// it, and a client without it is not listed (docs/decisions.md, "Analytics: the CRM and restaurant reports").
// Clients whose field is right are left alone, so it can run again. Runs against the Firestore emulator when
// FIRESTORE_EMULATOR_HOST is set (127.0.0.1:8080 by default), otherwise against the project of GOOGLE_CLOUD_PROJECT
// with the application default credentials.
import { db, forEachDoc } from './maintenance-db.mjs';
import { loadDomain } from './domain.mjs';

const { birthMonthDayOf, CRM_COLLECTIONS } = await loadDomain();

let written = 0;
await forEachDoc(
  db.collection('organizations'),
  async (organization) => {
    await forEachDoc(
      organization.ref.collection(CRM_COLLECTIONS.clients),
      async (doc) => {
        const birthMonthDay = birthMonthDayOf(doc.get('birthday') ?? '');
        if (doc.get('birthMonthDay') === birthMonthDay) return;
        try {
          // Only if the client is as read: a change the API made meanwhile wrote its own field.
          await doc.ref.update({ birthMonthDay }, { lastUpdateTime: doc.updateTime });
          written += 1;
        } catch (error) {
          if (error.code !== 9) throw error; // 9: FAILED_PRECONDITION, the document changed
        }
      },
      { parallel: true },
    );
  },
  { parallel: true },
);
console.log(`Clientes con su día de cumpleaños escrito: ${written}.`);
