import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { expectAccessible, openItemInStock } from './support';

// These journeys are about the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

/** Waits until the store's service worker controls the page (it takes the open page on its first install). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

test("each store is installable with its own manifest: Chromium's installability check finds nothing missing", async ({
  playwright,
  launchOptions,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every test context is: use a profile on disk.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    serviceWorkers: 'allow',
    locale: 'pt-BR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const blocked: string[] = [];
    await page.exposeFunction('reportBlocked', (directive: string) => blocked.push(directive));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportBlocked: (d: string) => void }).reportBlocked(event.effectiveDirective),
      );
    });
    for (const [host, name, colour] of [
      ['localhost', 'Pet Feliz', '#0098db'],
      ['loja.localhost', 'Casa & Cia', '#2e7d32'],
    ] as const) {
      const url = new URL(baseURL ?? '');
      url.hostname = host;
      await page.goto(url.href);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      // Asked by the page itself: only the browser resolves *.localhost.
      const manifest = (await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json())) as {
        icons: { sizes: string; purpose: string; src: string }[];
      };
      expect(manifest).toMatchObject({ name, theme_color: colour, display: 'standalone', start_url: '/', scope: '/' });
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      const iconType = await page.evaluate(
        async (src) => (await fetch(src)).headers.get('content-type'),
        manifest.icons[2]!.src,
      );
      expect(iconType).toBe('image/png');
      await controlledByWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      await cdp.detach();
    }
    expect(blocked, 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await context.close();
  }
});

test('offline, a visited item page opens again from the cache, with the offline notice', async ({ page, context }) => {
  await page.goto('/');
  await controlledByWorker(page);
  const name = await openItemInStock(page, 'racao');
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Você está sem conexão' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page.getByText('Você está sem conexão')).toHaveCount(0);
});

test("a signed-in shopper's answers are never kept by the service worker", async ({ page, context }) => {
  await page.goto('/');
  await controlledByWorker(page);
  const kept = () =>
    page.evaluate(async () => {
      const cache = await caches.open('store-graphql');
      const answers = await Promise.all((await cache.keys()).map(async (key) => (await cache.match(key))!.text()));
      return answers;
    });
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
  const before = (await kept()).length;
  await page.goto('/#/account/edit');
  await expect(page.getByLabel('E-mail')).toHaveValue('cliente@petshop.demo');
  const name = await openItemInStock(page, 'coleira');
  const after = await kept();
  expect(after).toHaveLength(before);
  expect(after.join('\n')).not.toContain('cliente@petshop.demo');
  // Offline, the shopper's item page is not made up from a visitor's answers either.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Você está sem conexão' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);
  await context.setOffline(false);
});
