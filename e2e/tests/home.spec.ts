import { expect, test } from './csp';
import { expectAccessible } from './support';

test('home shows the banners, the rows and loads category rows as the shopper scrolls', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/store$/);
  await expect(page).toHaveTitle('Loja :: Pet Feliz');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const banners = page.getByRole('region', { name: /^Banner 1 de 3$/ });
  await expect(banners).toBeVisible();
  await expect(banners.locator('img').first()).toHaveJSProperty('complete', true);
  await expect(page.getByRole('button', { name: 'Informar CEP para envio' })).toBeVisible();
  for (const row of ['Produtos em promoção', 'Navegue pelas marcas', 'Mais procurados']) {
    await expect(page.getByRole('heading', { level: 2, name: row })).toBeVisible();
  }
  const promo = page.getByRole('region', { name: 'Produtos em promoção' });
  await expect(promo.getByRole('article').first()).toBeVisible();
  await expect(promo.getByText(/^-\d+%$/).first()).toBeVisible();
  await expect(promo.locator('img').first()).toHaveAttribute('src', /-min\.svg$/);
  // The banner advances on its own every 4 s.
  await expect(page.getByRole('region', { name: /^Banner 2 de 3$/ })).toBeVisible({ timeout: 6000 });
  await expectAccessible(page);
  // Category rows arrive when the bottom comes into view.
  await expect(page.getByRole('heading', { level: 2, name: 'Cães' })).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: 'Cães' })).toBeVisible();
});

test('each host opens its own store, from the inline first-paint data', async ({ page, baseURL }) => {
  const url = new URL(baseURL ?? '');
  url.hostname = 'loja.localhost';
  await page.goto(url.href);
  await expect(page).toHaveTitle('Loja :: Casa & Cia');
  // The server answered with the host's config inline (first paint without waiting for the API).
  expect(await page.locator('script#store-boot').textContent()).toContain('"name":"Casa & Cia"');
  await expect(page.getByRole('link', { name: 'Casa & Cia', exact: true })).toBeVisible();
  // Casa & Cia has no appointments: the phone bar has no Agenda, and /appointments goes to the store.
  await page.goto(`${url.href}#/appointments`);
  await expect(page).toHaveURL(/#\/store$/);
});

test('unknown paths show Página não encontrada', async ({ page }) => {
  await page.goto('/#/nao/existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada :: Pet Feliz');
});

test('a login-required route sends the visitor to sign in with the full target', async ({ page }) => {
  await page.goto('/#/account/order?id=12');
  await expect(page).toHaveURL(/#\/account\/login-options\?redirect=%2Faccount%2Forder%3Fid%3D12$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveTitle('Entrar :: Pet Feliz');
});

test('the store is served under its Content-Security-Policy, and the page reports what it blocks', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'[^;]*;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { name: 'Mais procurados' })).toBeVisible();
  // an inline script, as an injected one would be, is refused and reported (then cleared: this one was ours)
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]!.directive).toBe('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  cspViolations.length = 0;
});
