import { t, type Message } from '@store/core';
import type { Db } from '../../db/database.js';
import type { StoreRow } from '../stores/repository.js';
import { checkCoupon, invalidCouponMessage, type CouponLine } from './coupon-check.js';

/** A coupon message as the answer carries it: the key and params to translate, and the pt-BR text. */
const said = (message: Message) => ({ message: t('pt-BR', message), code: message.key, params: message.params ?? {} });

export type CouponValidationInput = {
  /** the buyer; null for a visitor */
  userId: number | null;
  code: string;
  skipUserValidation: boolean;
  /** the cart the coupon is checked against, priced by the server for this buyer (asked only for a store) */
  lines: (store: StoreRow) => Promise<readonly CouponLine[]>;
};

/**
 * `validateDiscountCoupon`: an invalid coupon is an answer (valid false and the message the storefront shows
 * beside 'REMOVER CUPOM': its key and params, and the pt-BR text), not an error. Only bad `items` (quantities) are a
 * validation error, thrown by `lines`. No store (another store's id) is 'Cupom não é válido'.
 */
export async function validateDiscountCoupon(db: Db, store: StoreRow | undefined, input: CouponValidationInput) {
  if (!store) return { valid: false, ...said(invalidCouponMessage()), data: null };
  const lines = await input.lines(store);
  const check = await checkCoupon(db, {
    store,
    userId: input.userId,
    code: input.code,
    lines,
    skipUserValidation: input.skipUserValidation,
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
