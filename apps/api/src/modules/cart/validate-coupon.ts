import { t, type Message } from '@store/core';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../auth/guard.js';
import type { QueryValidateDiscountCouponArgs } from '../../graphql/generated/resolvers.js';
import { priceLines, type PricedLine } from '../pricing/price-lines.js';
import type { StoreRow } from '../stores/repository.js';
import { checkCoupon, invalidCouponMessage } from '../coupons/coupon-check.js';
import { parseCartItems } from './cart-input.js';
import { pricedCartLines } from './service.js';

/** A coupon message as the answer carries it: the key and params to translate, and the pt-BR text. */
const said = (message: Message) => ({ message: t('pt-BR', message), code: message.key, params: message.params ?? {} });

/** The lines a coupon is checked against, always priced by the server for this buyer. */
async function cartLines(
  db: Db,
  store: StoreRow,
  viewer: UserRow | null,
  items: QueryValidateDiscountCouponArgs['items'],
): Promise<PricedLine[]> {
  // items of another store or deleted ones cannot be bought, so they do not count towards the coupon either
  if (items) return (await priceLines(db, store, viewer, parseCartItems(items, { allowZero: false }))).lines;
  if (viewer) return (await pricedCartLines(db, store, viewer)).lines.map((l) => l.priced);
  return [];
}

/**
 * `validateDiscountCoupon`: an invalid coupon is an answer (valid false and the message the storefront shows
 * beside 'REMOVER CUPOM': its key and params, and the pt-BR text), not an error. Only bad `items` (quantities) are a validation error.
 */
export async function validateDiscountCoupon(
  db: Db,
  store: StoreRow | undefined,
  viewer: UserRow | null,
  args: QueryValidateDiscountCouponArgs,
) {
  if (!store) return { valid: false, ...said(invalidCouponMessage()), data: null };
  const lines = await cartLines(db, store, viewer, args.items);
  const check = await checkCoupon(db, {
    store,
    userId: viewer?.id ?? null,
    code: args.couponCode,
    lines,
    skipUserValidation: args.skipUserValidation === true,
  });
  if (!check.ok) return { valid: false, ...said(check.message), data: null };
  const { coupon } = check;
  return {
    valid: true,
    ...said(check.message),
    data: {
      couponCode: coupon.code,
      description: coupon.description,
      discountType: coupon.discountType,
      discountValue: coupon.discountValue,
      minimalOrderValue: coupon.minimalOrderValue,
      ignorePromotionalItems: coupon.ignorePromotionalItems === 1,
      ignoreDiscountRules: coupon.ignoreDiscountRules === 1,
      categories: check.categoryIds.map((categoryId) => ({ categoryId })),
      discount: check.discount,
    },
  };
}
