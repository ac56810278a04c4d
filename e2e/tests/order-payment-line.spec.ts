import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { screenshot, setCart, signedInPage } from './shopper';
import { reais } from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }, info) => {
  page = await signedInPage(browser, info, 'cliente@petshop.demo');
});
test.afterAll(async () => {
  await page.context().close();
});

/** A pickup order of item 1 paid as `pay` sets it; answers the order's total as the page shows it. */
async function order(pay: (due: number) => Promise<void>) {
  const due = await setCart(page, [{ itemId: '1', quantity: 1 }]);
  await page.goto('/#/store/checkout');
  await page.reload();
  await page.getByRole('radio', { name: 'Retirar na loja' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pay(due);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page
    .getByRole('dialog', { name: 'Para confirmar seu pedido selecione Finalizar' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pedido #\d+$/);
  return (await page.getByTestId('order-total').textContent())!.trim();
}

test("a cash order's payment line reads 'Dinheiro, troco para {note} · {total}'", async () => {
  let note = 0;
  const total = await order(async (due) => {
    // the next round hundred reais above what is due
    note = Math.ceil((due + 1) / 10000) * 10000;
    await page.getByRole('radio', { name: 'Dinheiro' }).check();
    const cash = page.getByRole('dialog');
    await cash.getByRole('textbox').fill(reais(note).replace('R$ ', ''));
    await cash.getByRole('button', { name: 'Confirmar' }).click();
  });
  await expect(page.getByTestId('order-payment-line')).toHaveText(`Dinheiro, troco para ${reais(note)} · ${total}`);
  await screenshot(page, test.info(), 'order-cash');
});

test("a cancelled Pix order names Pix and its amount, with no code or 'Copiar' left to pay", async () => {
  const total = await order(async () => {
    await page.getByRole('radio', { name: 'Pix', exact: true }).check();
  });
  const line = page.getByTestId('order-payment-line');
  await expect(line).toHaveText(`Pix · ${total}`);
  await expect(page.getByTestId('pix-code')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await page.getByRole('dialog', { name: 'Cancelar pedido' }).getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Cancelado')).toBeVisible();
  await expect(line).toHaveText(`Pix · ${total}`);
  await expect(page.getByTestId('pix-code')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR Code do Pix' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Copiar/ })).toHaveCount(0);
  await line.scrollIntoViewIfNeeded();
  await screenshot(page, test.info(), 'order-cancelled-pix');
});
