import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { courierPage, orderOutForDelivery, signIn } from './courier';
import { screenshot } from './shopper';
import { expectAccessible } from './support';

// When the tile server cannot be reached, every map says so in a line and keeps what it shows besides the
// picture: pins, distance, arrival time. Tiles come from the local fake map service (playwright.config.ts).

const UNAVAILABLE = 'Mapa indisponível no momento';
/** Near Rua Augusta, São Paulo: where the emulated phone says it is. */
const HERE = { latitude: -23.5613, longitude: -46.6565 };

/** Every tile request fails, as with the tile server down or out of reach. */
const blockTiles = (page: Page) => page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.abort('failed'));

test.describe('maps without tiles', () => {
  test('the About map and the address map modal say the map is unavailable and keep their pins', async ({
    page,
    context,
  }, info) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(HERE);
    await blockTiles(page);
    await page.goto('/#/about');
    const about = page.getByRole('region', { name: 'Mapa com a localização da loja' }).last();
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByText(UNAVAILABLE)).toBeVisible();
    await expect(about.getByRole('button', { name: 'Pet Feliz' })).toBeVisible();
    await expect(about.locator('img.leaflet-tile-loaded')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, info, 'about-map-unavailable');

    await signIn(page, 'cliente@petshop.demo');
    await page.goto('/#/account/address');
    await page.getByRole('button', { name: 'Meu local' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajustar posição' });
    const map = dialog.getByRole('region', { name: 'Mapa do ponto de entrega' });
    await expect(map.getByText(UNAVAILABLE)).toBeVisible();
    await expect(map.getByRole('button', { name: 'Ponto de entrega' })).toBeVisible();
    await expect(dialog.getByTestId('point-coords')).toHaveText('-23.561300, -46.656500');
    await expectAccessible(page);
    await screenshot(page, info, 'map-modal-unavailable');
  });

  test("the courier's map and the customer's tracking map say so and keep the pins, the distance and the ETA", async ({
    page,
    browser,
  }, info) => {
    await blockTiles(page);
    await signIn(page, 'cliente@petshop.demo');
    const orderId = await orderOutForDelivery(page);

    const courier = await courierPage(browser, info);
    const phone = courier.page;
    await blockTiles(phone);
    await signIn(phone, 'entregador@petfeliz.demo');
    await phone.goto(`/#/courier/${orderId}`);
    const courierMap = phone.getByRole('region', { name: 'Mapa da entrega' });
    await expect(courierMap.getByText(UNAVAILABLE)).toBeVisible();
    await expect(courierMap.locator('.leaflet-marker-icon[title="Entregador"]')).toBeVisible();
    await expect(courierMap.locator('.leaflet-marker-icon[title="Endereço de entrega"]')).toBeVisible();
    await expect(phone.getByText(/Faltam [\d,]+ km/)).toBeVisible();
    await expectAccessible(phone);
    await screenshot(phone, info, 'courier-map-unavailable');

    await page.goto(`/#/account/order?id=${orderId}&track=1`);
    const modal = page.getByRole('dialog', { name: 'Seu pedido está a caminho' });
    const map = modal.getByRole('region', { name: 'Mapa da entrega' });
    await expect(map.getByText(UNAVAILABLE)).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon[title="Entregador"]')).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon[title="Endereço de entrega"]')).toBeVisible();
    await expect(modal.getByTestId('tracking-eta')).toHaveText(/^Chega em cerca de \d+ min$/);
    await expectAccessible(page);
    await screenshot(page, info, 'tracking-map-unavailable');
    await courier.context.close();
  });
});
