import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import { loadConfig } from '../../config.js';
import { startTestApp } from '../../../test/app.js';
import type { DatabaseHandle } from '../../db/database.js';
import { seedDemo } from '../../db/seed/demo.js';
import { insertNotification } from '../accounts/notification-repository.js';
import { setEndpoint } from '../accounts/push-endpoints.js';
import type { PushDispatcher } from './dispatcher.js';
import { onNotificationCreated } from '../../lib/notification-events.js';
import { createPushDispatcher } from './push-plugin.js';
import { startRecorder, type Received } from './push-testing.js';

const vapid = { publicKey: 'unused', privateKey: 'unused', subject: 'mailto:loja@example.com' };

/** FCM HTTP v1 and Expo's push API as local fakes: 'gone-…' tokens are unknown to them. */
function answer(request: Received) {
  const body = JSON.parse(request.body.toString() || 'null') as { message?: { token: string } } | { to: string }[];
  if (request.path.startsWith('/v1/projects/')) {
    const token = (body as { message: { token: string } }).message.token;
    return token.startsWith('gone')
      ? {
          status: 404,
          body: {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
            },
          },
        }
      : { status: 200, body: { name: `projects/loja/messages/${token}` } };
  }
  const to = (body as { to: string }[])[0]!.to;
  return to.includes('gone')
    ? {
        status: 200,
        body: { data: [{ status: 'error', message: 'not registered', details: { error: 'DeviceNotRegistered' } }] },
      }
    : { status: 200, body: { data: [{ status: 'ok', id: 'ticket-1' }] } };
}

describe('FIREBASE_APP and EXPO_APP pushes', () => {
  let database: DatabaseHandle;
  let fake: Awaited<ReturnType<typeof startRecorder>>;
  let dispatcher: PushDispatcher;
  let stop: () => void;
  const logged: string[] = [];
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
    fake = await startRecorder(answer);
    const { push } = loadConfig({
      FCM_URL: fake.url,
      FCM_PROJECT_ID: 'loja',
      FCM_ACCESS_TOKEN: 'ya29.token',
      EXPO_PUSH_URL: `${fake.url}/--/api/v2/push/send`,
      EXPO_ACCESS_TOKEN: 'expo-token',
    });
    dispatcher = createPushDispatcher(database.db, {
      vapid,
      settings: push,
      log: { info: (m) => logged.push(m), warn: () => undefined },
      commitWaitsMs: [0, 50],
    });
    stop = onNotificationCreated((event) => dispatcher.enqueue(event));
    userId = (
      await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'cliente@petshop.demo')
        .executeTakeFirstOrThrow()
    ).id;
    for (const [type, registration] of [
      ['FIREBASE_APP', 'fcm-ok'],
      ['FIREBASE_APP', 'gone-fcm'],
      ['EXPO_APP', 'ExponentPushToken[ok]'],
      ['EXPO_APP', 'ExponentPushToken[gone]'],
    ] as const) {
      await setEndpoint(database.db, userId, { type, registration, description: 'app' });
    }
  });
  afterAll(async () => {
    stop();
    await fake.close();
    await database.destroy();
  });

  it('sends the request shapes of FCM v1 (with the bearer) and Expo, and forgets the tokens they no longer know', async () => {
    await insertNotification(database.db, {
      userId,
      type: 'order_status',
      title: 'Pedido #7',
      message: 'Saiu para entrega',
      payload: JSON.stringify({ orderId: 7 }),
      readed: 0,
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    await dispatcher.idle();
    expect(logged).toEqual([]);
    const fcm = fake.received.filter((r) => r.path === '/v1/projects/loja/messages:send');
    expect(fcm.map((r) => r.headers.authorization)).toEqual(['Bearer ya29.token', 'Bearer ya29.token']);
    expect(JSON.parse(fcm[0]!.body.toString())).toEqual({
      message: {
        token: 'fcm-ok',
        notification: { title: 'Pedido #7', body: 'Saiu para entrega' },
        data: { type: 'order_status', url: '/#/account/order?id=7', orderId: '7' },
      },
    });
    const expo = fake.received.filter((r) => r.path === '/--/api/v2/push/send');
    expect(expo[0]!.headers.authorization).toBe('Bearer expo-token');
    expect(JSON.parse(expo[0]!.body.toString())).toEqual([
      {
        to: 'ExponentPushToken[ok]',
        title: 'Pedido #7',
        body: 'Saiu para entrega',
        data: { type: 'order_status', url: '/#/account/order?id=7', orderId: '7' },
        sound: 'default',
      },
    ]);
    const left = await database.db
      .selectFrom('pushEndpoints')
      .select('registration')
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
    expect(left.map((r) => r.registration)).toEqual(['fcm-ok', 'ExponentPushToken[ok]']);
  });

  it('leaves app devices alone, with a log line each, when FCM and Expo are not configured', async () => {
    const lines: string[] = [];
    const idle = createPushDispatcher(database.db, {
      vapid,
      settings: loadConfig({}).push,
      log: { info: (m) => lines.push(m), warn: () => undefined },
      commitWaitsMs: [0],
    });
    expect(lines).toEqual([expect.stringContaining('FIREBASE_APP'), expect.stringContaining('EXPO_APP')]);
    fake.received.length = 0;
    idle.enqueue({
      userId,
      type: 'x',
      title: 'Pedido #7',
      message: 'm',
      payload: '{}',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    await idle.idle();
    expect(fake.received).toEqual([]);
  });
});

describe('GET /api/webpush/public-key', () => {
  it("answers the store's VAPID public key in data (an uncompressed P-256 point), the same on every call", async () => {
    const t = await startTestApp();
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/webpush/public-key' });
      expect(first.statusCode).toBe(200);
      const key = (first.json() as { data: string }).data;
      expect(Buffer.from(key, 'base64url')).toHaveLength(65);
      expect((await t.app.inject({ method: 'GET', url: '/api/webpush/public-key' })).json()).toEqual({ data: key });
    } finally {
      await t.close();
    }
  });
});
