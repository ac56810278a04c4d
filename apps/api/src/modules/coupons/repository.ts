import type { Db } from '../../db/database.js';

/** Codes are stored upper-case, as the storefront sends them (spec 5). */
export async function findCoupon(db: Db, storeId: number, code: string) {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

export async function couponCategoryIds(db: Db, couponId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('couponCategories')
    .select('categoryId')
    .where('couponId', '=', couponId)
    .orderBy('categoryId')
    .execute();
  return rows.map((r) => r.categoryId);
}

export async function countUserRedemptions(db: Db, couponId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('couponUsages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('couponId', '=', couponId)
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes one use of a coupon if any is left: a conditional UPDATE, so on PostgreSQL concurrent redemptions queue on
 * the row lock and re-check the limit (on SQLite BEGIN IMMEDIATE already serialises them). Returns the updated row,
 * or undefined when no use is left.
 */
export async function claimCouponUse(trx: Db, couponId: number, now: string): Promise<CouponRow | undefined> {
  // every condition is checked again in the UPDATE itself, so a coupon switched off or ended meanwhile is not used
  return trx
    .updateTable('coupons')
    .set((eb) => ({ usedCount: eb('usedCount', '+', 1) }))
    .where('id', '=', couponId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('startsAt', 'is', null), eb('startsAt', '<=', now)]))
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
    .where((eb) => eb.or([eb('usageLimit', 'is', null), eb('usedCount', '<', eb.ref('usageLimit'))]))
    .returningAll()
    .executeTakeFirst();
}

export async function recordCouponUsage(
  trx: Db,
  values: { couponId: number; userId: number; orderId: number; createdAt: string },
): Promise<void> {
  await trx.insertInto('couponUsages').values(values).execute();
}

/** The store's discount rules whose payment method is active, with that method. */
export async function listDiscountRules(db: Db, storeId: number) {
  return db
    .selectFrom('discountRules')
    .innerJoin('paymentMethods', 'paymentMethods.id', 'discountRules.paymentMethodId')
    .selectAll('paymentMethods')
    .select([
      'discountRules.id as ruleId',
      'discountRules.discountType',
      'discountRules.discountValue',
      'discountRules.isDefault',
    ])
    .where('discountRules.storeId', '=', storeId)
    .where('paymentMethods.active', '=', 1)
    .orderBy('paymentMethods.sequence', 'asc')
    .orderBy('discountRules.id', 'asc')
    .execute();
}
