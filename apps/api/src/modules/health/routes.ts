import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';
import { pingDatabase } from './repository.js';

/** 200 with the database kind when the database answers, 503 otherwise (for load balancers and the README check). */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  app.get('/health', async (_request, reply) => {
    try {
      await pingDatabase(opts.database.db);
      return { status: 'ok', database: opts.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', database: opts.database.kind });
    }
  });
}
