import type { Page } from '@playwright/test';
import { petsEn } from '../../apps/web/src/lib/i18n/ui-messages-pets';
import { expect, test } from './csp';
import { portugueseOn, PORTUGUESE_TEXTS } from './portuguese-texts';
import { findNotification } from './support';

// An English browser on the pet, agenda, notification, tracking and courier screens: no text of the catalogues'
// pt-BR side shows, whether the storefront wrote it or the API did (statuses, closed days, notifications).
test.use({ locale: 'en-US' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });

async function signIn(page: Page, email: string) {
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page.getByText('Signed in successfully')).toBeHidden();
}

/** Waits for the screen to settle (nothing left loading), then expects none of the pt-BR texts on it. */
async function expectEnglish(page: Page, screen: string) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await portugueseOn(page), screen).toEqual([]);
}

test('a pet owner reading English sees pets, agenda, closed days and notifications in English', async ({ page }) => {
  test.setTimeout(120_000);
  expect(PORTUGUESE_TEXTS).toBeGreaterThan(500);
  await signIn(page, 'cliente@petshop.demo');

  await page.goto('/#/pets');
  await expect(page.getByRole('link', { name: /Thor/ }).first()).toBeVisible();
  await expectEnglish(page, 'pets');
  await page.getByRole('link', { name: /Thor/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thor' })).toBeVisible();
  await expectEnglish(page, 'pet');

  // the agenda: the demo appointments' statuses come from the API as codes
  await page.goto('/#/appointments');
  const card = page.locator('a:has([data-status])').first();
  await expect(card.locator('[data-status]')).toHaveText(/^(Scheduled|Confirmed|In progress|Done|Cancelled|No show)$/);
  await expectEnglish(page, 'agenda');
  await card.click();
  await expect(page).toHaveURL(/#\/appointments\/\d+$/);
  await expect(page.locator('[data-status]')).toHaveCount(1);
  await expectEnglish(page, 'appointment');

  // the day picker from a few days before Christmas (the next one the demo store has), closed days named in English
  const now = new Date();
  const year = now.getMonth() === 11 && now.getDate() > 20 ? now.getFullYear() + 1 : now.getFullYear();
  await page.clock.setFixedTime(new Date(`${year}-12-20T12:00:00-03:00`));
  await page.goto('/#/appointments');
  await page.getByRole('link', { name: petsEn['ui.apt.new'] }).click();
  const tap = (group: string, name: RegExp) =>
    page.getByRole('group', { name: group }).getByRole('radio', { name }).locator('xpath=ancestor::label').click();
  await tap(petsEn['ui.apt.stepPet'], /Thor/);
  await tap(petsEn['ui.apt.stepService'], /^Tosa/);
  const days = page.getByRole('group', { name: petsEn['ui.apt.stepDay'] });
  await expect(days.locator('label').filter({ hasText: 'Holiday: Christmas' })).toHaveCount(1);
  await expect(days.locator('label').filter({ hasText: 'Closed' }).first()).toBeVisible();
  await days.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expectEnglish(page, 'new appointment');
  await shot(page, 'english-day-picker');

  // notifications the server wrote (the demo account's welcome and coupon), in English
  await page.goto('/#/notifications');
  await findNotification(page, 'Welcome coupon', 'Next');
  await expect(page.getByText(/Use the coupon BEMVINDO10 and get 10% off purchases over \$100\.00/)).toBeVisible();
  await expectEnglish(page, 'notifications');
  await shot(page, 'english-notifications');
});

test('a courier and the customer reading English follow a delivery in English', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const { viewport, isMobile, hasTouch, baseURL } = info.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    baseURL,
    locale: 'en-US',
    serviceWorkers: 'block',
    geolocation: { latitude: -23.56, longitude: -46.65 },
    permissions: ['geolocation'],
  });
  const courier = await context.newPage();
  await signIn(courier, 'entregador@petfeliz.demo');
  await courier.goto('/#/courier');
  const order = courier.getByRole('link', { name: /Order #\d+/ }).first();
  await expect(order).toContainText('Out for delivery');
  await expectEnglish(courier, 'courier list');
  await shot(courier, 'english-courier');
  const id = /Order #(\d+)/.exec(await order.innerText())![1]!;
  await order.click();
  await expect(courier.getByRole('heading', { name: `Order #${id}` })).toBeVisible();
  await expect(courier.getByText('Out for delivery', { exact: true })).toBeVisible();
  await expectEnglish(courier, 'courier delivery');

  await signIn(page, 'cliente@petshop.demo');
  await page.goto(`/#/account/order?id=${id}`);
  await page.getByRole('button', { name: 'Track delivery' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('courier-position')).toBeVisible();
  await expectEnglish(page, 'tracking');
  await context.close();
});
