import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect } from './csp';

/** A signed-in shopper's own page in a context of the project's size (one sign-in per account and project). */
export async function signedInPage(browser: Browser, info: TestInfo, email: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, locale, baseURL, serviceWorkers } = info.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, locale, baseURL, serviceWorkers });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
  return page;
}

/** A GraphQL call as the signed-in shopper (the page's own token). */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('store:') && k.endsWith(':auth'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken?: string }).accessToken
        : undefined;
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { query, variables },
  ) as Promise<T>;
}

export type Line = { itemId: string; quantity: number };

/** Replaces the shopper's server cart; answers the total the server computes for it. */
export async function setCart(page: Page, lines: Line[]): Promise<number> {
  await gql(page, 'mutation { clearShoppingCart { id } }');
  await gql(page, 'mutation($items: [ShoppingCartItemInput!]!) { setShoppingCartItem(items: $items) { id } }', {
    items: lines,
  });
  const { shoppingCart } = await gql<{ shoppingCart: { total: number } }>(page, '{ shoppingCart { total } }');
  return shoppingCart.total;
}

/**
 * A cart whose server total is exactly `target` cents, found among the catalogue's items as they are priced now
 * (one item bought n times, or two items), so the journey holds whatever the demo prices become.
 */
export async function cartTotalling(page: Page, target: number): Promise<Line[] | null> {
  type Item = {
    id: string;
    price: number;
    promotionalPrice: number;
    stockQuantity: number;
    variants: { id: string }[];
  };
  const items: Item[] = [];
  for (let p = 1; p <= 3; p += 1) {
    const answer = await gql<{ items: { data: Item[] } }>(
      page,
      'query($page: Int) { items(first: 100, page: $page) { data { id price promotionalPrice stockQuantity variants { id } } } }',
      { page: p },
    );
    items.push(...answer.items.data.filter((i) => i.variants.length === 0 && i.stockQuantity >= 10));
  }
  const unit = (i: Item) => (i.promotionalPrice > 0 && i.promotionalPrice < i.price ? i.promotionalPrice : i.price);
  const candidates: Line[][] = [];
  for (const a of items) {
    for (let qa = 1; qa <= 5; qa += 1) {
      const rest = target - unit(a) * qa;
      if (rest === 0) candidates.push([{ itemId: a.id, quantity: qa }]);
      if (rest <= 0) continue;
      for (const b of items) {
        if (b.id <= a.id || rest % unit(b) !== 0 || rest / unit(b) > 5) continue;
        candidates.push([
          { itemId: a.id, quantity: qa },
          { itemId: b.id, quantity: rest / unit(b) },
        ]);
      }
    }
  }
  candidates.sort((x, y) => x.length - y.length);
  for (const lines of candidates.slice(0, 10)) if ((await setCart(page, lines)) === target) return lines;
  return null;
}

/** Runs the store's admin command line against the server's data folder: `admin('order:assign', '7', 'a@b.c')`. */
export function admin(...args: string[]) {
  execFileSync('npm', ['run', 'admin', '--', ...args], {
    cwd: path.resolve(process.cwd(), '..'),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
}

/** Moves an order with the admin command line. */
export function adminOrderStatus(orderId: string, status: string) {
  admin('order:status', orderId, status);
}

/** 'R$ 89,94' → 8994; the sum of every 'Nx de R$ …' in a label: '1x de R$ 89,94 + 2x de R$ 89,93' → 26980. */
export function installmentSum(label: string): number {
  const parts = [...label.matchAll(/(\d+)x (?:de|of) R\$\s?([\d.]+,\d{2})/g)];
  return parts.reduce(
    (sum, [, count, amount]) => sum + Number(count) * Number(amount!.replace(/\./g, '').replace(',', '')),
    0,
  );
}

export const screenshot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${info.project.name}.png`, fullPage: false });
