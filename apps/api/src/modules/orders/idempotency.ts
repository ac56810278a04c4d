import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { CreatedOrder } from '../../graphql/generated/resolvers.js';
import { AppError } from '../../lib/errors.js';
import type { CreateOrderArgs } from './order-input.js';
import { findOrderByIdempotencyKey } from './repository.js';

/** An Idempotency-Key and the fingerprint of the body sent with it; null when the request has no key. */
export type RequestKey = { idempotencyKey: string; hash: string } | null;

/**
 * The fingerprint of a request body, to tell a retry (same key, same body) from a misuse of the key.
 * The security code is left out: a hash of a 3-digit code is as good as the code.
 */
export function requestHash(args: CreateOrderArgs): string {
  const { cardSecurityCode: _code, ...card } = args.paymentCard ?? {};
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical({ ...args, paymentCard: args.paymentCard ? card : null })))
    .digest('hex');
}

export const requestKey = (idempotencyKey: string | null, args: CreateOrderArgs): RequestKey =>
  idempotencyKey ? { idempotencyKey, hash: requestHash(args) } : null;

/**
 * The answer already given under this key: the same order for a retry with the same body, a refusal (409,
 * 'order.idempotencyConflict') for another body. Null when the key is new or there is none.
 */
export async function previousAnswer(db: Db, userId: number, key: RequestKey): Promise<CreatedOrder | null> {
  if (!key) return null;
  const previous = await findOrderByIdempotencyKey(db, userId, key.idempotencyKey);
  if (!previous) return null;
  if (previous.requestHash !== key.hash) throw new AppError('validation', 'order.idempotencyConflict', { status: 409 });
  return { id: previous.id, status: previous.status, total: previous.total };
}
