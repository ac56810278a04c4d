import { expect, test } from './csp';

// An English browser: the storefront renders the server's messages from their keys, not from its pt-BR texts.
test.use({ locale: 'en-US' });

/** 'Osso Natural para Cães Mini' (PET-0150), R$ 19,90 in the demo pet shop: not a ração, far below any coupon minimum. */
const CHEAP_TOY = 150;

test('a shopper reading English sees the server refuse a coupon and a form in English', async ({ page }) => {
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Password', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  // One toy of R$ 19,90 in the cart, whatever the account held before.
  // The cart is read once it has loaded (its lines, or the empty cart), never while it still says 'Loading'.
  await page.goto('/#/store/shopping');
  const clear = page.getByRole('button', { name: 'Clear cart' });
  const empty = page.getByText('Your cart is empty');
  await expect(clear.or(empty)).toBeVisible();
  if (await clear.isVisible()) {
    await clear.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear cart' }).click();
    await expect(empty).toBeVisible();
  }
  await page.goto(`/#/store/item?id=${CHEAP_TOY}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await page.goto('/#/store/shopping');

  // The server refuses each coupon with a key and parameters; the amount comes in cents and is shown in dollars.
  await page.getByLabel('Discount coupon').fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toContainText('Minimum purchase of $100.00 to apply the coupon');
  await page.getByRole('button', { name: 'REMOVE COUPON' }).click();
  await page.getByLabel('Discount coupon').fill('VENCIDO');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toContainText('Coupon is not valid');

  // A name the form lets through but the server refuses (over 120 characters): its field message, in English.
  await page.goto('/#/account/edit');
  await page.getByLabel('Full name').fill(`Maria ${'a'.repeat(130)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The information is incomplete')).toBeVisible();
  // in the warning, and under the field it is about
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Use at most 120 characters');
  await expect(page.getByText('Use at most 120 characters')).toHaveCount(2);
  await expect(page.getByText('Use no máximo')).toHaveCount(0);
});
