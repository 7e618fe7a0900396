// `npm run admin:grant -- <email>` / `npm run admin:revoke -- <email>`: makes a user a platform administrator, or
// stops them being one (revoking also ends their sessions). Runs against the Auth and Firestore emulators when
// FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST are set (as `npm start` runs them: 127.0.0.1:9099 and
// 127.0.0.1:8080 are used by default), otherwise against the project of GOOGLE_CLOUD_PROJECT with the machine's
// application default credentials.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { loadDomain } from './domain.mjs';

const [action, email] = process.argv.slice(2);
if (!['grant', 'revoke'].includes(action) || !email) {
  console.error('Uso: npm run admin:grant -- <correo>  |  npm run admin:revoke -- <correo>');
  process.exit(2);
}
const production = process.env.GOOGLE_CLOUD_PROJECT && !process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!production) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
}
const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-plataforma';
const app = initializeApp({ projectId });
const auth = getAuth(app);
const db = getFirestore(app);

const grant = action === 'grant';
try {
  const user = await auth.getUserByEmail(email);
  if (!grant) {
    const admins = await db.collection('users').where('platformAdmin', '==', true).get();
    if (admins.docs.every((doc) => doc.id === user.uid)) {
      console.error('Debe quedar al menos un administrador de la plataforma.');
      process.exit(1);
    }
  }
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, platformAdmin: grant });
  if (!grant) await auth.revokeRefreshTokens(user.uid);
  const batch = db.batch();
  const record = db.doc(`users/${user.uid}`);
  if ((await record.get()).exists) {
    batch.update(record, { platformAdmin: grant });
  } else {
    // An Auth account that never registered in the product: give it the record the API expects.
    const [firstName = email, ...rest] = (user.displayName ?? '').split(' ').filter(Boolean);
    const names = { email: email.toLowerCase(), firstName, lastName: rest.join(' ') };
    const { userSearchTokens } = await loadDomain();
    batch.set(record, {
      ...names,
      createdAt: FieldValue.serverTimestamp(),
      platformAdmin: grant,
      searchTokens: userSearchTokens(names),
    });
  }
  batch.set(db.collection('auditLog').doc(), {
    action: grant ? 'user.grant-admin' : 'user.revoke-admin',
    at: FieldValue.serverTimestamp(),
    actor: { uid: 'cli', email: null },
    target: { type: 'user', id: user.uid, label: email },
  });
  await batch.commit();
  console.log(grant ? `${email} es ahora administrador de la plataforma.` : `${email} ya no es administrador.`);
} catch (error) {
  console.error(
    error.code === 'auth/user-not-found' ? `No existe ningún usuario con el correo ${email}.` : error.message,
  );
  process.exit(1);
}
