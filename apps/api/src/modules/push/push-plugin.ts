import type { Agent } from 'node:https';
import { WebPushKeyAnswer } from '@store/core';
import type { FastifyInstance } from 'fastify';
import type { PushConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { restRoutes } from '../../http/rest-routes.js';
import type { Services } from '../../services.js';
import { appAdaptersFrom } from './app-adapters.js';
import { PushDispatcher, type PushLog } from './dispatcher.js';
import { onSessionsRevoked } from '../../lib/session-events.js';
import { deleteWebPushEndpoints } from '../accounts/push-endpoint-repository.js';
import { onNotificationCreated } from '../../lib/notification-events.js';
import type { Lookup } from '../../lib/private-hosts.js';
import { loadVapidKeys, type VapidKeys } from './vapid.js';

export type PushSetup = {
  vapid: VapidKeys;
  /** the app push services and whether private addresses may be reached (config.push) */
  settings: Pick<PushConfig, 'fcm' | 'expo' | 'allowPrivateHosts'>;
  log: PushLog;
  agent?: Agent;
  fetcher?: typeof fetch;
  commitWaitsMs?: number[];
  lookup?: Lookup;
};

/** The dispatcher the settings configure: web push always (it needs no account), FCM and Expo when set. */
export function createPushDispatcher(db: Db, setup: PushSetup): PushDispatcher {
  const { settings } = setup;
  const { fcm, expo } = appAdaptersFrom(settings, setup.fetcher);
  if (!fcm) setup.log.info('push: FIREBASE_APP devices are not sent to (FCM_PROJECT_ID and FCM_ACCESS_TOKEN unset)');
  if (!expo) setup.log.info('push: EXPO_APP devices are not sent to (EXPO_PUSH_URL unset)');
  return new PushDispatcher(db, {
    webPush: {
      vapid: setup.vapid,
      allowPrivateHosts: settings.allowPrivateHosts,
      ...(setup.lookup ? { lookup: setup.lookup } : {}),
      ...(setup.agent ? { agent: setup.agent } : {}),
    },
    fcm,
    expo,
    log: setup.log,
    ...(setup.commitWaitsMs ? { commitWaitsMs: setup.commitWaitsMs } : {}),
  });
}

/**
 * Web push for the storefront: GET /api/webpush/public-key answers `{ data: "<VAPID public key>" }` (spec 7: the
 * key in data.data of the HTTP answer), and every notification written from now on is pushed to its user's devices.
 */
export async function pushPlugin(app: FastifyInstance, opts: { services: Services }) {
  const { config, database } = opts.services;
  const vapid = loadVapidKeys(config.dataDir, { keys: config.push.vapidKeys, subject: config.push.vapidSubject });
  const dispatcher = createPushDispatcher(database.db, { vapid, settings: config.push, log: app.log });
  // Test runs never reach a push service: the push tests drive their own dispatcher against local fakes.
  const stop = config.env === 'test' ? () => undefined : onNotificationCreated((event) => dispatcher.enqueue(event));
  // Every sign-in of the user ended (password reset, signing out everywhere): no browser of theirs is signed in to
  // receive their order updates any more. A browser signed in again subscribes again from the push opt-in.
  const stopForgetting = onSessionsRevoked((event) => {
    if (!('userId' in event) || event.keepSessionId) return;
    void deleteWebPushEndpoints(database.db, event.userId).catch((error: unknown) =>
      app.log.warn({ err: error }, 'push endpoints not forgotten'),
    );
  });
  app.addHook('onClose', async () => {
    stop();
    stopForgetting();
    await dispatcher.idle();
  });

  const schema = { response: { 200: WebPushKeyAnswer } };
  restRoutes(app).get('/api/webpush/public-key', { schema }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({ data: vapid.publicKey }),
  );
}
