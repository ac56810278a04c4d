import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORDER_TRANSITIONS, type OrderStatus } from '@store/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { seedDemo } from '../../db/seed/demo.js';
import { setEndpoint } from '../accounts/push-endpoints.js';
import { insertNotification } from '../accounts/notification-repository.js';
import { changeOrderStatus } from '../order-status/change-status.js';
import type { PushDispatcher } from './dispatcher.js';
import { onNotificationCreated } from '../../lib/notification-events.js';
import { createPushDispatcher } from './push-plugin.js';
import {
  decryptPush,
  fakeBrowser,
  type FakeBrowser,
  LocalPushAgent,
  startRecorder,
  vapidValid,
  type Received,
} from './push-testing.js';
import { loadVapidKeys } from './vapid.js';

const silent = { info: () => undefined, warn: () => undefined };
/** push.test stands for a public push service: its name resolves to a public address (the agent reaches the fake). */
const publicDns = async () => [{ address: '203.0.113.7' }];

describe('web push to every browser of the user', () => {
  let database: DatabaseHandle;
  let dispatcher: PushDispatcher;
  let stop: () => void;
  const gone = new Set<string>();
  let fake: Awaited<ReturnType<typeof startRecorder>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-test-'));
  const vapid = loadVapidKeys(dataDir, {});
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
    fake = await startRecorder((request: Received) => ({ status: gone.has(request.path) ? 410 : 201 }));
    dispatcher = createPushDispatcher(database.db, {
      vapid,
      settings: loadConfig({}).push,
      log: silent,
      agent: new LocalPushAgent(fake.port),
      commitWaitsMs: [0, 50, 200],
      lookup: publicDns,
    });
    stop = onNotificationCreated((event) => dispatcher.enqueue(event));
    userId = (
      await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'cliente@petshop.demo')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => {
    fake.received.length = 0;
  });
  afterAll(async () => {
    stop();
    await fake.close();
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const browsers = new Map<string, FakeBrowser>();
  const subscribe = async (name: string) => {
    const browser = fakeBrowser(`https://push.test/send/${name}`);
    await setEndpoint(database.db, userId, {
      type: 'WEBPUSH',
      registration: JSON.stringify(browser.subscription),
      description: 'Mozilla/5.0',
    });
    browsers.set(browser.subscription.endpoint, browser);
    return browser;
  };
  const endpointRows = () =>
    database.db.selectFrom('pushEndpoints').select('registration').where('userId', '=', userId).execute();

  it('keeps the VAPID keys in DATA_DIR readable by the owner only, the same on the next start; a configured pair wins', () => {
    const file = path.join(dataDir, 'keys', 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(dataDir, {})).toEqual(vapid);
    const { push } = loadConfig({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:a@b.c',
    });
    expect(
      loadVapidKeys(path.join(dataDir, 'elsewhere'), { keys: push.vapidKeys, subject: push.vapidSubject }),
    ).toEqual({
      ...vapid,
      subject: 'mailto:a@b.c',
    });
  });

  it("an order's status change reaches each browser encrypted for it, signed with the store's VAPID key", async () => {
    const phone = await subscribe('phone');
    const laptop = await subscribe('laptop');
    const order = (
      await database.db.selectFrom('orders').select(['id', 'status']).where('userId', '=', userId).execute()
    ).find((o) => ORDER_TRANSITIONS[o.status as OrderStatus]?.length)!;
    const to = ORDER_TRANSITIONS[order.status as OrderStatus][0]!;
    await database.db.transaction().execute((trx) => changeOrderStatus(trx, order.id, to));
    await dispatcher.idle();

    expect(fake.received.map((r) => r.path).sort()).toEqual(['/send/laptop', '/send/phone']);
    for (const request of fake.received) {
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(vapidValid(request.headers.authorization, 'https://push.test')).toBe(true);
      // the body is ciphertext: nothing of the message reads in the clear
      expect(request.body.toString('latin1')).not.toContain('Pedido');
      const browser = request.path.endsWith('phone') ? phone : laptop;
      expect(JSON.parse(decryptPush(request.body, browser))).toEqual({
        title: `Pedido #${order.id}`,
        body: expect.any(String),
        // beside the pt-BR texts, the English ones for an English device
        en: { title: `Order #${order.id}`, body: expect.any(String) },
        type: 'order_status',
        orderId: order.id,
        url: `/#/account/order?id=${order.id}`,
      });
    }
    // another browser's keys cannot read it
    expect(() => decryptPush(fake.received[0]!.body, fakeBrowser('https://push.test/x'))).toThrow();
  });

  it('forgets a subscription the push service answers 410 (or 404) for, and keeps the others', async () => {
    gone.add('/send/phone');
    await database.db.transaction().execute((trx) =>
      insertNotification(trx, {
        userId,
        type: 'company_approved',
        title: 'Cadastro aprovado',
        message: 'ok',
        payload: '{}',
        readed: 0,
        createdAt: '2030-01-01T00:00:00.000Z',
      }),
    );
    await dispatcher.idle();
    expect(fake.received.map((r) => r.path).sort()).toEqual(['/send/laptop', '/send/phone']);
    const rows = (await endpointRows()).map((r) => JSON.parse(r.registration).endpoint as string);
    expect(rows).toEqual(['https://push.test/send/laptop']);
    const message = JSON.parse(
      decryptPush(fake.received.find((r) => r.path === '/send/laptop')!.body, browsers.get(rows[0]!)!),
    );
    expect(message).toMatchObject({ title: 'Cadastro aprovado', url: '/#/notifications' });
  });

  it('sends nothing for a notification whose transaction rolled back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await insertNotification(trx, {
          userId,
          type: 'x',
          title: 'Nunca',
          message: 'nunca',
          payload: '{}',
          readed: 0,
          createdAt: '2030-01-02T00:00:00.000Z',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await dispatcher.idle();
    expect(fake.received).toEqual([]);
  });
});
