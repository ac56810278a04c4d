import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';

/**
 * 200 `{ status: 'ok', database }` when the database answers; 503 `{ status: 'unavailable', database,
 * databaseStatus: 'down' }` otherwise (for load balancers and the README check), within the pool's connect timeout.
 * PostgreSQL is asked on a connection of its own: a pool busy with slow requests is no outage.
 */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  app.get('/health', async (_request, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ok', database: opts.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', database: opts.database.kind, databaseStatus: 'down' });
    }
  });
}
