import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { DatabaseHandle } from '../../db/database.js';
import { restRoutes } from '../../http/rest-routes.js';

/** How long a database that answered counts as up without being asked again. */
export const UP_FOR_MS = 1000;
/** After this long, the next check answers from memory and asks again in the background. */
const ASK_AGAIN_AFTER_MS = 500;

/**
 * 200 `{ status: 'ok', database }` when the database answered in the last second; 503 `{ status: 'unavailable',
 * database, databaseStatus: 'down' }` otherwise (for load balancers and the README check), within the pool's connect
 * timeout. One question at a time: a busy store answers its checks from memory instead of queueing them behind
 * shoppers' queries, and a failed answer is never remembered. PostgreSQL is asked on a connection of its own: a pool
 * busy with slow requests is no outage.
 */
export async function healthRoutes(fastify: FastifyInstance, opts: { database: DatabaseHandle; now?: () => number }) {
  const app = restRoutes(fastify);
  const now = opts.now ?? (() => performance.now());
  let answeredAt = -Infinity;
  let asking: Promise<void> | undefined;
  const ask = () =>
    (asking ??= opts.database
      .ping()
      .then(
        () => void (answeredAt = now()),
        (error: unknown) => {
          answeredAt = -Infinity;
          throw error;
        },
      )
      .finally(() => (asking = undefined)));

  const database = Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]);
  const schema = {
    response: {
      200: Type.Object({ status: Type.Literal('ok'), database }),
      503: Type.Object({ status: Type.Literal('unavailable'), database, databaseStatus: Type.Literal('down') }),
    },
  };
  app.get('/health', { schema }, async (_request, reply) => {
    const age = now() - answeredAt;
    try {
      if (age >= UP_FOR_MS) await ask();
      else if (age >= ASK_AGAIN_AFTER_MS) ask().catch(() => undefined);
      return { status: 'ok' as const, database: opts.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', database: opts.database.kind, databaseStatus: 'down' });
    }
  });
}
