import { expect, test } from '@playwright/test';

test("the storefront shows the store's name from the API", async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Pet Feliz' })).toBeVisible();
  await expect(page).toHaveTitle('Loja :: Pet Feliz');
  await page.screenshot({ path: testInfo.outputPath('home.png') });
});

test('each host opens its own store', async ({ page, baseURL }) => {
  const url = new URL(baseURL ?? '');
  url.hostname = 'loja.localhost';
  await page.goto(url.href);
  await expect(page.getByRole('heading', { name: 'Casa & Cia' })).toBeVisible();
});
