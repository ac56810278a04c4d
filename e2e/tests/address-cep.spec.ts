import { expect, test } from './csp';
import { expectAccessible } from './support';

test("'Meu endereço': a town-wide CEP after a street's CEP clears the street and the neighbourhood", async ({
  page,
}, info) => {
  await page.goto('/#/account/address');
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu endereço' })).toBeVisible();

  const cep = page.getByLabel('CEP', { exact: true });
  await cep.fill('01310100');
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro', { exact: true })).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');

  // 13100-000 lies in Campinas' band of CEPs but names no street: only the city and the UF are known
  await cep.fill('13100000');
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('Campinas');
  await expect(page.getByLabel('UF', { exact: true })).toHaveValue('SP');
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Bairro', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('13100-000');
  await expectAccessible(page);
  await expect(page.getByText('Conectado com sucesso')).toBeHidden();
  await page.getByLabel('Bairro', { exact: true }).evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.screenshot({ path: `../docs/screenshots/address-town-cep-${info.project.name}.png` });
});
