import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect } from './csp';
import { gql, setCart } from './shopper';

// The courier's phone and the orders handed to him, shared by the delivery journeys.

/** Where the courier's phone says it is: near Av. Paulista. */
export const COURIER_AT = { latitude: -23.56, longitude: -46.65 };

export async function signIn(page: Page, email: string) {
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
}

/**
 * The courier's phone: its own context of the project's size under the same CSP watch; location allowed unless
 * `location` is false (the courier never granted it).
 */
export async function courierPage(browser: Browser, info: TestInfo, { location = true } = {}) {
  const { viewport, isMobile, hasTouch, locale, baseURL, serviceWorkers } = info.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    locale,
    baseURL,
    serviceWorkers,
    ...(location ? { geolocation: COURIER_AT, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeBinding('reportCourierCsp', (_source, blocked: string) => void violations.push(blocked));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCourierCsp: (b: string) => void }).reportCourierCsp(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  return { page, context, violations };
}

/** The store's admin command line from the bundle the store under test runs (quicker than through npm and tsx). */
function admin(...args: string[]) {
  execFileSync('node', ['scripts/run-api.mjs', 'admin', ...args], {
    cwd: path.resolve(process.cwd(), '..'),
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
}

/**
 * The signed-in customer orders a bone delivered to the main address and pays by boleto; the boleto is paid, the
 * store prepares the order and hands it to Carlos. Answers the order's id.
 */
export async function orderForCarlos(page: Page): Promise<string> {
  const { items } = await gql<{ items: { data: { id: string; stockQuantity: number }[] } }>(
    page,
    '{ items(q: "osso", first: 10) { data { id stockQuantity } } }',
  );
  const item = items.data.find((i) => i.stockQuantity > 0)!;
  const cartTotal = await setCart(page, [{ itemId: item.id, quantity: 1 }]);
  const { storeCheckout: choices } = await gql<{
    storeCheckout: {
      paymentMethods: { id: string; type: string }[];
      shippingOptions: { id: string; type: string }[];
      addresses: { id: string; postalCode: string; city: string; state: string; latitude: number; longitude: number }[];
    };
  }>(
    page,
    '{ storeCheckout { paymentMethods { id type } shippingOptions { id type } ' +
      'addresses { id postalCode city state latitude longitude } } }',
  );
  const gateway = choices.paymentMethods.find((m) => m.type === 'gateway')!;
  const delivery = choices.shippingOptions.find((o) => o.type === 'delivery')!;
  const { id: addressId, postalCode, ...place } = choices.addresses[0]!;
  const { calcFreight } = await gql<{ calcFreight: { price: number } }>(
    page,
    'query($address: FreightAddressInput, $postalCode: String!, $price: Int, $shippingId: ID) ' +
      '{ calcFreight(address: $address, postalCode: $postalCode, price: $price, shippingId: $shippingId) { price } }',
    { address: { postalCode, ...place }, postalCode, price: cartTotal, shippingId: delivery.id },
  );
  expect(calcFreight.price).toBeGreaterThanOrEqual(0);
  const { createOrder } = await gql<{ createOrder: { id: string } }>(
    page,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
    {
      input: {
        paymentMethod: gateway.id,
        billingType: 'boleto',
        shippingOption: delivery.id,
        addressId,
        total: cartTotal + calcFreight.price,
        items: [{ item: item.id, quantity: 1 }],
      },
    },
  );
  admin('order:status', createOrder.id, 'pagamento_aprovado');
  admin('order:status', createOrder.id, 'processando');
  admin('order:assign', createOrder.id, 'entregador@petfeliz.demo');
  return createOrder.id;
}

/** The demo order Carlos is already out with (seeded 'Saiu para entrega' for the demo customer). */
export async function orderOutForDelivery(page: Page): Promise<string> {
  const { orders } = await gql<{ orders: { data: { id: string; status: string }[] } }>(
    page,
    // the journeys before may have placed many orders: look past them
    '{ orders(first: 100) { data { id status } } }',
  );
  return orders.data.find((o) => o.status === 'saiu_entrega')!.id;
}
