import type { WebSocket } from '@playwright/test';
import { expect, test } from './csp';
import { courierPage, COURIER_AT, orderForCarlos, signIn } from './courier';
import { gql } from './shopper';
import { expectAccessible } from './support';

// Live delivery: the courier Carlos shares his phone's position and chats; Maria follows on her order's modal.
// Tiles come from the local fake map service the store under test is configured with (playwright.config.ts).

/** Two points of the courier's way, a couple of hundred metres apart, near Av. Paulista. */
const FIRST = COURIER_AT;
const SECOND = { latitude: -23.5585, longitude: -46.6478 };
const shown = (p: { latitude: number; longitude: number }) => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;
const shots = process.env.E2E_SCREENSHOTS ?? '../docs/screenshots';

test.describe('live delivery tracking', () => {
  test('the courier starts and moves, the customer sees the marker follow, they chat both ways, Fechar closes the socket', async ({
    page,
    browser,
  }, info) => {
    const courier = await courierPage(browser, info);
    const phone = courier.page;
    await signIn(phone, 'entregador@petfeliz.demo');
    await phone.goto('/#/courier');
    await expect(phone.getByRole('heading', { name: 'Minhas entregas' })).toBeVisible();
    await expect(phone).toHaveTitle(/^Minhas entregas :: /);
    const orderLink = phone.getByRole('link', { name: /Pedido #\d+/ }).first();
    await expect(orderLink).toContainText('Saiu para entrega');
    await expectAccessible(phone);
    await expect(phone.getByText('Conectado com sucesso')).toBeHidden();
    await phone.screenshot({ path: `${shots}/courier-list-${info.project.name}.png` });
    const orderId = /Pedido #(\d+)/.exec(await orderLink.innerText())![1]!;
    await orderLink.click();
    await expect(phone.getByRole('heading', { name: `Pedido #${orderId}` })).toBeVisible();
    // the demo order is already out for delivery: opening it resumes sharing, as after a reload mid-trip
    await expect(phone.getByText('Sua localização está sendo enviada ao cliente')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Iniciar entrega' })).toHaveCount(0);
    await expect(phone.getByText(/Última posição enviada às/)).toBeVisible();

    // the customer: the code to read out, then the live modal over a socket opened with a ticket
    const sockets: WebSocket[] = [];
    page.on('websocket', (ws) => {
      if (ws.url().includes(`/delivery/${orderId}`)) sockets.push(ws);
    });
    await signIn(page, 'cliente@petshop.demo');
    await page.goto(`/#/account/order?id=${orderId}`);
    const code = /Código de entrega: (\d{4})/.exec(await page.getByTestId('delivery-code').innerText())![1]!;
    await page.getByRole('button', { name: 'Acompanhar entrega' }).click();
    const modal = page.getByRole('dialog', { name: 'Seu pedido está a caminho' });
    await expect(modal.getByRole('region', { name: 'Mapa da entrega' })).toBeVisible();
    await expect(modal.getByTestId('courier-position')).toHaveText(shown(FIRST));
    await expect(modal.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(modal.getByTestId('tracking-eta')).toHaveText(/^Chega em cerca de \d+ min$/);
    // spec 9: the map is half the window high, at least 180 px
    const mapBox = (await modal.locator('[data-map="leaflet"]').boundingBox())!;
    expect(Math.abs(mapBox.height - Math.max(180, page.viewportSize()!.height / 2))).toBeLessThan(2);

    // the socket carries a single-use ticket, never the access token
    expect(sockets).toHaveLength(1);
    const url = new URL(sockets[0]!.url());
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('store:') && k.endsWith(':auth'));
      return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken?: string }).accessToken : undefined;
    });
    expect(url.searchParams.get('token')).toBeTruthy();
    expect(url.searchParams.get('token')).not.toBe(token);

    // the courier moves: the marker follows
    const marker = modal.locator('.leaflet-marker-icon[title="Entregador"]');
    const before = (await marker.boundingBox())!;
    await courier.context.setGeolocation(SECOND);
    await expect(modal.getByTestId('courier-position')).toHaveText(shown(SECOND));
    await expect.poll(async () => JSON.stringify(await marker.boundingBox())).not.toBe(JSON.stringify(before));

    // chat both ways
    await modal.getByLabel('Mensagem').fill('Estou no portão azul');
    await modal.getByRole('button', { name: 'Enviar' }).click();
    await expect(phone.getByTestId('chat-lines')).toContainText('Estou no portão azul');
    await phone.getByLabel('Mensagem').fill('Chego em 2 minutos');
    await phone.getByRole('button', { name: 'Enviar' }).click();
    await expect(modal.getByTestId('chat-lines')).toContainText('Chego em 2 minutos');
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/tracking-modal-${info.project.name}.png` });

    // 'Fechar' closes the modal and its socket
    const closed = new Promise<void>((resolve) => sockets[0]!.on('close', () => resolve()));
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await expect(modal).toBeHidden();
    await closed;

    // 'Entregue' asks the code; a wrong one gets the server's message
    await phone.getByRole('button', { name: 'Entregue', exact: true }).click();
    await phone.getByLabel('Código de entrega informado pelo cliente').fill(code === '0000' ? '1111' : '0000');
    await phone.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect(phone.getByRole('alert')).toContainText(
      /Código de entrega incorreto\. Tentativas restantes: \d|Muitos códigos incorretos/,
    );
    await expectAccessible(phone);
    await phone.screenshot({ path: `${shots}/courier-delivery-${info.project.name}.png` });
    expect(courier.violations, 'Content-Security-Policy violations on the courier page').toEqual([]);
    await courier.context.close();
  });

  test('the courier starts an order assigned to him: it goes out for delivery, sharing begins, the customer gets the code', async ({
    page,
    browser,
  }, info) => {
    // the customer orders a bone delivered to the main address and pays by boleto (no payment discount)
    await signIn(page, 'cliente@petshop.demo');
    // the boleto is paid, the store prepares the order and hands it to Carlos
    const orderId = await orderForCarlos(page);

    const courier = await courierPage(browser, info);
    const phone = courier.page;
    await signIn(phone, 'entregador@petfeliz.demo');
    await phone.goto('/#/courier');
    const orderLink = phone.getByRole('link', { name: new RegExp(`Pedido #${orderId}\\b`) });
    await expect(orderLink).toContainText('Processando pedido');
    await orderLink.click();
    await expect(phone.getByText('Sua localização está sendo enviada ao cliente')).toHaveCount(0);
    await phone.getByRole('button', { name: 'Iniciar entrega' }).click();
    await expect(phone.getByText('Sua localização está sendo enviada ao cliente')).toBeVisible();
    await expect(phone.getByText(/Última posição enviada às/)).toBeVisible();

    // the customer's order is out for delivery with its code, and the modal shows where the courier is
    await page.goto(`/#/account/order?id=${orderId}`);
    await expect(page.getByText('Saiu para entrega').first()).toBeVisible();
    await expect(page.getByTestId('delivery-code')).toHaveText(/Código de entrega: \d{4}/);
    await page.getByRole('button', { name: 'Acompanhar entrega' }).click();
    const modal = page.getByRole('dialog', { name: 'Seu pedido está a caminho' });
    await expect(modal.getByTestId('courier-position')).toHaveText(shown(FIRST));
    expect(courier.violations, 'Content-Security-Policy violations on the courier page').toEqual([]);
    await courier.context.close();
  });

  test("the banner's 'Acompanhar entrega' opens the modal; a navigation closes it and its socket", async ({ page }) => {
    await signIn(page, 'cliente@petshop.demo');
    const { orders } = await gql<{ orders: { data: { id: string; status: string }[] } }>(
      page,
      '{ orders(first: 5) { data { id status } } }',
    );
    const out = orders.data.find((o) => o.status === 'saiu_entrega')!;
    const closed: Promise<void>[] = [];
    page.on('websocket', (ws) => closed.push(new Promise((resolve) => ws.on('close', () => resolve()))));
    await page.goto('/#/about');
    await expect(page.getByText(`Seu pedido #${out.id} saiu para entrega.`)).toBeVisible();
    await page.getByRole('link', { name: 'Acompanhar entrega' }).click();
    const modal = page.getByRole('dialog', { name: 'Seu pedido está a caminho' });
    await expect(modal.getByRole('region', { name: 'Mapa da entrega' })).toBeVisible();
    await expect.poll(() => closed.length).toBe(1);
    // spec 2: a navigation while a modal is open is cancelled and the modal closes (its socket with it)
    await page.goBack();
    await expect(modal).toBeHidden();
    await closed[0];
  });

  test("a socket that cannot connect says 'Não foi possível conectar' and keeps trying with new tickets", async ({
    page,
  }, info) => {
    await signIn(page, 'cliente@petshop.demo');
    const { orders } = await gql<{ orders: { data: { id: string; status: string }[] } }>(
      page,
      '{ orders(first: 5) { data { id status } } }',
    );
    const out = orders.data.find((o) => o.status === 'saiu_entrega')!;
    const tickets: string[] = [];
    // the server is unreachable: every try is refused at once
    await page.routeWebSocket(/\/delivery\//, (ws) => {
      tickets.push(new URL(ws.url()).searchParams.get('token') ?? '');
      void ws.close({ code: 1011 });
    });
    await page.goto(`/#/account/order?id=${out.id}&track=1`);
    const modal = page.getByRole('dialog', { name: 'Seu pedido está a caminho' });
    await expect(modal.getByRole('alert')).toContainText('Não foi possível conectar');
    await expect.poll(() => tickets.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(new Set(tickets).size).toBe(tickets.length);
    await expectAccessible(page);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${shots}/tracking-failed-${info.project.name}.png` });
  });
});
