import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Order } from '@plataforma/domain';
import { apiCall, apiLocation, apiMenu, apiOrganization, signInTo } from './support';

/** Every visible button, tab and text field of `scope` is at least 44 px each way (a finger's target). */
async function expectTouchTargets(scope: Locator) {
  const targets = scope.locator('button:visible, [role="tab"]:visible, input:visible');
  const sizes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { name: element.getAttribute('aria-label') ?? element.textContent, width: box.width, height: box.height };
    }),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.filter(({ width, height }) => width < 44 || height < 44)).toEqual([]);
}

/** Nothing wider than the phone: no sideways scrolling. */
const expectNoSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a waiter takes a table on a 390 px phone: courses, a held course marched later', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { organization, owner, staff } = await apiOrganization(request, 'Casa Móvil', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const base = `/organizations/${organization.id}`;
  await apiLocation(request, owner, organization.id, {
    name: 'Centro',
    ticketSeries: 'M1',
    tables: [{ name: 'Mesa 1', zone: 'Sala', seats: 4 }],
  });
  await apiMenu(request, owner, organization.id, 'Carta', [
    ['Ensalada', '9'],
    ['Merluza', '16'],
    ['Caña', '2,50'],
  ]);

  await signInTo(page, staff, organization.slug);
  await page.goto(`/${organization.slug}/pos/restaurant`);
  await page.getByRole('button', { name: 'Mesa 1: Libre' }).tap();
  // A free table asks its diners first.
  await page.getByRole('dialog', { name: 'Mesa 1: ¿cuántos comensales?' }).getByRole('button', { name: '2' }).tap();
  await expect(page.getByRole('heading', { name: 'Mesa 1' })).toBeVisible();

  // The menu's tab: no keyboard hint on a touch screen, big targets, nothing off the side.
  const tabs = page.getByRole('tablist', { name: 'Carta o pedido' });
  await expect(tabs.getByRole('tab', { name: 'Carta' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Buscar plato' })).toHaveAttribute('placeholder', 'Buscar');
  await expect(page.getByRole('button', { name: /^Merluza/ })).toBeVisible();
  await expectTouchTargets(page.getByRole('tabpanel'));
  await expectTouchTargets(tabs);
  await expectNoSideScroll(page);

  const courses = page.getByRole('group', { name: 'Curso de los platos que añades' });
  await courses.getByRole('button', { name: 'Primeros' }).tap();
  await page.getByRole('button', { name: /^Ensalada/ }).tap();
  await courses.getByRole('button', { name: 'Segundos' }).tap();
  await page.getByRole('button', { name: /^Merluza/ }).tap();
  await page.getByRole('button', { name: /^Merluza/ }).tap();
  await courses.getByRole('button', { name: 'Sin curso' }).tap();
  await page.getByRole('button', { name: /^Caña/ }).tap();
  await tabs.getByRole('tab', { name: 'Pedido (4)' }).tap();

  // The order's tab: by course, segundos held; every action in reach.
  const panel = page.getByRole('tabpanel', { name: 'Pedido (4)' });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Sin curso', 'Primeros', 'Segundos']);
  await panel.getByRole('button', { name: 'Segundos en espera' }).tap();
  await expectTouchTargets(panel);
  await expectNoSideScroll(page);
  // Every action in view, above the tabs (not under them).
  const tabsTop = (await tabs.boundingBox())!.y;
  for (const action of ['Enviar a cocina', 'Cuenta', 'Cobrar']) {
    const box = (await panel.getByRole('button', { name: action }).boundingBox())!;
    expect(box.y + box.height, action).toBeLessThanOrEqual(tabsTop);
  }
  await panel.getByRole('button', { name: 'Enviar a cocina' }).tap();
  await expect(panel.getByTestId('order-line')).toHaveCount(3);
  const held = panel.getByTestId('cart-section').filter({ hasText: 'Segundos' });
  await expect(held.getByTestId('order-line')).toContainText('En espera');

  // The held line shows 'En espera' before the send too: wait for the sent ones to say so.
  await expect(panel.getByTestId('order-line').filter({ hasText: 'Ensalada' })).toContainText('Ronda 1 · enviada');

  const orderId = new URL(page.url()).searchParams.get('order')!;
  const sent = await apiCall<Order>(request, staff, 'GET', `${base}/orders/${orderId}`);
  expect(sent.lines.map((line) => [line.name, line.course, line.round])).toEqual([
    ['Ensalada', 1, 1],
    ['Merluza', 2, null],
    ['Caña', 0, 1],
  ]);

  // 'Marchar segundos': a round of their own.
  await held.getByRole('button', { name: 'Marchar segundos' }).tap();
  await expect(held.getByTestId('order-line')).toContainText('Ronda 2 · enviada');
  await expect(panel.getByRole('button', { name: 'Cobrar' })).toBeEnabled();
  const fired = await apiCall<Order>(request, staff, 'GET', `${base}/orders/${orderId}`);
  expect(fired).toMatchObject({ round: 2, heldCourses: [] });
});

test('on a phone the menu opens as a drawer, leads to a page and closes', async ({ page, request }) => {
  const { organization, owner } = await apiOrganization(request, 'Casa Menú', ['restaurant', 'pos', 'configuration']);
  await signInTo(page, owner, organization.slug);
  // No sidebar beside the page on a phone: the menu button opens it over the page.
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('link', { name: 'Carta' }).tap();
  await expect(page).toHaveURL(new RegExp(`/${organization.slug}/restaurant/menu`));
  await expect(menu).toBeHidden();
  await expectNoSideScroll(page);
});
