import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { graphqlPlugin } from './graphql/plugin.js';
import { registerCachePolicy } from './http/cache-policy.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { errorFields, isAppError } from './lib/errors.js';
import { reportBadColumnsTo } from './lib/json-column.js';
import { safeError } from './lib/safe-error.js';
import { authRoutes } from './modules/auth/routes.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { appointmentRoutes } from './modules/appointments/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { petAvatarRoutes } from './modules/pets/avatar-routes.js';
import { postalCodeRoutes } from './modules/postal-codes/routes.js';
import { geocodingRoutes } from './modules/geocoding/routes.js';
import { registerTracking } from './modules/tracking/tracking.js';
import { pushPlugin } from './modules/push/push-plugin.js';
import { createServices } from './services.js';
import { webPlugin } from './web.js';

export type AppDeps = { config: Config; database: DatabaseHandle };

/** Never log secrets: tokens, passwords, card numbers and security codes. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.cardNumber',
  '*.card_number',
  '*.cardSecurityCode',
  '*.security_code',
];

/**
 * Request lines are logged without their query string: verification links and socket URLs carry tokens there.
 * Errors are logged without what a database error may quote: the values of a row (`detail`: 'Key (email)=(…)'),
 * the statement and its parameters, or a connection's settings.
 */
const serializers = {
  req(request: { method: string; url: string; ip?: string }) {
    return { method: request.method, url: request.url.split('?')[0], ip: request.ip };
  },
  err: safeError,
};

/** The logger's options for a level: what is redacted and how requests are written (tests add their stream). */
export const loggerOptions = (level: string) => ({ level, redact: REDACT, serializers });

/** Builds the whole store as one Fastify app: tests inject into it, server.ts only listens. */
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.env === 'test' ? false : loggerOptions(config.logLevel),
    // Only behind a proxy we run may X-Forwarded-For name the client: rate limits count by that address.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...options,
  });
  database.onConnectionError?.((error) =>
    app.log.warn({ err: error }, 'a database connection was lost; the pool opens another when needed'),
  );
  // an expected failure thrown by a route without an error handler of its own (the database being down, say)
  app.setErrorHandler((error, _request, reply) => {
    if (!isAppError(error)) throw error;
    return reply.code(error.status).send({ message: error.message, category: error.category, ...errorFields(error) });
  });
  await registerSecurityHeaders(app, config.publicUrl, config.mapTiles.url);
  registerCachePolicy(app);
  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes, { db: database.db });
  reportBadColumnsTo(app.log);
  const services = createServices(config, database, app.log);
  await app.register(graphqlPlugin, { services });
  await app.register(paymentRoutes, { services });
  await app.register(authRoutes, { services });
  await app.register(accountRoutes, { services });
  await app.register(appointmentRoutes, { services });
  await app.register(petAvatarRoutes, { services });
  await app.register(postalCodeRoutes, { services });
  await app.register(geocodingRoutes, { services });
  await app.register(pushPlugin, { services });
  await registerTracking(app, { config, db: database.db });
  await app.register(filesRoutes, { dataDir: config.dataDir, signingSecret: services.signingSecret });
  await app.register(webPlugin, {
    webDist: config.webDist,
    db: database.db,
    defaultStore: config.defaultStore,
    signingSecret: services.signingSecret,
  });
  return app;
}
