import { accountNotices } from '@store/core';
import type { Db } from '../../db/database.js';
import type { CreatedOrder } from '../../graphql/generated/resolvers.js';
import { AppError, validationError } from '../../lib/errors.js';
import type { UserRow } from '../auth/guard.js';
import { emptyUserCart } from '../cart/repository.js';
import { statusTransaction } from '../order-status/after-commit.js';
import type { Gateways } from '../payments/create-gateways.js';
import type { StoreRow } from '../stores/repository.js';
import { checkoutChoices } from './checkout-choices.js';
import { previousAnswer, requestKey, type RequestKey } from './idempotency.js';
import { parseOrderInput, type CreateOrderArgs, type OrderRequest } from './order-input.js';
import { redeemOrderCoupon } from './order-coupon.js';
import { priceCheckedOrder } from './order-pricing.js';
import { payOrder } from './pay-order.js';
import { recordOrder } from './record-order.js';
import { takeStock } from './take-stock.js';

type Deps = { db: Db; gateways: Gateways };

/**
 * Spec 4 'Account validation', as the checkout shows it: a verified e-mail, then an approved company and complete
 * data; the storefront's dialogs are not the protection, so the same rule and message keys hold here.
 */
function refuseUnreadyAccount(user: UserRow): void {
  if (!user.emailVerifiedAt) throw validationError({ email: 'order.emailNotVerified' }, 'order.emailNotVerified');
  const account = { ...user, company: user.isCompany === 1 };
  const notice = accountNotices(account).find((n) => n.kind !== 'emailNotVerified');
  if (notice) throw validationError({ account: notice.message }, notice.message);
}

/**
 * Creates an order from the server's own prices (spec 4 'Checkout'; issue: never trust a client total).
 * In one transaction: the options and address are checked to be the store's and the user's, every price, coupon,
 * payment discount and freight is recomputed, a client total more than a cent off is refused with the real total,
 * stock is taken with conditional updates (never below zero unless the store ignores stock), the coupon use is
 * claimed, the payment is started and the cart is emptied. A refused payment rolls all of it back.
 * With an Idempotency-Key, a retry with the same body returns the same order; a different body is refused.
 */
export async function createOrder(
  deps: Deps,
  store: StoreRow,
  user: UserRow,
  args: CreateOrderArgs,
  idempotencyKey: string | null,
): Promise<CreatedOrder> {
  refuseUnreadyAccount(user);
  const request = parseOrderInput(args);
  const key = requestKey(idempotencyKey, args);
  try {
    return await statusTransaction(deps.db, async (trx) => {
      return (
        (await previousAnswer(trx, user.id, key)) ??
        (await placeOrder(trx, deps.gateways, { store, user, request, args, key }))
      );
    });
  } catch (error) {
    // Two requests with the same key raced past the look-up: the unique index let one in; answer with it.
    const previous = key && !(error instanceof AppError) ? await previousAnswer(deps.db, user.id, key) : null;
    if (previous) return previous;
    throw error;
  }
}

type Placing = { store: StoreRow; user: UserRow; request: OrderRequest; args: CreateOrderArgs; key: RequestKey };

/**
 * The steps of an order, in order, inside the caller's transaction; the answer is made from what they return, with
 * no read of the order back. What touches only this shopper's rows (the order, its lines, their cart) comes before
 * the stock claim, so the items' row locks (PostgreSQL) are held for the claim, coupon, payment and status only.
 * What is only for later (the customer's push notifications) goes once it commits.
 */
async function placeOrder(
  trx: Db,
  gateways: Gateways,
  { store, user, request, args, key }: Placing,
): Promise<CreatedOrder> {
  const choices = await checkoutChoices(trx, store, user.id, request);
  const pricing = await priceCheckedOrder(trx, store, user, request, choices);
  const id = await recordOrder(trx, {
    store,
    userId: user.id,
    request,
    changeFor: args.changeFor,
    choices,
    pricing,
    key,
  });
  await emptyUserCart(trx, user.id);
  await takeStock(trx, store, pricing.lines);
  await redeemOrderCoupon(trx, store, user.id, id, pricing);
  const status = await payOrder(
    trx,
    gateways,
    { id, storeId: store.id, userId: user.id, total: pricing.total },
    choices.method,
    args,
  );
  return { id, status, total: pricing.total };
}
