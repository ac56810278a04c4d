import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { admin, gql, setCart, signedInPage } from './shopper';
import { expectAccessible as axeCheck, reais } from './support';

// One sign-in per project (the API allows 10 per account in 15 minutes): the journeys share a page, in order.
test.describe.configure({ mode: 'serial' });

let page: Page;

// Seed item 1 (Ração Super Premium Cães Filhotes Cordeiro 3kg) costs R$ 110,90.
const UNIT = 11090;
const fillCart = (quantity: number) => setCart(page, [{ itemId: '1', quantity }]);

async function openCheckout() {
  await page.goto('/#/store/checkout');
  await page.reload();
  await expect(page).toHaveTitle('Pedido :: Pet Feliz');
  await expect(page.getByRole('button', { name: '1. Entrega' })).toHaveAttribute('aria-current', 'step');
}

/** axe once transitions are over (a button just enabled fades in from 60% opacity), the pointer out of the way. */
async function expectAccessible(page: Page) {
  // the pointer left where 'Continuar' was may hover a button of the next step: not what a reader sees
  await page.mouse.move(0, 0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await axeCheck(page);
}

const next = () => page.getByRole('button', { name: 'Continuar' }).click();
const orderId = () => new URL(page.url().replace('/#', '')).searchParams.get('id')!;

async function finish() {
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Para confirmar seu pedido selecione Finalizar' });
  await confirm.getByRole('button', { name: 'Finalizar' }).click();
}

test.beforeAll(async ({ browser }, info) => {
  page = await signedInPage(browser, info, 'cliente@petshop.demo');
});

test.afterAll(async () => {
  await page.context().close();
});

test('pickup + Pix: the order shows the Pix code, waits for payment, and shows it approved once paid', async () => {
  await fillCart(2);
  await openCheckout();
  await expect(page.getByRole('banner').getByRole('link', { name: 'CANCELAR' })).toBeVisible();
  // Nothing chosen: the next step waits.
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Retirar na loja' }).check();
  await next();
  await page.getByRole('radio', { name: 'Pix', exact: true }).check();
  // 2 × R$ 110,90 = R$ 221,80; Pix takes 5% off (R$ 11,09): R$ 210,71.
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(reais(2 * UNIT));
  await expect(page.getByTestId('checkout-payment-discount')).toHaveText(`- ${reais(1109)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(reais(21071));
  await next();
  await page.getByLabel('Observação (opcional)').fill('Retiro às 18h');
  await expectAccessible(page);
  await page.screenshot({ path: `../docs/screenshots/checkout-${test.info().project.name}.png` });
  await finish();

  await expect(page.getByText('Tudo certo! Seu pedido foi enviado...')).toBeVisible();
  await expect(page).toHaveTitle('Meu pedido :: Pet Feliz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pedido #\d+$/);
  await expect(page.getByTestId('order-total')).toHaveText(reais(21071));
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible();
  await expect(page.getByTestId('pix-code')).toHaveValue(/^000201/);
  await expect(page.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  await expect(page.getByText('Retiro às 18h')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `../docs/screenshots/order-${test.info().project.name}.png` });

  admin('order:paid', orderId());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Pagamento aprovado')).toBeVisible();
});

test('an address the store does not serve tells the shopper to choose pickup', async () => {
  const title = `Rio ${test.info().project.name}`;
  await gql(page, 'mutation($input: AddressInput!) { setAddress(input: $input) { id } }', {
    input: {
      type: 'casa',
      title,
      postalCode: '20040002',
      address: 'Rua da Assembleia',
      addressNumber: '10',
      province: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
  });
  await fillCart(1);
  await openCheckout();
  await page.getByRole('radio', { name: 'Entrega', exact: true }).check();
  await page.getByRole('radio', { name: new RegExp(`^${title}`) }).check();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Não entregamos nesta região. Escolha a opção de retirada.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Retirar na loja' }).check();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();

  // Checkout started and not finished: every other screen offers to go back to it.
  await page.getByRole('link', { name: 'CANCELAR' }).click();
  await expect(page).toHaveTitle('Meu carrinho :: Pet Feliz');
  await expect(page.getByText('Você possui um pedido em aberto. Deseja finalizar sua compra?')).toBeVisible();
  await page.getByRole('link', { name: 'Ver pedido' }).click();
  await expect(page).toHaveTitle('Pedido :: Pet Feliz');
});

test('delivery + card: a declined card says why, the approved card in 2 instalments places the order to the cent', async () => {
  await fillCart(3);
  await openCheckout();
  await page.getByRole('radio', { name: 'Entrega', exact: true }).check();
  await page.getByRole('radio', { name: /^Principal/ }).check();
  await expect(page.getByTestId('checkout-freight')).toHaveText('Grátis');
  await next();
  await page.getByRole('radio', { name: 'Cartão de crédito/débito' }).check();
  await page.getByRole('radio', { name: 'Crédito', exact: true }).check();
  await page.getByRole('radio', { name: 'Usar outro cartão' }).check();
  await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
  await expect(page.getByTestId('card-brand')).toHaveText('Bandeira: Visa');
  await page.getByLabel('Nome do titular').fill('Cliente Demo');
  await page.getByLabel('Mês de validade').fill('12');
  await page.getByLabel('Ano de validade').fill('2031');
  await page.getByLabel('Código de segurança').fill('123');
  // 3 × R$ 110,90 = R$ 332,70, free delivery, no card discount; up to 6x of at least R$ 50,00.
  const total = 3 * UNIT;
  await page.getByLabel('Parcelas').selectOption({ label: `2x de ${reais(total / 2)} sem juros` });
  await expect(page.getByLabel('Parcelas').locator('option').first()).toHaveText('Preço à vista');
  await expect(page.getByLabel('Parcelas').locator('option')).toHaveCount(6);
  await expectAccessible(page);
  await page.screenshot({ path: `../docs/screenshots/checkout-payment-${test.info().project.name}.png` });
  await next();
  await expect(page.getByTestId('checkout-total')).toHaveText(reais(total));
  await finish();
  await expect(page.getByText('Cartão recusado pelo emissor')).toBeVisible();
  await expect(page).toHaveTitle('Pedido :: Pet Feliz');

  await page.getByRole('button', { name: '2. Pagamento' }).click();
  await page.getByLabel('Número do cartão').fill('4111111111111111');
  await expect(page.getByLabel('Parcelas')).toHaveValue('2');
  await next();
  await finish();
  await expect(page.getByText('Tudo certo! Seu pedido foi enviado...')).toBeVisible();
  await expect(page.getByTestId('order-subtotal')).toHaveText('R$ 332,70');
  await expect(page.getByTestId('order-freight')).toHaveText('Grátis');
  await expect(page.getByTestId('order-total')).toHaveText('R$ 332,70');
  await expect(page.getByText('Visa final 1111 em 2x')).toBeVisible();
  await expect(page.getByText('Pagamento aprovado').first()).toBeVisible();
});

test('an order can be cancelled after the irreversible-cancellation confirmation', async () => {
  // an order still waiting for its Pix: once paid, only the store can cancel (it has money to give back)
  await fillCart(1);
  await openCheckout();
  await page.getByRole('radio', { name: 'Retirar na loja' }).check();
  await next();
  await page.getByRole('radio', { name: 'Pix', exact: true }).check();
  await next();
  await finish();
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await expect(dialog).toContainText(
    'O processo de cancelamento não pode ser desfeito. Tem certeza de que deseja cancelar este pedido?',
  );
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByText('Pedido cancelado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Cancelado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);

  await page.goto('/#/account/orders');
  await expect(page).toHaveTitle('Meus pedidos :: Pet Feliz');
  await expect(page.getByRole('link', { name: /Pedido #\d+/ }).first()).toContainText('Cancelado');
  await expectAccessible(page);
  await page.screenshot({ path: `../docs/screenshots/orders-${test.info().project.name}.png` });
});

test('cash asks for change, debit reports the 3DS outcome, and a boleto order shows its line', async () => {
  await fillCart(1);
  await openCheckout();
  await page.getByRole('radio', { name: 'Retirar na loja' }).check();
  await next();
  await page.getByRole('radio', { name: 'Dinheiro' }).check();
  const cash = page.getByRole('dialog');
  await cash.getByRole('textbox').fill('50,00');
  await cash.getByRole('button', { name: 'Confirmar' }).click();
  await expect(cash.getByText('Valor deve ser maior que o total do pedido')).toBeVisible();
  await cash.getByRole('checkbox', { name: 'Não preciso de troco' }).check();
  await cash.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('cash-change')).toHaveText('Sem troco');

  await page.getByRole('radio', { name: 'Cartão de crédito/débito' }).check();
  await expect(page.getByTestId('cash-change')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Débito', exact: true }).check();
  await expect(page.getByLabel('Parcelas')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Usar outro cartão' }).check();
  await page.getByLabel('Número do cartão').fill('4000000000003220');
  await page.getByLabel('Nome do titular').fill('Cliente Demo');
  await page.getByLabel('Mês de validade').fill('12');
  await page.getByLabel('Ano de validade').fill('2031');
  await page.getByLabel('Código de segurança').fill('123');
  await next();
  await finish();
  await expect(page.getByText('O cartão informado não é suportado no modo DÉBITO')).toBeVisible();

  await page.getByRole('button', { name: '2. Pagamento' }).click();
  await page.getByRole('radio', { name: 'Boleto / Link / Pix pelo gateway' }).check();
  await page.getByRole('radio', { name: 'Boleto', exact: true }).check();
  await next();
  await finish();
  await expect(page.getByText('Tudo certo! Seu pedido foi enviado...')).toBeVisible();
  await expect(page.getByTestId('boleto-line')).toHaveText(/^999\d/);
});
