import { expect, test } from './csp';
import { screenshot, setCart, signedInPage } from './shopper';
import { expectAccessible } from './support';

// Seed item 1 costs R$ 110,90. The shopper's main address is CEP 01310-100 (São Paulo's band: R$ 9,90, 1 day, free
// from R$ 150,00); 'Trabalho' is 06013-000 in Osasco (second band: R$ 19,90, 2 days). The Correios: R$ 29,90, 5 days.
// Pet Feliz is at Rua Augusta, 1020, open Monday to Friday 9–12 and 13–18, Saturday 9–13.

test('checkout prices every option with its time from the known CEP, shows the pickup place, and the review repeats the choices', async ({
  browser,
}, info) => {
  const page = await signedInPage(browser, info, 'cliente@petshop.demo');
  await setCart(page, [{ itemId: '1', quantity: 1 }]);
  await page.goto('/#/store/checkout');
  await page.reload();
  await expect(page.getByRole('button', { name: '1. Entrega' })).toHaveAttribute('aria-current', 'step');

  // nothing chosen yet: the main address's CEP already prices each option
  await expect(page.getByTestId('shipping-quotes-cep')).toHaveText('Frete e prazo para o CEP 01310-100');
  await expect(page.getByTestId('shipping-quote-delivery')).toHaveText('R$ 9,90 · em até 1 dia útil');
  await expect(page.getByTestId('shipping-quote-shipping')).toHaveText('R$ 29,90 · em até 5 dias úteis');
  await expect(page.getByTestId('shipping-quote-pickup')).toHaveText('Grátis');
  const place = page.getByRole('radiogroup').getByTestId('pickup-place');
  await expect(place).toContainText('Retire em Rua Augusta, 1020 · Loja 2 · Consolação – São Paulo/SP · 01305-000');
  await expect(place).toContainText('Seg. a sex. 09:00–12:00, 13:00–18:00');
  await expect(place).toContainText('Sáb. 09:00–13:00');
  await expect(place).toContainText('Dom. fechado');
  // the price and time describe the option; its name stays the option's
  await expect(page.getByRole('radio', { name: 'Entrega', exact: true })).toHaveAccessibleDescription(
    'R$ 9,90 · em até 1 dia útil',
  );
  await expectAccessible(page);
  await screenshot(page, info, 'checkout-shipping-quote');

  // another address: the quotes follow its CEP
  await page.getByRole('radio', { name: 'Entrega', exact: true }).check();
  await page.getByRole('radio', { name: /^Trabalho/ }).check();
  await expect(page.getByTestId('shipping-quotes-cep')).toHaveText('Frete e prazo para o CEP 06013-000');
  await expect(page.getByTestId('shipping-quote-delivery')).toHaveText('R$ 19,90 · em até 2 dias úteis');
  await expect(page.getByTestId('checkout-freight')).toHaveText('R$ 19,90');

  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'Cartão de crédito/débito' }).check();
  await page.getByRole('radio', { name: 'Crédito', exact: true }).check();
  const other = page.getByRole('radio', { name: 'Usar outro cartão' });
  if (await other.count()) await other.check();
  await page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await page.getByLabel('Nome do titular').fill('Cliente Demo');
  await page.getByLabel('Mês de validade').fill('12');
  await page.getByLabel('Ano de validade').fill('2031');
  await page.getByLabel('Código de segurança').fill('123');
  // R$ 110,90 + R$ 19,90 = R$ 130,80: 2x of R$ 65,40
  await page.getByLabel('Parcelas').selectOption('2');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('button', { name: '3. Revisão' })).toHaveAttribute('aria-current', 'step');
  const shipping = page.getByTestId('review-shipping');
  await expect(shipping).toContainText('Entrega · em até 2 dias úteis');
  await expect(shipping).toContainText('Trabalho: Rua Antônio Agú, 255 · Centro – Osasco/SP · 06013-000');
  await expect(page.getByTestId('review-payment')).toHaveText(
    'Cartão de crédito/débito · Crédito · final 1111 · 2x de R$ 65,40 sem juros',
  );
  await expect(page.getByTestId('checkout-total')).toHaveText('R$ 130,80');
  await expectAccessible(page);
  await screenshot(page, info, 'checkout-review');

  // pickup: the review says where and when to collect, and the payment chosen again
  await page.getByRole('button', { name: '1. Entrega' }).click();
  await page.getByRole('radio', { name: 'Retirar na loja' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'Pix', exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(shipping).toContainText('Retirar na loja');
  await expect(shipping).toContainText('Retire em Rua Augusta, 1020');
  await expect(shipping).toContainText('Sáb. 09:00–13:00');
  await expect(page.getByTestId('review-payment')).toHaveText('Pix');
  await page.context().close();
});
