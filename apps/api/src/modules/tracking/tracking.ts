import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { onSessionsRevoked } from '../../lib/session-events.js';
import { DEFAULT_LIMITS, DeliveryHub } from './hub.js';
import { createBus } from './redis-bus.js';
import { deliverySocketRoutes, MAX_FRAME_BYTES } from './socket.js';
import { registerDeliveryEffects } from './status-effects.js';
import { registerHub } from './tracking-links.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's tracking sockets (tests reach the idle sweep through it) */
    deliveryHub: DeliveryHub;
  }
}

export type TrackingOptions = { config: Config; db: Db; clock?: () => Date };

/**
 * Live delivery tracking on this instance: the socket route, its hub and the bus (Redis when REDIS_URL is set).
 * Registered at the root so the websocket server and the hub live as long as the app.
 */
export async function registerTracking(app: FastifyInstance, options: TrackingOptions): Promise<void> {
  const { config, db } = options;
  registerDeliveryEffects();
  const bus = createBus(config.redisUrl, (error) => app.log.error({ err: error }, 'delivery bus'), config.redisPrefix);
  const hub = new DeliveryHub(bus, { ...DEFAULT_LIMITS, perUser: config.deliverySocketsPerUser });
  const unregister = registerHub(hub, db);
  const stopListening = onSessionsRevoked(
    (event) => void hub.revokeSessions(event).catch((error: unknown) => app.log.error({ err: error }, 'delivery bus')),
  );
  app.decorate('deliveryHub', hub);
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  await app.register(deliverySocketRoutes, { db, hub, ...(options.clock ? { clock: options.clock } : {}) });
  app.addHook('onClose', async () => {
    stopListening();
    unregister();
    await hub.close();
  });
}
