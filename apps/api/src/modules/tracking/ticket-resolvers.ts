import type { GraphQLContext } from '../../graphql/context.js';
import type { DeliveryTicket } from '../../graphql/generated/resolvers.js';
import { userError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { parseId } from '../stores/scope.js';
import { canJoin } from '../delivery/access.js';
import { issueTicket } from './tickets.js';

/** Unused tickets a user may hold at once: a page that reconnects needs one or two; more is a script. */
export const OPEN_TICKETS_MAX = 20;

/**
 * `deliveryTicket(orderId)`: a single-use ticket (60 s) for the order's socket, for its customer, its courier or
 * the store's staff. Anyone else's order answers like a missing one. Bound to the sign-in that asked, so signing
 * out closes what it opened.
 */
export async function deliveryTicket(
  ctx: GraphQLContext,
  rawOrderId: string,
  now = new Date(),
): Promise<DeliveryTicket> {
  const user = await ctx.user();
  const orderId = parseId(rawOrderId);
  if (!ctx.store || user.storeId !== ctx.store.id || orderId === null || !(await canJoin(ctx.db, user, orderId))) {
    throw userError('order.notFound', 404);
  }
  const open = await ctx.db
    .selectFrom('deliveryTickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', user.id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', nowIso(now))
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= OPEN_TICKETS_MAX) throw userError('error.tryLater', 429);
  const sessionId = ctx.auth.status === 'ok' ? ctx.auth.claims.sessionId : null;
  return issueTicket(ctx.db, { userId: user.id, orderId, sessionId }, now);
}
