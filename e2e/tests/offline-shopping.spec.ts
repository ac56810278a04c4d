import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { expectAccessible } from './support';

// Offline journeys need the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'Você está sem conexão';
const NEEDS_CONNECTION = 'Esta página precisa de conexão com a internet';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });

async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
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
