import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core once transitions are over (a button just enabled fades in from 60% opacity): no serious or critical violation of WCAG 2 A/AA. */
export async function expectAccessible(page: Page) {
  // an animation cancelled meanwhile (its element re-rendered) rejects `finished` with AbortError: it is over too
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Opens a result of a search whose card offers 'Adicionar' (in stock) and answers its name. */
export async function openItemInStock(page: Page, query: string) {
  await page.goto(`/#/store/search?q=${encodeURIComponent(query)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Adicionar .* ao carrinho$/ }) })
    .first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('heading').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** Money as the spec prints it: 2999 → 'R$ 29,99'. */
export function reais(cents: number) {
  return `R$ ${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** 'R$ 1.234,56' → 123456 */
export function centsOf(text: string) {
  return Number(text.replace(/[^\d,]/g, '').replace(',', ''));
}

/**
 * Pages 'Notificações' forward (newest first, 20 a page) until a notification with this text shows: the journeys
 * before this one add to the shared demo account's list, so an early one may no longer be on the first page.
 */
export async function findNotification(page: Page, text: string | RegExp, next: string) {
  const wanted = page.getByRole('main').getByText(text).first();
  const forward = page.getByRole('main').getByRole('button', { name: next, exact: true });
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  while (!(await wanted.isVisible())) {
    await expect(forward, `no notification says ${text}`).toBeEnabled();
    const pageOf = await forward.locator('xpath=preceding-sibling::span').textContent();
    await forward.click();
    await expect(forward.locator('xpath=preceding-sibling::span')).not.toHaveText(pageOf ?? '');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  }
  await expect(wanted).toBeVisible();
}
