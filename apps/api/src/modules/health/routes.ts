import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';

/** 200 with the database kind when the database answers, 503 otherwise (for load balancers and the README check). */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  app.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(opts.database.db);
      return { status: 'ok', database: opts.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', database: opts.database.kind });
    }
  });
}
