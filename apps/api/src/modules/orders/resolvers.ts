import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { userError, validationError } from '../../lib/errors.js';
import { pageOf, paginatorInfo } from '../../lib/pagination.js';
import { pixQrImage } from '../payments/pix-brcode.js';
import { parseId, storeInScope } from '../stores/scope.js';
import { cancelOrder } from './cancel.js';
import { createOrder } from './create-order.js';
import { findUserOrder, listUserOrders, loadOrderDetails, type OrderSort } from './repository.js';
import { setStockAlert } from './stock-alert.js';
import { orderViews } from './view.js';

const SORT_COLUMNS = { CREATED_AT: 'createdAt', TOTAL: 'total', ID: 'id' } as const;

function requireStore(ctx: GraphQLContext) {
  if (!ctx.store) throw userError('order.notFound', 404);
  return ctx.store;
}

async function orderById(ctx: GraphQLContext, rawId: string) {
  const store = requireStore(ctx);
  const user = await ctx.user();
  const id = parseId(rawId);
  const order = id === null ? undefined : await findUserOrder(ctx.db, store.id, user.id, id);
  if (!order) return null;
  return orderViews([order], await loadOrderDetails(ctx.db, [order.id]))[0]!;
}

/** An Idempotency-Key of up to 100 visible characters; anything else is refused rather than ignored. */
function idempotencyKey(ctx: GraphQLContext): string | null {
  const raw = ctx.request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[\x21-\x7e]{1,100}$/.test(key))
    throw validationError({ idempotencyKey: 'order.idempotencyKeyInvalid' });
  return key;
}

/**
 * A pending Pix shows its QR image, drawn from the stored code when read (and only when asked for: a list of orders
 * that does not select the transaction draws nothing). Any other transaction is shown as stored.
 */
async function withPixQr(payment: { billingType?: string | null; status: string; transaction: unknown }) {
  const tx = payment.transaction as Record<string, unknown>;
  if (
    payment.billingType !== 'pix' ||
    payment.status !== 'pending' ||
    typeof tx.code !== 'string' ||
    tx.qrCodeImage !== undefined
  )
    return tx;
  return { ...tx, qrCodeImage: await pixQrImage(tx.code) };
}

export const ordersResolvers: Resolvers = {
  OrderPayment: {
    transaction: (payment) => withPixQr(payment),
  },
  Query: {
    order: (_parent, args, ctx) => orderById(ctx, args.id),
    async orders(_parent, args, ctx) {
      const store = requireStore(ctx);
      const user = await ctx.user();
      const page = pageOf(args, 10);
      const clause = args.orderBy?.[0];
      const sort: OrderSort = clause
        ? { column: SORT_COLUMNS[clause.column], direction: clause.order === 'ASC' ? 'asc' : 'desc' }
        : { column: 'createdAt', direction: 'desc' };
      const { rows, total } = await listUserOrders(ctx.db, store.id, user.id, page, sort);
      const details = await loadOrderDetails(
        ctx.db,
        rows.map((r) => r.id),
      );
      return { data: orderViews(rows, details), paginatorInfo: paginatorInfo(page, total, rows.length) };
    },
  },
  Mutation: {
    async createOrder(_parent, args, ctx) {
      const store = requireStore(ctx);
      const user = await ctx.user();
      return createOrder({ db: ctx.db, gateways: ctx.services.gateways }, store, user, args.input, idempotencyKey(ctx));
    },
    async cancelOrder(_parent, args, ctx) {
      const store = requireStore(ctx);
      const user = await ctx.user();
      const id = parseId(args.id);
      if (id === null) throw userError('order.notFound', 404);
      await cancelOrder(ctx.db, store, user.id, id);
      const order = await orderById(ctx, args.id);
      if (!order) throw userError('order.notFound', 404);
      return order;
    },
    async setStockAlert(_parent, args, ctx) {
      const store = storeInScope(ctx.store, args.storeId);
      const user = await ctx.user();
      const itemId = parseId(args.itemId);
      if (!store || itemId === null) throw validationError({ itemId: 'cart.itemUnavailable' });
      await setStockAlert(ctx.db, store.id, user.id, itemId);
      return true;
    },
  },
};
