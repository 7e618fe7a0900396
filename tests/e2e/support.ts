import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PROJECT_ID = 'demo-plataforma';
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The password reset link the Auth emulator "sent" to this address (its code, for /auth/reset-password/{code}). */
export async function latestResetCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const codes = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
  expect(codes.length).toBeGreaterThan(0);
  return codes.at(-1)!.oobCode;
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
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
