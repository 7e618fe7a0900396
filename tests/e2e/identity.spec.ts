import { expect, test } from '@playwright/test';
import { createProviderAccountOnly, latestResetCode, register, sentCodes, signIn, uniqueEmail } from './support';

test.describe('identity', () => {
  test('register, sign out, wrong password, reset the password by e-mail, sign in with the new one', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('lola');
    await register(page, { first: 'Lola', last: 'Martínez', email, password: 'primera1' });
    await expect(page).toHaveURL(/\/new-organization$/);
    await expect(page.getByRole('heading', { name: 'Crea tu organización' })).toBeVisible();

    await page.goto('/user/settings');
    await expect(page.getByText(`Has iniciado sesión como ${email}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signIn(page, email, 'equivocada');
    await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña son incorrectos');

    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    // The login page has a field of the same name: fill the next page's once it is there.
    await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'te hemos enviado un enlace' })).toBeVisible();

    const code = await latestResetCode(request, email);
    await page.goto(`/auth/reset-password/${code}`);
    await expect(page.getByText(`Elige la nueva contraseña para ${email}.`)).toBeVisible();
    await page.getByLabel('Nueva contraseña').fill('segunda2');
    await page.getByLabel('Repite la contraseña').fill('segunda2');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('status')).toHaveText('Contraseña cambiada. Ya puedes iniciar sesión con la nueva.');

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await signIn(page, email, 'primera1');
    await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña son incorrectos');
    await signIn(page, email, 'segunda2');
    await expect(page).toHaveURL(/\/new-organization$/);
  });

  test('a wrong current password is named; a signed-out visitor of /user/profile signs in and comes back to it', async ({
    page,
  }) => {
    const email = uniqueEmail('vuelve');
    await register(page, { first: 'Ana', last: 'Ruiz', email, password: 'secreto1' });
    await expect(page).toHaveURL(/\/new-organization$/);
    await page.goto('/user/settings');
    // A wrong current password on the password change says just that (not a word about the e-mail).
    await page.getByLabel('Contraseña actual').fill('equivocada');
    await page.getByLabel('Nueva contraseña').fill('otra1234');
    await page.getByLabel('Repite la contraseña').fill('otra1234');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText('La contraseña actual no es correcta');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fuser%2Fprofile$/);
    await signIn(page, email, 'secreto1');
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await page.getByLabel('Nombre').fill('Ana María');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil guardado')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Nombre')).toHaveValue('Ana María');
  });

  test('a reopened page starts from the stored ID token; an expired one is refreshed; signing out forgets it', async ({
    page,
  }) => {
    const email = uniqueEmail('vuelve');
    await register(page, { first: 'Eva', last: 'Gil', email, password: 'secreto1' });
    await expect(page).toHaveURL(/\/new-organization$/);
    const signedIn = page.getByText(`Has iniciado sesión como ${email}.`);
    const storedAccount = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'));
        return key ? (JSON.parse(localStorage.getItem(key)!) as { stsTokenManager: { expirationTime: number } }) : null;
      });

    await page.goto('/user/settings');
    await expect(signedIn).toBeVisible();
    expect((await storedAccount())?.stsTokenManager.expirationTime).toBeGreaterThan(Date.now());

    // With a valid token the page does not wait for the Auth SDK: it opens signed in without it.
    const authSdk = /\/assets\/auth-[^/]*\.js$/;
    await page.route(authSdk, (route) => route.abort());
    await page.reload();
    await expect(signedIn).toBeVisible();
    await page.unroute(authSdk);

    // The SDK (loaded when idle) may answer before the product record: the page waits for the record, never
    // sending to the login meanwhile (a form filled in the meantime would be lost).
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const me = '**/api/auth/me';
    await page.route(me, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await expect(signedIn).toBeVisible();
    await page.waitForTimeout(500);
    expect(visited).not.toContain('/auth/login');
    await page.unroute(me);

    // The token expired while the page was closed: the page waits for the SDK, which refreshes it.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'))!;
      const account = JSON.parse(localStorage.getItem(key)!) as { stsTokenManager: { expirationTime: number } };
      account.stsTokenManager.expirationTime = Date.now() - 1000;
      localStorage.setItem(key, JSON.stringify(account));
    });
    await page.reload();
    await expect(signedIn).toBeVisible();
    await expect.poll(async () => (await storedAccount())?.stsTokenManager.expirationTime).toBeGreaterThan(Date.now());

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await storedAccount()).toBeNull();
    await page.goto('/user/settings');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fuser%2Fsettings$/);
  });

  test('registering an e-mail that has an account answers as for a new one; its owner is told by e-mail', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('repetida');
    await register(page, { first: 'Lola', last: 'Martínez', email, password: 'primera1' });
    await expect(page).toHaveURL(/\/new-organization$/);
    // The new address was sent its verification e-mail.
    expect(await sentCodes(request, email, 'VERIFY_EMAIL')).toHaveLength(1);
    await page.goto('/user/settings');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    // Someone else registers the same address: the same screen, no word of the account, nothing signed in.
    await page.goto('/auth/register');
    await page.getByLabel('Nombre').fill('Otra');
    await page.getByLabel('Apellidos').fill('Persona');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('otraclave1');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `Te hemos enviado un correo a ${email}: ábrelo para confirmar que la dirección es tuya (mira también en la carpeta de spam).`,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The owner is told by e-mail (a password reset link from the provider, as the emulator shows it).
    expect(await sentCodes(request, email, 'PASSWORD_RESET')).toHaveLength(1);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
  });

  test('an unknown e-mail gives the same message as a wrong password; an account without record is refused', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, uniqueEmail('nadie'), 'loquesea1');
    await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña son incorrectos');

    const orphan = uniqueEmail('huerfana');
    await createProviderAccountOnly(request, orphan, 'secreto1');
    await signIn(page, orphan, 'secreto1');
    await expect(page.getByRole('alert')).toHaveText('No existe una cuenta con este correo electrónico');
    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
