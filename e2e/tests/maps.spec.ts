import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { gql } from './shopper';
import { expectAccessible } from './support';

/** The fake map services the store under test draws its tiles from and asks for addresses (playwright.config.ts). */
const FAKE = `http://127.0.0.1:${process.env.E2E_MAP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1}`;
const fakeStats = async () => (await (await fetch(`${FAKE}/stats`)).json()) as { tiles: number; reverse: number };
/** Near Rua Augusta, São Paulo: where the emulated phone says it is. */
const HERE = { latitude: -23.5613, longitude: -46.6565 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });

async function signIn(page: Page) {
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill('cliente@petshop.demo');
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
}

const coordsIn = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).split(',').map((n) => Number(n.trim()));

/** Drags the delivery-point marker by (dx, dy) pixels with the pointer, in small steps as a hand would. */
async function dragMarker(page: Page, dx: number, dy: number) {
  const marker = page.getByRole('dialog').getByRole('button', { name: 'Ponto de entrega' });
  const box = (await marker.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height - 8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test.describe('maps', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(HERE);
  });

  test("'Meu local' fills the address from the position, the map modal's dragged marker is saved on the address", async ({
    page,
  }, info) => {
    const before = await fakeStats();
    await signIn(page);
    await page.goto('/#/account/address');
    await page.getByRole('button', { name: 'Meu local' }).click();

    const dialog = page.getByRole('dialog', { name: 'Ajustar posição' });
    await expect(dialog.getByRole('region', { name: 'Mapa do ponto de entrega' })).toBeVisible();
    await expect(dialog.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(dialog.getByTestId('point-coords')).toHaveText('-23.561300, -46.656500');
    // spec 9: half the window high, at least 180 px
    const mapBox = (await dialog.locator('[data-map="leaflet"]').boundingBox())!;
    expect(Math.abs(mapBox.height - Math.max(180, page.viewportSize()!.height / 2))).toBeLessThan(2);
    await expectAccessible(page);
    await shot(page, 'map-modal');

    await dragMarker(page, 60, 40);
    const [lat, lng] = await coordsIn(page, 'point-coords');
    expect(lat).toBeLessThan(HERE.latitude); // dragged down: south
    expect(lng).toBeGreaterThan(HERE.longitude); // dragged right: east
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('address-coords')).toHaveText(`${lat!.toFixed(5)}, ${lng!.toFixed(5)}`);

    // the fake geocoder's place fills the form
    await expect(page.getByText('Endereço preenchido pela sua posição.')).toBeVisible();
    await expect(page.getByLabel('CEP')).toHaveValue('01304-001');
    await expect(page.getByLabel('Rua')).toHaveValue('Rua Augusta');
    await expect(page.getByLabel('Número')).toHaveValue('1500');
    await expect(page.getByLabel('Bairro')).toHaveValue('Consolação');
    await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(page.getByLabel('UF')).toHaveValue('SP');
    // the filled fields and the note under 'Meu local' in one view
    await page.getByLabel('Bairro').evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await shot(page, 'address-my-location');

    // 'Cancelar' answers the position the modal opened with
    await page.getByRole('button', { name: 'Ajustar posição' }).click();
    await dragMarker(page, -80, 0);
    await expect(dialog.getByTestId('point-coords')).not.toHaveText(`${lat!.toFixed(6)}, ${lng!.toFixed(6)}`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('address-coords')).toHaveText(`${lat!.toFixed(5)}, ${lng!.toFixed(5)}`);

    const title = `Mapa ${info.project.name} ${Date.now().toString(36)}`; // not a run of digits: 13 of them can pass as a card number
    await page.getByLabel('Identificação (opcional)').fill(title);
    await page.locator('form').getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/account\/addresses/);
    const { me } = await gql<{
      me: { addresses: { title: string; latitude: number; longitude: number; postalCode: string }[] };
    }>(page, '{ me { addresses { title latitude longitude postalCode } } }');
    expect(me.addresses.find((a) => a.title === title)).toEqual({
      title,
      latitude: lat,
      longitude: lng,
      postalCode: '01304001',
    });

    const after = await fakeStats();
    expect(after.tiles).toBeGreaterThan(before.tiles);
    // the store asked the fake geocoder (once per spot: later runs may be answered from its cache)
    expect(after.reverse).toBeGreaterThan(0);
  });

  test('when no address comes for the position, the form says so and stays editable', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/geocode/reverse**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Não foi possível obter o endereço agora. Tente novamente mais tarde.',
          code: 'geocoding.unavailable',
          params: {},
        }),
      }),
    );
    await page.goto('/#/account/address');
    await page.getByRole('button', { name: 'Meu local' }).click();
    await page.getByRole('dialog', { name: 'Ajustar posição' }).getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText('Não foi possível obter o endereço desta posição. Preencha os campos abaixo.'),
    ).toBeVisible();
    await expect(page.getByTestId('address-coords')).toHaveText('-23.56130, -46.65650');
    await page.getByLabel('Rua').fill('Rua Haddock Lobo');
    await expect(page.getByLabel('Rua')).toHaveValue('Rua Haddock Lobo');
  });

  test('the About page shows the store on the map, its tiles from the configured server', async ({ page }) => {
    const before = await fakeStats();
    await page.goto('/#/about');
    const map = page.getByRole('region', { name: 'Mapa com a localização da loja' }).last();
    await map.scrollIntoViewIfNeeded();
    // a map card, not a collapsed strip
    expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(280);
    await expect(map.getByRole('button', { name: 'Pet Feliz' })).toBeVisible();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const src = await map.locator('img.leaflet-tile-loaded').first().getAttribute('src');
    expect(src?.startsWith(`${FAKE}/`)).toBe(true);
    await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible();
    expect((await fakeStats()).tiles).toBeGreaterThan(before.tiles);
    await expectAccessible(page);
    await shot(page, 'about-map');
  });
});
