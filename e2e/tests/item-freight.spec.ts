import { expect, test } from './csp';
import { screenshot } from './shopper';
import { expectAccessible } from './support';

// Seed item 1 (Ração Super Premium Cães Filhotes Cordeiro 3kg) costs R$ 110,90; the card takes up to 6x of at least
// R$ 50,00. São Paulo's delivery band charges R$ 9,90 in 1 day below R$ 150,00; the Correios R$ 29,90 in 5 days.

test('the item page shows the card split and quotes freight and delivery time to a CEP', async ({ page }) => {
  await page.goto('/#/store/item?id=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ração Super Premium Cães Filhotes Cordeiro 3kg');
  // floor(110,90 / 50,00) = 2 instalments of R$ 55,45
  await expect(page.getByTestId('item-installments')).toHaveText('em até 2x sem juros de R$ 55,45');

  const box = page.getByRole('region', { name: 'Calcular frete e prazo' });
  const cep = box.getByRole('textbox', { name: 'CEP' });
  const calculate = box.getByRole('button', { name: 'Calcular' });
  await cep.fill('0131');
  await calculate.click();
  await expect(box.getByRole('alert')).toHaveText('CEP deve ser válido');
  await cep.fill('00100000');
  await expect(cep).toHaveValue('00100-000');
  await calculate.click();
  await expect(box.getByRole('alert')).toHaveText('Não encontramos este CEP. Confira os números e tente de novo.');

  await cep.fill('01310100');
  await calculate.click();
  await expect(box.getByText('Para São Paulo - SP, CEP 01310-100')).toBeVisible();
  const rows = box.getByTestId('item-freight').getByRole('listitem');
  await expect(rows).toHaveText([
    'EntregaR$ 9,90 · em até 1 dia útil',
    'Envio pelos CorreiosR$ 29,90 · em até 5 dias úteis',
    'Retirar na lojaGrátis · em até 2 dias úteis',
  ]);
  await expect(box.getByRole('alert')).toHaveCount(0);
  // the pointer left on 'Calcular' is not what a reader sees
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await box.scrollIntoViewIfNeeded();
  await screenshot(page, test.info(), 'item-installments-freight');

  // two of them (R$ 221,80) pass R$ 150,00: the quote follows the quantity and delivery is free
  await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect(rows.first()).toHaveText('EntregaGrátis · em até 1 dia útil');

  // a CEP the store does not deliver to by courier: the Correios still do
  await cep.fill('20040-002');
  await calculate.click();
  await expect(box.getByText('Para Rio de Janeiro - RJ, CEP 20040-002')).toBeVisible();
  await expect(rows.first()).toHaveText('EntregaNão entregamos nesta região');

  // the CEP is the shopper's now: the postal-code bar ships there
  await page.goto('/#/store');
  await expect(page.getByText('Enviar para Rio de Janeiro RJ - 20040-002')).toBeVisible();
});
