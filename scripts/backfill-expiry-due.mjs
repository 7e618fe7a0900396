// `node scripts/backfill-expiry-due.mjs`: marks the promotion accounts issued before the expiry job (issue 17) that
// still need an 'expire' movement some day: `expiryDue = expiresOn` on every active account with an expiry and a
// balance above zero that lacks the mark (the job queries by it; see docs/decisions.md, "Gift vouchers sold at the
// POS, and the expiry job"). Accounts already marked, cancelled, empty or without expiry are left alone, so it can run
// again. Runs against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (127.0.0.1:8080 by default),
// otherwise against the project of GOOGLE_CLOUD_PROJECT with the application default credentials.
import { db, forEachDoc } from './maintenance-db.mjs';

let marked = 0;
await forEachDoc(db.collection('organizations'), async (organization) => {
  const accounts = organization.ref.collection('promotionAccounts').where('status', '==', 'active');
  await forEachDoc(accounts, async (doc) => {
    const { expiresOn, balance, expiryDue } = doc.data();
    if (!expiresOn || !(balance > 0) || expiryDue !== undefined) return;
    try {
      // Only if the account is as read: a movement meanwhile (the API's) is left to write its own fields.
      await doc.ref.update({ expiryDue: expiresOn }, { lastUpdateTime: doc.updateTime });
      marked += 1;
    } catch (error) {
      if (error.code !== 9) throw error; // 9: FAILED_PRECONDITION, the document changed
    }
  });
});
console.log(`Cuentas marcadas para caducar: ${marked}.`);
