import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { expectAccessible } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });

/** What a store without e-commerce never talks about: orders, shopping coupons, weekly offers, saved cards. */
const SHOPPING = /pedido|cupom|ofertas|Meus cartões|carrinho/i;

async function shoppingWords(page: Page): Promise<string[]> {
  await expect(page.getByText('Carregando…')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  return text.split('\n').filter((line) => SHOPPING.test(line));
}

test('a clinic without e-commerce never talks about orders, coupons, offers or saved cards', async ({ page }) => {
  const clinic = `http://clinica.localhost:${process.env.E2E_PORT ?? '3100'}`;
  await page.goto(`${clinic}/#/account/login-options`);
  await page.getByLabel('E-mail').fill('cliente@clinica.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();

  // home leads to the agenda
  await page.goto(`${clinic}/#/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  expect(await shoppingWords(page)).toEqual([]);

  // 'Minha conta': the account's pages, without orders or saved cards
  await page.goto(`${clinic}/#/account`);
  const menu = page.getByRole('navigation', { name: 'Minha conta' });
  await expect(menu.getByRole('link', { name: 'Meus endereços' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Notificações' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Meus cartões' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Meus pedidos' })).toHaveCount(0);
  expect(await shoppingWords(page)).toEqual([]);
  await expectAccessible(page);
  await shot(page, 'clinic-account');

  // notifications: a welcome to the agenda, no shopping coupon, and push notices about appointments
  await page.goto(`${clinic}/#/notifications`);
  await expect(page.getByText('Bem-vindo(a) à Clínica Vet Amigo!')).toBeVisible();
  await expect(page.getByText('Agende consultas e serviços para os seus pets pela Agenda.')).toBeVisible();
  expect(await shoppingWords(page)).toEqual([]);
  await expectAccessible(page);
  await shot(page, 'clinic-notifications');

  // the agenda, pets and vaccines, with the menu open too
  for (const route of ['/appointments', '/pets', '/vaccines', '/about']) {
    await page.goto(`${clinic}/#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shoppingWords(page)).toEqual([]);
  }
  const openMenu = page.getByRole('button', { name: 'Abrir categorias' });
  if (await openMenu.isVisible()) {
    await openMenu.click();
    expect(await shoppingWords(page)).toEqual([]);
  }
});
