import { expect, test } from './csp';
import { expectAccessible } from './support';

test("the drawer opens the category tree and 'Todos' goes to search with c", async ({ page }) => {
  await page.goto('/#/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/#\/store$/);
  await page.getByRole('button', { name: 'Abrir categorias' }).click();
  const drawer = page.getByRole('dialog', { name: 'Pet Feliz' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Cães' }).click();
  await drawer.getByRole('button', { name: 'Alimentação' }).click();
  await drawer.getByRole('button', { name: 'Ração Seca' }).click();
  await expect(drawer.getByRole('button', { name: 'Filhotes' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Todos' }).first().click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/#\/store\/search\?c=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cães' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test("typing 'racao' in the search box lands on the results after the debounce", async ({ page }) => {
  await page.goto('/#/store');
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).pressSequentially('racao', { delay: 50 });
  await expect(page).toHaveURL(/#\/store\/search\?q=racao$/);
  await expect(page).toHaveTitle('Busca :: Pet Feliz');
  await expect(page.getByRole('heading', { level: 1, name: '“racao”' })).toBeVisible();
  const results = page.getByRole('article');
  await expect(results.first()).toContainText(/Ração/);
  // Spec 9: 20 results per page on phones, 24 otherwise.
  await expect(results).toHaveCount(test.info().project.name === 'phone' ? 20 : 24);
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/#/store/search?q=xyzwvutsrq');
  await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
});
