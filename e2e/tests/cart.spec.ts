import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { centsOf, expectAccessible, openItemInStock, reais } from './support';

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Carrinho/ });

test('an item page adds to the cart, the badge counts it and the guest cart survives a reload', async ({ page }) => {
  await page.goto('/#/store');
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho');
  await expect(cartLink(page).getByTestId('badge')).toHaveCount(0);

  const name = await openItemInStock(page, 'racao');
  await expect(page).toHaveTitle('Loja :: Pet Feliz');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByText('Item adicionado ao carrinho')).toBeVisible();
  await expect(cartLink(page).getByTestId('badge')).toHaveText('2');

  await page.reload();
  await expect(cartLink(page).getByTestId('badge')).toHaveText('2');
  await page.getByRole('button', { name: 'VER CARRINHO' }).waitFor({ state: 'detached' });
  await cartLink(page).click();
  await expect(page).toHaveTitle('Meu carrinho :: Pet Feliz');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);

  // Totals by the core rules: two units of the line's unit price.
  const lineTotal = centsOf((await page.getByTestId('cart-total').textContent()) ?? '');
  await page.getByRole('button', { name: 'Diminuir quantidade' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(reais(lineTotal / 2));

  // Removing asks first; cancelling keeps the line.
  await page.getByRole('button', { name: `Remover ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remover ${name} do carrinho?` });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar carrinho' }).click();
  await page
    .getByRole('dialog', { name: 'Remover todos os itens do carrinho?' })
    .getByRole('button', { name: 'Limpar carrinho' })
    .click();
  await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
  await expect(cartLink(page).getByTestId('badge')).toHaveCount(0);
});

test('a coupon from ?coupon_code= applies in the cart, and a wrong one says why with REMOVER CUPOM', async ({
  page,
}) => {
  // A 15 kg bag: six of them pass BEMVINDO10's R$ 100 minimum whatever the bag costs.
  await openItemInStock(page, 'racao 15kg');
  await page.getByRole('spinbutton', { name: 'Quantidade' }).fill('6');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByText('Item adicionado ao carrinho')).toBeVisible();

  await page.goto('/#/store/shopping?coupon_code=bemvindo10');
  await expect(page.getByText('Cupom BEMVINDO10')).toBeVisible();
  await expect(page.getByText('Cupom aplicado com sucesso!')).toBeVisible();
  const subtotal = centsOf((await page.getByRole('definition').first().textContent()) ?? '');
  expect(subtotal).toBeGreaterThanOrEqual(10000);
  const discount = Math.round(subtotal * 0.1);
  await expect(page.getByText(`- ${reais(discount)}`)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(reais(subtotal - discount));

  await page.getByRole('button', { name: 'REMOVER CUPOM' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(reais(subtotal));
  await page.getByLabel('Cupom de desconto').fill('NAOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('alert')).toContainText('Cupom não é válido');
  await page.getByRole('button', { name: 'REMOVER CUPOM' }).click();
  await expect(page.getByLabel('Cupom de desconto')).toBeVisible();
});

test('the guest cart moves to the server cart on sign-in', async ({ page }) => {
  const name = await openItemInStock(page, 'coleira');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(cartLink(page).getByTestId('badge')).toHaveText('1');
  const guestKeys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':cart')));
  expect(await guestKeys()).toHaveLength(1);

  await page.goto('/#/store/checkout');
  await expect(page).toHaveURL(/login-options\?redirect=%2Fstore%2Fcheckout$/);
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/#\/store\/checkout$/);
  await expect(page.getByRole('link', { name: 'CANCELAR' })).toBeVisible();
  expect(await guestKeys()).toEqual([]);

  await page.getByRole('link', { name: 'CANCELAR' }).click();
  await expect(page).toHaveTitle('Meu carrinho :: Pet Feliz');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name })).toBeVisible();
});
