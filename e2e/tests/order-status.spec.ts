import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { adminOrderStatus, screenshot, setCart, signedInPage } from './shopper';
import { expectAccessible } from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }, info) => {
  page = await signedInPage(browser, info, 'cliente@petshop.demo');
});
test.afterAll(async () => {
  await page.context().close();
});

test('a boleto order shows free pickup as Grátis, the whole line with Copiar and its due date, and its new status without a reload', async () => {
  await setCart(page, [{ itemId: '1', quantity: 1 }]);
  await page.goto('/#/store/checkout');
  await page.reload();
  await page.getByRole('radio', { name: 'Retirar na loja' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'Boleto / Link / Pix pelo gateway' }).check();
  await page.getByRole('radio', { name: 'Boleto', exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page
    .getByRole('dialog', { name: 'Para confirmar seu pedido selecione Finalizar' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  await expect(page.getByText('Tudo certo! Seu pedido foi enviado...')).toBeVisible();
  const id = new URL(page.url().replace('/#', '')).searchParams.get('id')!;

  await expect(page.getByTestId('order-freight')).toHaveText('Grátis');
  const status = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(status.getByText('Aguardando pagamento')).toBeVisible();

  // the 47-digit line, whole: it wraps inside its box, nothing hidden or cut
  const line = page.getByTestId('boleto-line');
  await expect(line).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  const fits = await line.evaluate(
    (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth,
  );
  expect(fits).toBe(true);
  // due in 3 days by the store's clock; read as the browser's date, never before today
  const due = (await page.getByTestId('boleto-due').textContent())!;
  const [, day, month, year] = due.match(/^Vencimento: (\d{2})\/(\d{2})\/(\d{4})$/)!;
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  expect(`${year}-${month}-${day}` >= today).toBe(true);

  await page.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(page.getByText('Código copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await line.textContent())!.trim());
  await expectAccessible(page);
  await screenshot(page, test.info(), 'order-boleto');

  // the store approves it from its command line; the open page follows by itself
  adminOrderStatus(id, 'pagamento_aprovado');
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  await expect(status.getByText('Pagamento aprovado')).toBeVisible({ timeout: 25_000 });
  expect(reloads).toEqual([]);
  await expect(page.getByTestId('order-freight')).toHaveText('Grátis');
});
