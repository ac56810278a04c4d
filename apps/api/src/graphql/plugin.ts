import type { FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import { msg, type Message } from '@store/core';
import { AppError, graphqlError } from '../lib/errors.js';
import type { Services } from '../services.js';
import { registerAnswerCache } from './answer-cache.js';
import { buildContext } from './context.js';
import { errorFormatter } from './error-formatter.js';
import { GRAPHQL_LIMITS } from './limits.js';
import { measureOperation, pagedFields } from './operation-cost.js';
import { chargeClient, guardResponse, isPrivate, refuseSpentClient, guardRootFields } from './request-guards.js';
import { resolvers, typeDefs } from './schema.js';

export async function graphqlPlugin(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const { config } = services;
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: guardRootFields(resolvers),
    path: '/graphql',
    graphiql: false,
    ide: false,
    allowBatchedQueries: true,
    // No graphql-jit (`jit`): it compiles a query that declares `$where: QueryItemsWhereWhereConditions` (an input
    // type that nests itself) for about 16 s, synchronously, stalling every request (decision 0027).
    errorFormatter,
    // Read before any sign-in is checked, so kept small: an avatar data URL of up to 1 MB fits (about 1.4 MB of
    // base64); a pet's picture of up to 5 MB goes as raw bytes to PUT /api/pets/:id/avatar, which checks the bearer
    // first. Query text itself is capped far lower (maxQueryLength).
    additionalRouteOptions: { bodyLimit: 2 * 1024 * 1024 },
    queryDepth: GRAPHQL_LIMITS.maxDepth,
    // Production does not hand out a map of the whole API.
    validationRules: config.env === 'production' ? [NoSchemaIntrospectionCustomRule] : [],
    context: (request, reply) => buildContext(services, request, reply),
  });

  // Refuse oversized batches and query texts before anything is parsed.
  app.addHook('preValidation', async (request, reply) => {
    const body = request.body as unknown;
    const operations = Array.isArray(body) ? body : [body];
    const refuse = (message: Message) =>
      reply.code(400).send({ data: null, errors: [graphqlError(new AppError('graphql', message))] });
    if (operations.length > GRAPHQL_LIMITS.maxBatch) {
      return refuse(msg('request.batchTooLarge', { max: GRAPHQL_LIMITS.maxBatch }));
    }
    const tooLong = operations.some(
      (op) =>
        typeof (op as { query?: unknown })?.query === 'string' &&
        (op as { query: string }).query.length > GRAPHQL_LIMITS.maxQueryLength,
    );
    if (tooLong) return refuse(msg('request.queryTooLong', { max: GRAPHQL_LIMITS.maxQueryLength }));
  });

  // Page sizes and cost depend on the variables, so they are checked on every execution, not cached with the document;
  // the operations of a batch spend one budget, and expensive fields count against the client's budget too.
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    const cost = measureOperation(document, (variables ?? {}) as Record<string, unknown>, pagedFields(schema));
    context.budget.spend(cost);
    if (isPrivate(document, context)) context.budget.personal = true;
    await chargeClient(context, cost);
  });

  // a client that spent its budget is refused before its body is even read
  app.addHook('onRequest', (request, reply) => refuseSpentClient(services, request, reply));

  const answers = config.answerCache ? registerAnswerCache(app, services) : undefined;

  // Too large an answer is not sent; a user's answer is never kept by a cache, an anonymous catalogue answer briefly
  // (and by this process, see answer-cache.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    const answer = guardResponse(request, reply, payload);
    answers?.keep(request, reply, answer);
    return answer;
  });
}
