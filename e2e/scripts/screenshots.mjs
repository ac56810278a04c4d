// Screenshots of the main screens at the two journey sizes, for docs/screenshots (look at them after a UI change).
// Usage: npm run build && npm run screenshots -w e2e   (SCREENSHOTS_URL=... to use a store already running)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveStore } from './serve-store.mjs';

const out = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(out, { recursive: true });
const store = process.env.SCREENSHOTS_URL ? { url: process.env.SCREENSHOTS_URL, stop() {} } : await serveStore(3161);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const sizes = [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['desktop', { viewport: { width: 1366, height: 768 } }],
];

try {
  for (const [size, options] of sizes) {
    const context = await browser.newContext({ ...options, locale: 'pt-BR', serviceWorkers: 'block' });
    const page = await context.newPage();
    const shot = async (name) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `${name}-${size}.png`) });
      console.log(`docs/screenshots/${name}-${size}.png`);
    };
    await page.goto(`${store.url}/#/store`);
    await page.getByRole('heading', { name: 'Produtos em promoção' }).waitFor();
    await shot('home');

    await page.getByRole('button', { name: 'Abrir categorias' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Cães' }).click();
    await drawer.getByRole('button', { name: 'Alimentação' }).click();
    await shot('drawer');
    await page.keyboard.press('Escape');

    await page.goto(`${store.url}/#/store/search?q=racao`);
    await page.getByRole('article').first().waitFor();
    await shot('search');

    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Adicionar .* ao carrinho$/ }) })
      .nth(1);
    await card.getByRole('heading').click();
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).waitFor();
    await shot('item');

    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await page.goto(`${store.url}/#/store/search?promo=1`);
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Adicionar / })
      .click();
    await page.goto(`${store.url}/#/store/shopping`);
    await page.getByTestId('cart-total').waitFor();
    await page.getByText('Item adicionado ao carrinho').waitFor({ state: 'detached' });
    await shot('cart');

    await page.goto(`${store.url}/#/account/login-options`);
    await page.getByRole('button', { name: 'Continuar com o Google' }).waitFor();
    await shot('login');

    // The home-goods demo store, on its own host.
    const loja = new URL(store.url);
    loja.hostname = 'loja.localhost';
    await page.goto(`${loja.origin}/#/store`);
    await page.getByRole('heading', { name: 'Produtos em promoção' }).waitFor();
    await shot('home-loja');
    await context.close();
  }
} finally {
  await browser.close();
  store.stop();
}
