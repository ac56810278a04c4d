import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type DocumentNode, type GraphQLResolveInfo } from 'graphql';
import { AppError, graphqlError } from '../lib/errors.js';
import { NO_STORE, PUBLIC_SHORT } from '../http/cache-policy.js';
import type { GraphQLContext } from './context.js';
import type { QueryResolvers, MutationResolvers, Resolvers } from './generated/resolvers.js';
import { GRAPHQL_LIMITS } from './limits.js';
import type { OperationCost } from './operation-cost.js';
import { RequestBudget } from './request-budget.js';
import { clientKey, identify, isInternalRequest } from './request-identity.js';
import type { Services } from '../services.js';
import { isVisitor } from '../modules/auth/request-auth.js';

const budgets = new WeakMap<FastifyRequest, RequestBudget>();

/** The budget every operation of this request spends (a batch's operations share it). */
export function budgetOf(request: FastifyRequest): RequestBudget {
  let budget = budgets.get(request);
  if (!budget) budgets.set(request, (budget = new RequestBudget()));
  return budget;
}

/**
 * Root fields (aliases included) take turns, at most GRAPHQL_LIMITS.rootFieldsAtOnce of a request at a time, so one
 * request never holds most of the database pool; each checks the request's deadline when its turn comes, so a late
 * request stops its work.
 */
export function guardRootFields(resolvers: Resolvers): Resolvers {
  function wrap<Fields extends QueryResolvers | MutationResolvers>(fields: Fields | undefined): Fields {
    const wrapped = Object.entries(fields ?? {}).map(([name, resolve]) => [
      name,
      (parent: unknown, args: unknown, context: GraphQLContext, info: GraphQLResolveInfo) =>
        context.budget.inTurn(() => {
          context.budget.checkDeadline();
          return resolve(parent, args, context, info);
        }),
    ]);
    // the same fields with the same signatures, each taking its turn behind the deadline check
    return Object.fromEntries(wrapped) as Fields;
  }
  return { ...resolvers, Query: wrap(resolvers.Query), Mutation: wrap(resolvers.Mutation) };
}

/** An operation whose answer depends on who asks (a signed-in user) or that changes data. */
export function isPrivate(document: DocumentNode, context: GraphQLContext): boolean {
  return (
    !isVisitor(context.auth) ||
    document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation !== 'query')
  );
}

export class TooManyExpensive extends AppError {
  constructor() {
    super('graphql', 'request.rateLimited', { status: 429 });
  }
}

/** A client that asked for more rows than its bucket holds now. */
export class ClientBudgetSpent extends AppError {
  constructor() {
    super('graphql', 'request.rateLimited', { status: 429 });
  }
}

/**
 * Counts a request's work against its client (a signed-in user by account, anyone else by address): the rows of its
 * lists, and its expensive fields. Over either budget the operation is refused before it runs.
 */
export async function chargeClient(context: GraphQLContext, cost: OperationCost): Promise<void> {
  const { request, services } = context;
  if (isInternalRequest(request)) return;
  const client = clientKey(context, request);
  if (cost.rows > 0 && !services.workBudget.take(client, cost.rows, GRAPHQL_LIMITS.clientRows).allowed) {
    // held back as the unread refusals are: a looping client asks once a second, not as fast as it is answered
    await delay(GRAPHQL_LIMITS.refusalDelayMs);
    throw new ClientBudgetSpent();
  }
  if (cost.expensive > 0) {
    const { limit, windowSeconds } = GRAPHQL_LIMITS.clientExpensive;
    if (!(await services.rateLimiter.hit(`expensive:${client}`, limit, windowSeconds, cost.expensive)).allowed)
      throw new TooManyExpensive();
  }
}

const budgetSpent = JSON.stringify({ data: null, errors: [graphqlError(new ClientBudgetSpent())] });

/**
 * Refuses a request from a client whose row budget is already spent as soon as its headers are read (before its body
 * or query is), and only after `refusalDelayMs`: a connection looping refusals then asks once a second instead of
 * thousands of times, and the flood costs the store a timer per request.
 */
export async function refuseSpentClient(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (isInternalRequest(request)) return undefined;
  const client = clientKey(await identify(services, request), request);
  const { allowed, retryAfter } = services.workBudget.peek(client, GRAPHQL_LIMITS.clientRows);
  if (allowed) return undefined;
  await delay(GRAPHQL_LIMITS.refusalDelayMs);
  return reply
    .code(429)
    .header('retry-after', String(retryAfter))
    .header('cache-control', NO_STORE)
    .header('content-type', 'application/json; charset=utf-8')
    .send(budgetSpent);
}

const tooLarge = JSON.stringify({
  data: null,
  errors: [graphqlError(new AppError('graphql', 'request.responseTooLarge'))],
});

/**
 * The last look at a GraphQL answer: one over the size ceiling is replaced by an error, and the answer says
 * whether a cache may keep it (briefly, only for an anonymous query that succeeded).
 */
export function guardResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  // a UTF-16 unit is at most 3 bytes of UTF-8: most answers are judged by their length alone, without a scan
  const max = GRAPHQL_LIMITS.maxResponseBytes;
  if (typeof payload === 'string' && payload.length * 3 > max && Buffer.byteLength(payload) > max) {
    reply.code(413).header('cache-control', NO_STORE);
    return tooLarge;
  }
  const budget = budgets.get(request);
  const cacheable =
    budget &&
    !budget.personal &&
    reply.statusCode === 200 &&
    typeof payload === 'string' &&
    !payload.includes('"errors"');
  reply.header('cache-control', cacheable ? PUBLIC_SHORT : NO_STORE);
  return payload;
}
