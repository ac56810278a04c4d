import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { centsOf, expectAccessible, reais } from './support';
import { cartTotalling, gql, installmentSum, screenshot, setCart, signedInPage } from './shopper';

// The journeys share one signed-in page per project, in order (the API allows 10 sign-ins per account in 15 minutes).
test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }, info) => {
  page = await signedInPage(browser, info, 'cliente@petshop.demo');
});
test.afterAll(async () => {
  await page.context().close();
});

const next = () => page.getByRole('button', { name: 'Continuar' }).click();

/** Checkout at the payment step with pickup and a credit card chosen. */
async function toCreditCard(on: Page) {
  await on.goto('/#/store/checkout');
  await on.reload();
  await expect(on).toHaveTitle(/^Pedido ::/);
  await on.getByRole('radio', { name: 'Retirar na loja' }).check();
  await on.getByRole('button', { name: 'Continuar' }).click();
  await on.getByRole('radio', { name: 'Cartão de crédito/débito' }).check();
  await on.getByRole('radio', { name: 'Crédito', exact: true }).check();
}

test('each wrong card field says why under itself as soon as it is left', async () => {
  await setCart(page, [{ itemId: '1', quantity: 1 }]);
  await toCreditCard(page);
  // the shopper's saved card is chosen; typing another one opens the form
  await page.getByRole('radio', { name: 'Usar outro cartão' }).check();
  const field = (label: string) => page.getByLabel(label, { exact: true });

  await field('Número do cartão').fill('4111 1111 1111 1112');
  await field('Nome do titular').focus();
  await expect(field('Número do cartão')).toHaveAccessibleDescription(/Número do cartão inválido/);

  await field('Nome do titular').fill('Anna');
  await field('Mês de validade').focus();
  await expect(field('Nome do titular')).toHaveAccessibleDescription('Nome do titular inválido');

  // the current month, by the browser's own clock: spec 5 wants a month after it
  const { month, year } = await page.evaluate(() => ({
    month: new Date().getMonth() + 1,
    year: new Date().getFullYear(),
  }));
  await field('Mês de validade').fill(String(month).padStart(2, '0'));
  await field('Ano de validade').fill(String(year));
  await field('Código de segurança').focus();
  await expect(field('Ano de validade')).toHaveAccessibleDescription('Data de validade incorreta');

  await field('Código de segurança').fill('12');
  await field('Número do cartão').focus();
  await expect(field('Código de segurança')).toHaveAccessibleDescription('Código de segurança inválido');
  for (const text of [
    'Número do cartão inválido',
    'Nome do titular inválido',
    'Data de validade incorreta',
    'Código de segurança inválido',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, test.info(), 'checkout-card-errors');

  // put right, every message goes and the next step opens
  await field('Número do cartão').fill('4111 1111 1111 1111');
  await field('Nome do titular').fill('Maria Oliveira');
  await field('Ano de validade').fill(String(year + 2));
  await field('Código de segurança').fill('123');
  await field('Número do cartão').focus();
  await expect(page.getByText('Data de validade incorreta')).toHaveCount(0);
  await expect(page.getByText('Código de segurança inválido')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
});

test('instalments name amounts that add up to the total, and the order charges exactly those', async () => {
  const lines = await cartTotalling(page, 26980);
  // the demo catalogue keeps an item at R$ 134,90 in stock for this case: the cart must reach R$ 269,80
  expect(lines, 'a cart of exactly R$ 269,80').not.toBeNull();
  test.info().annotations.push({ type: 'cart', description: JSON.stringify(lines) });
  await toCreditCard(page);
  const total = centsOf((await page.getByTestId('checkout-total').textContent())!);
  // the case: pickup, no coupon, no card discount
  expect(total).toBe(26980);
  const select = page.getByRole('combobox', { name: 'Parcelas' });
  const labels = await select.locator('option').allTextContents();
  expect(labels[0]).toBe('Preço à vista');
  for (const label of labels.slice(1)) expect(installmentSum(label), label).toBe(total);
  await select.selectOption('3');
  const chosen = (await select.locator('option:checked').textContent())!;
  expect(chosen).toBe('3x sem juros: 1x de R$ 89,94 + 2x de R$ 89,93');
  expect(installmentSum(chosen)).toBe(total);
  // a phone cuts the closed select: the split is spelled out whole under it
  if (test.info().project.name === 'phone') await expect(page.getByTestId('installments-detail')).toHaveText(chosen);
  await screenshot(page, test.info(), 'checkout-installments');

  await next();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page
    .getByRole('dialog', { name: 'Para confirmar seu pedido selecione Finalizar' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  await expect(page.getByText('Tudo certo! Seu pedido foi enviado...')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(reais(total));
  await expect(page.getByTestId('order-installments')).toHaveText(chosen);
  const id = new URL(page.url().replace('/#', '')).searchParams.get('id')!;
  const { order } = await gql<{
    order: { total: number; payments: { installments: number; transaction: { installmentAmounts: number[] } }[] };
  }>(page, 'query($id: ID!) { order(id: $id) { total payments { installments transaction } } }', { id });
  const charged = order.payments[0]!.transaction.installmentAmounts;
  expect(order.payments[0]!.installments).toBe(3);
  expect(charged.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  expect(installmentSum(chosen)).toBe(charged.reduce((sum, amount) => sum + amount, 0));
});

test('a company awaiting approval is told so before the steps and gets the approval dialog at Finalizar', async ({
  browser,
}, info) => {
  const company = await signedInPage(browser, info, 'empresa@petshop.demo');
  await setCart(company, [{ itemId: '1', quantity: 1 }]);
  await company.goto('/#/store/checkout');
  await company.reload();
  await expect(company.getByTestId('checkout-account-notice')).toHaveText(
    'O cadastro da sua empresa está aguardando aprovação da loja.',
  );
  await company.getByRole('radio', { name: 'Retirar na loja' }).check();
  await company.getByRole('button', { name: 'Continuar' }).click();
  await company.getByRole('radio', { name: 'Pix', exact: true }).check();
  await company.getByRole('button', { name: 'Continuar' }).click();
  await company.getByRole('button', { name: 'Finalizar' }).click();
  const dialog = company.getByRole('dialog', { name: 'Cadastro da empresa em análise' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('O cadastro da sua empresa está aguardando aprovação da loja.');
  // the approval dialog comes instead of the order confirmation: nothing is placed
  await expect(company.getByRole('dialog', { name: 'Para confirmar seu pedido selecione Finalizar' })).toHaveCount(0);
  await expectAccessible(company);
  await screenshot(company, info, 'checkout-company-pending');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(company).toHaveTitle(/^Pedido ::/);
  await company.context().close();
});

test('the cart opens with its heading in view, below the sticky header, even from a scrolled page', async () => {
  await setCart(page, [{ itemId: '1', quantity: 2 }]);
  await page.goto('/#/store/item?id=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page
    .getByRole('link', { name: /^Carrinho/ })
    .first()
    .click();
  await expect(page).toHaveTitle(/^Meu carrinho ::/);
  const heading = page.getByRole('heading', { level: 1, name: 'Meu carrinho' });
  await expect(heading).toBeInViewport();
  // once the page has settled, the heading sits below the whole header
  const clearance = async () => {
    const header = (await page.getByRole('banner').first().boundingBox())!;
    return (await heading.boundingBox())!.y - (header.y + header.height);
  };
  await expect.poll(clearance).toBeGreaterThanOrEqual(0);
});

test('Meus cartões adds a card with the same rules and messages, keeping only its last digits on show', async () => {
  await page.goto('/#/account/cards');
  await expect(page).toHaveTitle(/^Meus cartões ::/);
  await page.getByRole('button', { name: 'Adicionar cartão' }).click();
  const form = page.getByRole('form', { name: 'Novo cartão' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  // 'Salvar cartão' with nothing typed: every field says why, the first takes the focus
  await form.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(field('Número do cartão')).toBeFocused();
  await expect(field('Número do cartão')).toHaveAccessibleDescription(/Número do cartão inválido/);
  await expect(field('Código de segurança')).toHaveAccessibleDescription('Código de segurança inválido');
  await field('Nome do titular').fill('Ana');
  await field('Número do cartão').focus();
  await expect(field('Nome do titular')).toHaveAccessibleDescription('Nome do titular inválido');
  await expectAccessible(page);
  await screenshot(page, test.info(), 'cards-add-form');

  const year = await page.evaluate(() => new Date().getFullYear() + 3);
  await field('Número do cartão').fill('5555 5555 5555 4444');
  await field('Nome do titular').fill('Maria Oliveira');
  await field('Mês de validade').fill('08');
  await field('Ano de validade').fill(String(year));
  await field('Código de segurança').fill('321');
  await form.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(page.getByText('Cartão salvo')).toBeVisible();
  const saved = page.getByRole('listitem', { name: 'Mastercard final 4444' });
  await expect(saved).toContainText(`MARIA OLIVEIRA · Validade 08/${year}`);
  await expect(page.getByRole('form', { name: 'Novo cartão' })).toHaveCount(0);
  await screenshot(page, test.info(), 'cards-added');

  // leaves the account as it was for the next run
  await saved.getByRole('button', { name: /^Remover/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByRole('listitem', { name: 'Mastercard final 4444' })).toHaveCount(0);
});
