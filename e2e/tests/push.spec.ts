import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './csp';
import { gql } from './shopper';
import { expectAccessible } from './support';

// The opt-in needs the store's service worker (it shows the pushes), which the other journeys block.
test.use({ serviceWorkers: 'allow' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../docs/screenshots/${name}-${test.info().project.name}.png` });

async function signIn(page: Page, email: string) {
  await page.goto('/#/account/login-options');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Senha123');
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Conectado com sucesso')).toBeVisible();
}

/** Counts permission requests and records the key of each `pushManager.subscribe` call, then lets the browser do it. */
async function recordPushCalls(page: Page) {
  await page.addInitScript(() => {
    const calls = { permissionRequests: 0, subscribeKeys: [] as string[], standIn: false };
    (window as unknown as { pushCalls: typeof calls }).pushCalls = calls;
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      calls.permissionRequests += 1;
      return request(...args);
    };
    const subscribe = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = function (this: PushManager, options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      calls.subscribeKeys.push(
        btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, ''),
      );
      if (!calls.standIn) return subscribe.call(this, options);
      // A stand-in for a push service's answer (see the journey): the subscription a browser would hand over.
      const json = {
        endpoint: 'https://push.example.invalid/send/journey',
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      return Promise.resolve({ ...json, toJSON: () => json } as unknown as PushSubscription);
    };
  });
}

const pushCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { pushCalls: { permissionRequests: number; subscribeKeys: string[] } }).pushCalls,
  );

async function webPushDevices(page: Page) {
  const data = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('store:') && k.endsWith(':auth'));
    const token = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken?: string }).accessToken
      : undefined;
    return (await (await fetch('/api/me/export', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      pushEndpoints: { type: string; description: string }[];
    };
  });
  return data.pushEndpoints.filter((e) => e.type === 'WEBPUSH');
}

async function setNotifications(context: BrowserContext, page: Page, setting: 'granted' | 'denied' | 'prompt') {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting,
    origin: new URL(page.url()).origin,
  });
}

test("with notifications allowed, tapping 'Ativar notificações' subscribes with the store's key and registers this browser", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await recordPushCalls(page);
  await signIn(page, 'cliente@petshop.demo');
  const before = await webPushDevices(page);
  await page.goto('/#/notifications');
  const optIn = page.getByRole('button', { name: 'Ativar notificações' });
  await expect(optIn).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // nothing is asked or subscribed before the tap
  expect(await pushCalls(page)).toMatchObject({ permissionRequests: 0, subscribeKeys: [] });
  await expectAccessible(page);
  await expect(page.getByText('Conectado com sucesso')).toBeHidden();
  await shot(page, 'push-opt-in');

  await optIn.click();
  const key = (
    await page.evaluate(async () => (await (await fetch('/api/webpush/public-key')).json()) as { data: string })
  ).data;
  await expect.poll(async () => (await pushCalls(page)).subscribeKeys).toEqual([key]);
  const outcome = page
    .getByText('Notificações ativadas')
    .or(page.getByRole('alert').filter({ hasText: 'Não foi possível ativar as notificações' }));
  await expect(outcome).toBeVisible();

  if (await page.getByText('Notificações ativadas').isVisible()) {
    expect((await webPushDevices(page)).length).toBe(before.length + 1);
    return;
  }
  // Headless Chromium has no push service (its subscribe answers 'Registration failed'): the shopper is told so and
  // nothing is registered. What the storefront does with a subscription is then checked with a stand-in answer.
  test.info().annotations.push({
    type: 'push service',
    description: 'pushManager.subscribe failed in this browser: registration checked with a stand-in subscription',
  });
  expect(await webPushDevices(page)).toHaveLength(before.length);
  await page.evaluate(() => ((window as unknown as { pushCalls: { standIn: boolean } }).pushCalls.standIn = true));
  await page.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(page.getByText('Notificações ativadas')).toBeVisible();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  expect(await webPushDevices(page)).toEqual([
    ...before,
    { type: 'WEBPUSH', description: userAgent, createdAt: expect.any(String) },
  ]);
  expect((await pushCalls(page)).subscribeKeys).toEqual([key, key]);
  await gql(page, 'mutation($r: String!) { unsetUserEndpoint(type: WEBPUSH, registration: $r) }', {
    r: JSON.stringify({
      endpoint: 'https://push.example.invalid/send/journey',
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  });
});

test("refusing notifications shows 'As notificações estão bloqueadas', and a blocked browser is not asked again", async ({
  page,
  context,
}) => {
  await recordPushCalls(page);
  await signIn(page, 'cliente@petshop.demo');
  await page.goto('/#/notifications');
  await setNotifications(context, page, 'denied');
  await page.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(page.getByText('As notificações estão bloqueadas')).toBeVisible();
  expect(await pushCalls(page)).toMatchObject({ permissionRequests: 1, subscribeKeys: [] });
  await expect(page.getByRole('button', { name: 'Ativar notificações' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'push-blocked');

  await page.reload();
  await expect(page.getByText('As notificações estão bloqueadas')).toBeVisible();
  expect(await pushCalls(page)).toMatchObject({ permissionRequests: 0 });
});

test('a push that arrives fetches the unread badge again', async ({ page, context }) => {
  await signIn(page, 'cliente@petshop.demo');
  await page.goto('/#/store');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const bell = page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: /^Notificações/ });
  const { me } = await gql<{ me: { notifications: { data: { id: string; readed: boolean }[] } } }>(
    page,
    '{ me { notifications(first: 50) { data { id readed } } } }',
  );
  const unread = me.notifications.data.filter((n) => !n.readed);
  if (unread.length > 0) {
    await expect(bell.getByTestId('badge')).toHaveText(String(unread.length));
    // read elsewhere (another device): this page does not know yet
    await gql(page, 'mutation($ids: [ID!]) { readNotifications(ids: $ids) }', { ids: [unread[0]!.id] });
    await expect(bell.getByTestId('badge')).toHaveText(String(unread.length));
  }
  const countAsked = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('query Unread'),
    { timeout: 40_000 },
  );

  // a push delivered to the store's service worker as a push service would (DevTools protocol)
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const mine = registrations.find((r) => r.scopeURL.startsWith(new URL(page.url()).origin));
        if (mine) resolve(mine.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const data = JSON.stringify({
    title: 'Pedido #1',
    body: 'Saiu para entrega',
    type: 'order_status',
    orderId: 1,
    url: '/#/account/order?id=1',
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data });
  await countAsked;
  if (unread.length === 1) await expect(bell.getByTestId('badge')).toHaveCount(0);
  else if (unread.length > 1) await expect(bell.getByTestId('badge')).toHaveText(String(unread.length - 1));
});
