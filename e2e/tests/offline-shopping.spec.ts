import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { gql } from './shopper';
import { expectAccessible, openItemInStock } from './support';

// Offline journeys need the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'Você está sem conexão';
const NEEDS_CONNECTION = 'Esta página precisa de conexão com a internet';
const ADDED = 'Item adicionado ao carrinho';
const NOT_ADDED = 'Sem conexão: o item não foi adicionado ao carrinho';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });

async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

async function quantityInCart(page: Page, itemId: string) {
  const { shoppingCart } = await gql<{ shoppingCart: { items: { quantity: number; item: { id: string } }[] } }>(
    page,
    '{ shoppingCart { items { quantity item { id } } } }',
  );
  return shoppingCart.items.find((line) => line.item.id === itemId)?.quantity ?? 0;
}

/** Puts the shopper's line of the item back as it was, so the shared demo cart does not grow run after run. */
async function restoreQuantity(page: Page, itemId: string, quantity: number) {
  const { shoppingCart } = await gql<{ shoppingCart: { items: { id: string; item: { id: string } }[] } }>(
    page,
    '{ shoppingCart { items { id item { id } } } }',
  );
  const line = shoppingCart.items.find((l) => l.item.id === itemId)!;
  if (quantity > 0)
    await gql(page, 'mutation($items: [ShoppingCartItemInput!]!) { setShoppingCartItem(items: $items) { id } }', {
      items: [{ itemId, quantity }],
    });
  else await gql(page, 'mutation($id: ID!) { unsetShoppingCartItem(id: $id) { id } }', { id: line.id });
}

test('offline, an item page never opened says it needs the connection, then shows the item once online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  // an item of the home rows: its card is on the page, its own page was never opened
  const card = page.locator('main a[href*="store/item?id="]').first();
  const href = (await card.getAttribute('href'))!;
  await context.setOffline(true);
  await page.goto(`/${href}`);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: NEEDS_CONNECTION })).toBeVisible();
  await expect(page.getByText('Ela aparece assim que a internet voltar.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(page.getByText('Página não encontrada')).toHaveCount(0);
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'offline-unseen-item');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NEEDS_CONNECTION);
  await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);
});

test('offline, a search never made says it needs the connection, not that nothing was found', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.goto('/#/store/search?q=coleira%20azul');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '“coleira azul”' })).toBeVisible();
  await expect(page.getByRole('main').getByText(NEEDS_CONNECTION)).toBeVisible();
  await expect(page.getByText('Nenhum resultado')).toHaveCount(0);
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);
});

test("offline, a visitor's add to the cart is said once, and no failure follows it", async ({ page, context }) => {
  await page.goto('/');
  await controlledByWorker(page);
  const name = await openItemInStock(page, 'racao');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // the visitor's cart is on this device: it takes the item offline
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  const added = page.getByRole('status').getByText(ADDED);
  await expect(added).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrinho, 1 itens' }).first()).toBeVisible();
  await shot(page, 'offline-cart-visitor');
  // the snackbar leaves after 3 s; what the page and the cart still wanted to ask waits for the connection meanwhile
  await expect(added).toBeHidden();
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);
});

test("offline, a signed-in shopper's add to the cart says it was not added, and nothing is added later", async ({
  page,
  context,
}) => {
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
  await openItemInStock(page, 'coleira');
  const itemId = new URL(page.url().replace('#/', '')).searchParams.get('id')!;
  const before = await quantityInCart(page, itemId);
  await expect(page.getByText('Conectado com sucesso')).toBeHidden();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('status').getByText(NOT_ADDED)).toBeVisible();
  await expect(page.getByText(ADDED)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'offline-cart-signed-in');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);
  // back online, one tap adds one: the offline tap was not kept to be sent now
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('status').getByText(ADDED)).toBeVisible();
  await expect.poll(() => quantityInCart(page, itemId)).toBe(before + 1);
  await expect(page.getByText(ADDED)).toHaveCount(1);
  await restoreQuantity(page, itemId, before);
});
