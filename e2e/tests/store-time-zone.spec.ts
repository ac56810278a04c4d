import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp';
import { admin } from './shopper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });
const tap = (radio: Locator) => radio.locator('xpath=ancestor::label').click();

// The shopper's phone is in Brasília; the pet shop keeps Manaus time (an hour behind). Every time shown is the shop's.
test.use({ timezoneId: 'America/Sao_Paulo' });
test.beforeAll(() => admin('store:time-zone', 'America/Manaus', '--store', 'petshop'));
test.afterAll(() => admin('store:time-zone', 'America/Sao_Paulo', '--store', 'petshop'));

test("a Manaus pet shop offers and shows its slots in Manaus time, whatever the phone's zone", async ({ page }) => {
  // the first page carries the store's settings, kept by the server for up to 30 s and refreshed behind a stale copy
  test.setTimeout(150_000);
  await expect
    .poll(async () => (await (await page.request.get('/')).text()).includes('America/Manaus'), { timeout: 75_000 })
    .toBe(true);
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();

  await page.goto('/#/appointments');
  await page.getByRole('link', { name: 'Agendar serviço' }).click();
  await tap(page.getByRole('group', { name: 'Qual pet?' }).getByRole('radio', { name: /Thor/ }));
  await tap(page.getByRole('group', { name: 'Qual serviço?' }).getByRole('radio').first());
  // the first open day after today: the shop opens at 09:00 its time, so that is its first slot
  const days = page.getByRole('group', { name: 'Qual dia?' });
  const open = days.locator('input[type=radio]:not([disabled])');
  const slots = page.getByRole('group', { name: 'Qual horário?' }).getByRole('radio');
  await expect(open.first()).toBeAttached();
  let picked = false;
  for (let i = 1; i < (await open.count()) && !picked; i++) {
    await tap(open.nth(i));
    await expect(page.getByText('Buscando horários livres…')).toBeHidden();
    picked =
      (await slots.count()) > 0 &&
      (await slots.first().evaluate((e) => e.closest('label')!.textContent!.trim())).startsWith('09:00');
  }
  expect(picked).toBe(true);
  await tap(slots.first());
  await expect(page.getByRole('region', { name: 'Confirme o agendamento' })).toContainText('09:00');
  await page.getByRole('group', { name: 'Qual horário?' }).evaluate((e) => {
    e.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -140, behavior: 'instant' });
  });
  await shot(page, 'store-time-zone-slots');
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();

  // booked for 09:00 in Manaus (13:00 UTC): the page says 09:00, not the phone's 10:00
  await expect(page.getByText('Agendamento feito')).toBeVisible();
  await expect(page.getByText(/09:00–/)).toBeVisible();
  await expect(page.getByText(/10:00–/)).toHaveCount(0);
  await shot(page, 'store-time-zone-appointment');
});
