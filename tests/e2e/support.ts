import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { PairedDevice } from '@plataforma/domain';

export const PROJECT_ID = 'demo-plataforma';
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The e-mails the Auth emulator "sent" to this address, of one kind (their codes, oldest first). */
export async function sentCodes(
  request: APIRequestContext,
  email: string,
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL',
): Promise<string[]> {
  const response = await request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType).map((c) => c.oobCode);
}

/** The password reset link the Auth emulator "sent" to this address (its code, for /auth/reset-password/{code}). */
export async function latestResetCode(request: APIRequestContext, email: string): Promise<string> {
  const codes = await sentCodes(request, email, 'PASSWORD_RESET');
  expect(codes.length).toBeGreaterThan(0);
  return codes.at(-1)!;
}

/** An Auth account with no product record (a registration that never reached the server). */
export async function createProviderAccountOnly(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
}

export async function register(page: Page, { first, last, email, password }: Record<string, string>) {
  await page.goto('/auth/register');
  await page.getByLabel('Nombre').fill(first!);
  await page.getByLabel('Apellidos').fill(last!);
  await page.getByLabel('Correo electrónico').fill(email!);
  await page.getByLabel('Contraseña', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // Every registration answers 'check your e-mail' (an address with an account too); 'Continuar' goes on.
  await expect(page.getByRole('status')).toContainText(`Te hemos enviado un correo a ${email}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export interface ApiAccount {
  uid: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A registered person made without the UI (an Auth account plus its product record through the real /api), for
 * tests whose subject is something else than registering.
 */
export async function apiAccount(request: APIRequestContext, firstName: string): Promise<ApiAccount> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'secreto1';
  const signUp = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`, {
    data: { email, password, returnSecureToken: true },
  });
  const { localId } = (await signUp.json()) as { localId: string };
  // The token of a sign-in, not of the sign-up (see createAccount in tests/support/emulators.ts).
  const signIn = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    { data: { email, password, returnSecureToken: true } },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const account = { uid: localId, email, password, token: idToken };
  await apiCall(request, account, 'POST', '/auth/register', {
    firebaseUid: localId,
    email,
    firstName,
    lastName: 'Prueba',
  });
  return account;
}

/** Calls the product's /api through the Hosting rewrite as `account`; fails the test on an unexpected status. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  account: ApiAccount,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  expectedStatus?: number,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${account.token}` },
    data: body,
  });
  if (expectedStatus !== undefined) expect(response.status(), `${method} ${path}`).toBe(expectedStatus);
  else expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * A location created through the API with its till opened (a float of 100 €): money needs an open till, so every
 * journey that charges starts from here. `till: false` leaves it closed (the POS then asks to open it).
 */
export async function apiLocation<T extends { id: string } = { id: string }>(
  request: APIRequestContext,
  owner: ApiAccount,
  organizationId: string,
  body: Record<string, unknown>,
  { till = true }: { till?: boolean } = {},
): Promise<T> {
  const base = `/organizations/${organizationId}`;
  const location = await apiCall<T>(request, owner, 'POST', `${base}/configuration/locations`, body);
  if (till)
    await apiCall(request, owner, 'POST', `${base}/tills/${location.id}/open`, { float: { amount: '100' } }, 201);
  return location;
}

/**
 * A restaurant menu made through the API: one category and its dishes (name and price as typed in the form, e.g.
 * '2,50'). Returns the dishes' ids in the order given.
 */
export async function apiMenu(
  request: APIRequestContext,
  owner: ApiAccount,
  organizationId: string,
  category: string,
  dishes: ReadonlyArray<readonly [name: string, price: string]>,
): Promise<string[]> {
  const base = `/organizations/${organizationId}/restaurant`;
  const { id: categoryId } = await apiCall<{ id: string }>(request, owner, 'POST', `${base}/categories`, {
    name: category,
  });
  const ids: string[] = [];
  // One after another: the menu's order is the order of creation.
  for (const [name, price] of dishes)
    ids.push((await apiCall<{ id: string }>(request, owner, 'POST', `${base}/dishes`, { name, price, categoryId })).id);
  return ids;
}

/** An organization with the given modules, its owner and one member per other role, all made through the API. */
export async function apiOrganization(request: APIRequestContext, name: string, modules: string[]) {
  const [owner, manager, staff] = await Promise.all(
    ['Lola', 'Marcos', 'Sara'].map((first) => apiAccount(request, first)),
  );
  const organization = await apiCall<{ id: string; slug: string }>(request, owner!, 'POST', '/organizations/create', {
    name,
    modules,
  });
  for (const [member, role] of [
    [manager!, 'manager'],
    [staff!, 'staff'],
  ] as const) {
    // People join by invitation: the owner invites, the person accepts.
    const invitation = await apiCall<{ id: string }>(
      request,
      owner!,
      'POST',
      `/organizations/${organization.id}/users`,
      {
        email: member.email,
        role,
      },
    );
    await apiCall(request, member, 'POST', `/invitations/${invitation.id}/accept`);
  }
  return { organization, owner: owner!, manager: manager!, staff: staff! };
}

/** Signs in at /auth/login and waits for the organization's home. */
export async function signInTo(page: Page, account: ApiAccount, slug: string) {
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
}

/** Picks an option of an MUI select by the select's label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The browser's print dialog is counted instead of opened, in every frame of the context's pages (tickets print from
 * an iframe); read the count with `browserPrints`.
 */
export async function countBrowserPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top as unknown as { printed?: number };
      top.printed = (top.printed ?? 0) + 1;
    };
  });
}

export const browserPrints = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0);

/**
 * A fake of the Android wrapper's print bridge (domain's print-bridge.ts), injected into the main frame of the
 * context's pages as `PlataformaPrinter`: lists `printers`, connects to and prints on any of them, answers an unknown
 * address `device_not_found`, an unreadable request `bad_request` and another version `unsupported_version`, each
 * answer a JSON text a moment later. `bridgeRequests` reads what the page sent.
 */
export async function fakePrintBridge(context: BrowserContext, printers: PairedDevice[]) {
  await context.addInitScript((devices) => {
    if (window.top !== window) return; // the wrapper answers the main frame only
    type Listener = (event: { data: unknown }) => void;
    const listeners: Listener[] = [];
    const sent: string[] = [];
    const answer = (reply: object) =>
      setTimeout(() => listeners.forEach((listener) => listener({ data: JSON.stringify({ v: 1, ...reply }) })), 20);
    const failure = (id: string, code: string) => answer({ id, ok: false, error: { code, message: code } });
    Object.assign(window, {
      printBridgeSent: sent,
      PlataformaPrinter: {
        postMessage(text: string) {
          sent.push(text);
          let request: Record<string, unknown>;
          try {
            request = JSON.parse(text) as Record<string, unknown>;
          } catch {
            return failure('', 'bad_request');
          }
          const id = typeof request.id === 'string' ? request.id : '';
          if (request.v !== 1) return failure(id, 'unsupported_version');
          if (request.type === 'listDevices') return answer({ id, ok: true, devices });
          if (!devices.some((device) => device.address === request.address)) return failure(id, 'device_not_found');
          return answer({ id, ok: true });
        },
        addEventListener: (_type: 'message', listener: Listener) => listeners.push(listener),
      },
    });
  }, printers);
}

/** The requests the page sent to the fake bridge since it loaded, as JSON text. */
export const bridgeRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { printBridgeSent: string[] }).printBridgeSent);
