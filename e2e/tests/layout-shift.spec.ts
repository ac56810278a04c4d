import type { Page } from '@playwright/test';
import { expect, test } from './csp';

/** Adds up the page's layout shifts (those not caused by the shopper), as Lighthouse's CLS counts them. */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

for (const [name, path, ready] of [
  ['home', '/#/store', 'Produtos em promoção'],
  ['search', '/#/store/search?q=racao', null],
  ['an item', '/#/store/item?id=145', null],
  ['the cart', '/#/store/shopping', 'Meu carrinho'],
] as const) {
  test(`${name} does not move under the shopper's eyes while its content arrives (CLS ≤ 0.05)`, async ({ page }) => {
    // The answers come late, as on a phone network: the page must hold their place meanwhile.
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(path);
    if (ready) await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      Promise.all(
        Array.from(document.images)
          .filter((i) => !i.complete && i.loading !== 'lazy')
          .map((i) => new Promise((r) => (i.onload = i.onerror = r))),
      ),
    );
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
}
