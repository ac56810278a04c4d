import { expect, test } from './csp';
import { signedInPage } from './shopper';

// Spec 2: while a drawer, dialog, sheet or map modal is open, a navigation (the back button) is cancelled and only
// the modal closes; the page and what the shopper typed stay.

test('back with the drawer open on the first page opened closes the drawer and stays on the store', async ({
  page,
}) => {
  await page.goto('/#/store');
  await page.getByRole('button', { name: 'Abrir categorias' }).click();
  const drawer = page.getByRole('dialog', { name: 'Pet Feliz' });
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/#\/store$/);
  await expect(page.getByRole('button', { name: 'Abrir categorias' })).toBeVisible();
  // closed by its own button, then a page followed: back comes to the store in one press
  await page.getByRole('button', { name: 'Abrir categorias' }).click();
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('link', { name: 'Sobre nós' }).first().click();
  await expect(page).toHaveURL(/#\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/store$/);
});

test('back with the map modal open keeps the half-filled address form', async ({ browser }, info) => {
  const page = await signedInPage(browser, info, 'cliente@petshop.demo');
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: -22.9056, longitude: -47.0608 });
  await page.goto('/#/account/address');
  // the position found fills the address and opens the map modal to adjust it
  await page.getByRole('button', { name: 'Meu local' }).click();
  const map = page.getByRole('dialog', { name: 'Ajustar posição' });
  await expect(map).toBeVisible();
  await page.goBack();
  await expect(map).toBeHidden();
  await expect(page).toHaveURL(/#\/account\/address$/);
  await expect(page.getByTestId('address-coords')).toBeVisible();
  await page.getByLabel('Número').fill('742');
  await page.getByLabel('Complemento').fill('Apto 12');
  await page.getByRole('button', { name: 'Ajustar posição' }).click();
  await expect(map).toBeVisible();
  await page.goBack();
  await expect(map).toBeHidden();
  await expect(page).toHaveURL(/#\/account\/address$/);
  await expect(page.getByLabel('Número')).toHaveValue('742');
  await expect(page.getByLabel('Complemento')).toHaveValue('Apto 12');
  await page.context().close();
});

test("the 15 s location nudge shows above the open 'Salve a sua localização' sheet, and back closes the sheet", async ({
  page,
}) => {
  // the device never answers: after 15 s the storefront offers to try again
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: () => undefined, watchPosition: () => 0, clearWatch: () => undefined },
    });
  });
  await page.clock.install();
  await page.goto('/#/store');
  await page.getByRole('button', { name: 'Informar CEP para envio' }).click();
  const sheet = page.getByRole('dialog', { name: 'Salve a sua localização' });
  await sheet.getByRole('button', { name: 'Meu local' }).click();
  await page.clock.fastForward(15_000);
  const nudge = page.getByText('Deseja utilizar sua localização atual para salvar como local de entrega?');
  await expect(nudge).toBeVisible();
  // on top: the point at the nudge's centre belongs to the nudge, not to the sheet or its backdrop
  const box = (await nudge.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(hit).toContain('Deseja utilizar sua localização atual');
  await expect(page.getByRole('button', { name: 'Ativar' })).toBeVisible();
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: `../docs/screenshots/location-nudge-${test.info().project.name}.png` });
  // its action can be tapped over the sheet
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(nudge).toBeHidden();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/#\/store$/);
});
