import { expect, test } from './csp';
import { expectAccessible } from './support';

test("a guest's postal-code bar names the city and state the lookup knows for the CEP typed", async ({ page }) => {
  await page.goto('/#/store');
  await page.getByRole('button', { name: 'Informar CEP para envio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salve a sua localização' });
  await dialog.getByLabel('CEP').fill('01310100');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const bar = page.getByRole('button', { name: /^Enviar para São Paulo SP - 01310-100/ });
  await expect(bar).toBeVisible();
  await expectAccessible(page);
  // Kept with the CEP: a reload reads the city without asking again.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Enviar para São Paulo SP - 01310-100/ })).toBeVisible();
  // A CEP outside the seeded streets still gets its city from the CEP bands.
  await page.getByRole('button', { name: /^Enviar para/ }).click();
  await dialog.getByLabel('CEP').fill('30140071');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: /^Enviar para Belo Horizonte MG - 30140-071/ })).toBeVisible();
});

test('a signed-in shopper who types another CEP sees its city too', async ({ page }) => {
  await page.goto('/#/account/login-options?redirect=%2Fstore');
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
  await page.getByRole('button', { name: /^(Enviar para|Informar CEP)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Salve a sua localização' });
  await dialog.getByLabel('CEP').fill('13025000');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: /^Enviar para Campinas SP - 13025-000/ })).toBeVisible();
});

for (const [link, heading, paragraph] of [
  ['Política de privacidade', 'Política de privacidade', /Lei Geral de Proteção de Dados/],
  ['Termos de uso', 'Termos de uso', /7 \(sete\) dias corridos/],
] as const) {
  test(`the footer's '${link}' opens the store's page with its text`, async ({ page }) => {
    await page.goto('/#/store');
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(link === 'Termos de uso' ? /#\/terms$/ : /#\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} :: Pet Feliz`);
    await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByText('contato@petfeliz.demo').first()).toBeVisible();
    await expectAccessible(page);
  });
}
