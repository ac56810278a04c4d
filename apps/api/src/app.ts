import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { graphqlPlugin } from './graphql/plugin.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
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

/** Builds the whole store as one Fastify app: tests inject into it, server.ts only listens. */
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel, redact: REDACT },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ...options,
  });
  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes, { db: database.db });
  const services = createServices(config, database);
  await app.register(graphqlPlugin, { services });
  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
