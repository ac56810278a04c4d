import { expect, test } from './csp';
import { expectAccessible } from './support';

test("a page whose code does not load shows 'Não foi possível carregar esta página', and 'Tentar novamente' loads it", async ({
  page,
}) => {
  await page.goto('/#/store');
  await expect(page.getByRole('button', { name: /CEP|Enviar para/ })).toBeVisible();
  let blocked = 0;
  await page.route('**/assets/about-page-*.js', (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/#/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível carregar esta página' })).toBeVisible({
    timeout: 15_000,
  });
  // Tried three times (the first load and two retries) before giving up; never the router's developer screen.
  expect(blocked).toBe(3);
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  // The header and footer stay: the shopper can go elsewhere.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);

  await page.unroute('**/assets/about-page-*.js');
  await page.evaluate(() => Object.assign(window, { stillTheSameApp: true }));
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
  await expect(page).toHaveURL(/#\/about$/);
  // Only the page's chunk loaded again: the app was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { stillTheSameApp?: boolean }).stillTheSameApp)).toBe(true);
});
