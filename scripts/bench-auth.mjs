// `npm run bench:auth`: what checking revocation (and disabled accounts) costs per request. Times, in one run, an
// authenticated tenant-scoped GET through the Hosting rewrite (the API checks revocation on every call), a no-op /api
// call, and the check's own work against the Auth emulator: verifyIdToken(token, true) and the account lookup it
// adds (getUser). Run by itself: it starts the emulators (after `npm run build`).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { call, measure, registeredAccount } from './bench-support.mjs';

const auth = getAuth(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-plataforma' }));
const { uid, token } = await registeredAccount();
const organization = await call('/organizations/create', { method: 'POST', token, body: { name: 'Bench Auth' } });

const rows = await measure([
  { name: 'GET /api/health (no-op)', run: () => call('/health') },
  { name: 'GET /api/organizations/{id}', run: () => call(`/organizations/${organization.id}`, { token }) },
  { name: 'verifyIdToken(token, true)', run: () => auth.verifyIdToken(token, true) },
  { name: 'getUser(uid): the revocation lookup', run: () => auth.getUser(uid) },
]);
const [, get, , lookup] = rows;
console.log(
  `The revocation lookup is ${lookup.medianMs} ms of the ${get.medianMs} ms tenant GET (median, ` +
    `${((100 * lookup.medianMs) / get.medianMs).toFixed(0)} %). On the emulators firebase-admin checks revocation ` +
    'on every verification, so "without the check" is the GET minus the lookup.',
);
