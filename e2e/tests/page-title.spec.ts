import { expect, test } from './csp';

test("the tab's title follows the page after an item that does not exist", async ({ page }) => {
  await page.goto('/#/store/item?id=999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada :: Pet Feliz');

  await page.getByRole('link', { name: 'Voltar para a loja' }).click();
  await expect(page.getByRole('heading', { name: 'Produtos em promoção' })).toBeVisible();
  await expect(page).toHaveTitle('Loja :: Pet Feliz');

  await page.goto('/#/store/item?id=999999');
  await expect(page).toHaveTitle('Página não encontrada :: Pet Feliz');
  await page.goto('/#/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
  await expect(page).toHaveTitle('Sobre nós :: Pet Feliz');
});
