// Shared pieces of the browser measurements (`npm run lighthouse`, scripts/render-probe.mjs): the organization they
// open and the sign-in.
import { randomUUID } from 'node:crypto';
import { call, registeredAccount } from './bench-support.mjs';

/** An organization with a restaurant menu and an open takeaway order at a location whose till is open. */
export async function setup() {
  const account = await registeredAccount();
  const { token } = account;
  const org = await call('/organizations/create', {
    method: 'POST',
    token,
    body: { name: `Lighthouse ${Date.now()}`, modules: ['restaurant', 'pos', 'orders', 'configuration'] },
  });
  const base = `/organizations/${org.id}`;
  const post = (path, body) => call(`${base}${path}`, { method: 'POST', token, body });
  const location = await post('/configuration/locations', {
    name: 'Centro',
    ticketSeries: 'LH',
    tables: [{ name: '1', zone: 'Sala', seats: 4 }],
  });
  await post(`/tills/${location.id}/open`, { float: { amount: '100' } });
  const dishes = [];
  for (const [category, names] of Object.entries({
    Entrantes: ['Croquetas', 'Patatas bravas', 'Ensaladilla'],
    Carnes: ['Entrecot', 'Secreto ibérico'],
    Bebidas: ['Caña', 'Vino tinto', 'Agua'],
  })) {
    const { id } = await post('/restaurant/categories', { name: category });
    for (const name of names) dishes.push(await post('/restaurant/dishes', { name, price: '6,50', categoryId: id }));
  }
  const order = await call(`${base}/orders`, {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      locationId: location.id,
      tableId: '',
      lines: dishes.slice(0, 3).map((d) => ({ kind: 'dish', dishId: d.id, quantity: 1 })),
    },
  });
  return { account, slug: org.slug, order };
}

/** Signs the account in on a page of the browser (its storage keeps the session for the next pages). */
export async function signIn(page, base, account) {
  await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', account.email);
  await page.type('input[type="password"]', account.password);
  await Promise.all([page.waitForFunction('!location.pathname.startsWith("/auth/")'), page.keyboard.press('Enter')]);
}
