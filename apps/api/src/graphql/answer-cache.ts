import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { anyTableVersion } from '../db/table-versions.js';
import { PUBLIC_SHORT } from '../http/cache-policy.js';
import { isVisitor } from '../modules/auth/request-auth.js';
import type { Services } from '../services.js';
import { budgetOf } from './request-guards.js';
import { identify } from './request-identity.js';

/**
 * Root fields whose answer to a visitor is the store's public catalogue: the same for every visitor of the host, read
 * from the database alone. Not here: anything of a signed-in user, freight quotes (they may ask a geocoding service),
 * coupon checks (each one counts against the visitor's limit), appointments and agendas.
 */
const PUBLIC_FIELDS = new Set([
  '__typename',
  'brands',
  'categories',
  'categoriesAll',
  'config',
  'discountRules',
  'item',
  'items',
  'listPriceItem',
  'paymentMethods',
  'shipping',
  'shippingOption',
  'shippingOptions',
  'store',
]);

/**
 * The longest an answer is kept even when nothing it reads changed: answers that depend on the clock (a promotion
 * that ends, a store that opens) and changes another instance makes are at most this old. Shorter than the
 * `max-age` every such answer already carries (PUBLIC_SHORT).
 */
export const ANSWER_MAX_AGE_MS = 5000;

/** Kept answers: at most this many, and this many characters of answers and keys together. */
const MAX_ANSWERS = 10_000;
const MAX_CHARS = 32 * 1024 * 1024;

type Answer = { payload: string; stamp: string; at: number };
type Ticket = { key: string; stamp: string; at: number };

/** Whether a document asks only public catalogue fields in queries (a syntax error: no). */
function asksPublicFieldsOnly(document: DocumentNode): boolean {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const publicSet = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) return PUBLIC_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return publicSet(s.selectionSet);
      const fragment = fragments.get(s.name.value);
      if (!fragment) return false;
      if (seen.has(s.name.value)) return true;
      seen.add(s.name.value);
      return publicSet(fragment);
    });
  return document.definitions.every(
    (d) => d.kind !== Kind.OPERATION_DEFINITION || (d.operation === 'query' && publicSet(d.selectionSet)),
  );
}

/**
 * Anonymous catalogue answers kept in memory between requests (decision 0031). A visitor's query (no token, or the
 * storefront's app token) that asks only public catalogue fields is answered from the kept answer of the same host
 * and the same request body, while no table changed since it was computed (`anyTableVersion`: this process's writes
 * at once; on SQLite another process's within 250 ms) and for at most ANSWER_MAX_AGE_MS. Only answers that went out
 * as public (`guardResponse`: no errors, status 200, nobody signed in) are kept. A kept answer skips the per-client
 * budget of expensive fields: it costs the store a lookup, not a search.
 */
export class AnswerCache {
  readonly #answers = new LRUCache<string, Answer>({
    max: MAX_ANSWERS,
    maxSize: MAX_CHARS,
    sizeCalculation: (a, key) => a.payload.length + key.length,
  });
  /** query text → whether it asks public fields only (texts repeat: the storefront sends a few dozen) */
  readonly #documents = new LRUCache<string, boolean>({ max: 1000 });
  readonly #tickets = new WeakMap<FastifyRequest, Ticket>();
  readonly services: Services;

  constructor(services: Services) {
    this.services = services;
  }

  /** The kept answer for this request, or undefined (then `keep` may keep the answer computed for it). */
  async lookup(request: FastifyRequest): Promise<string | undefined> {
    const version = anyTableVersion(this.services.database.db);
    if (!version || request.method !== 'POST' || !this.#asksPublicFieldsOnly(request.body)) return undefined;
    if (!isVisitor((await identify(this.services, request)).auth)) return undefined;
    const key = `${request.headers.host ?? ''}\n${JSON.stringify(request.body)}`;
    const stamp = version.stamp();
    const now = Date.now();
    const answer = this.#answers.get(key);
    if (
      answer &&
      answer.stamp === stamp &&
      now >= answer.at &&
      now - answer.at < Math.min(version.maxAgeMs, ANSWER_MAX_AGE_MS)
    )
      return answer.payload;
    this.#tickets.set(request, { key, stamp, at: now });
    return undefined;
  }

  /** Keeps the answer computed for a request `lookup` let through, when it went out as public. */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const ticket = this.#tickets.get(request);
    if (
      !ticket ||
      typeof payload !== 'string' ||
      reply.statusCode !== 200 ||
      reply.getHeader('cache-control') !== PUBLIC_SHORT
    )
      return;
    this.#answers.set(ticket.key, { payload, stamp: ticket.stamp, at: ticket.at });
  }

  #asksPublicFieldsOnly(body: unknown): boolean {
    const operations = Array.isArray(body) ? body : [body];
    return (
      operations.length > 0 &&
      operations.every((op) => {
        const text = (op as { query?: unknown } | null)?.query;
        if (typeof text !== 'string') return false;
        let verdict = this.#documents.get(text);
        if (verdict === undefined) {
          try {
            verdict = asksPublicFieldsOnly(parse(text, { noLocation: true }));
          } catch {
            verdict = false;
          }
          this.#documents.set(text, verdict);
        }
        return verdict;
      })
    );
  }
}

/**
 * Answers a visitor's catalogue query from the kept answers (before anything is parsed or run) and keeps the
 * public answers computed here. Registered inside the GraphQL plugin, after its size guards; `onSend` must run after
 * the hook that decides the answer's Cache-Control.
 */
export function registerAnswerCache(app: FastifyInstance, services: Services): AnswerCache {
  const answers = new AnswerCache(services);
  app.addHook('preHandler', async (request, reply) => {
    const payload = await answers.lookup(request);
    if (payload === undefined) return;
    budgetOf(request); // an untouched budget: guardResponse sends it as public, as when it was computed
    return reply.header('content-type', 'application/json; charset=utf-8').send(payload);
  });
  return answers;
}
