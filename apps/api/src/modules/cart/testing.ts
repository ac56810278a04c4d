import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CouponsTable } from '../../db/tables/commerce.js';
import { findStoreBySlug, type StoreRow } from '../stores/repository.js';

/**
 * Test fixtures for the cart, coupon and freight suites: three petshop items given round prices, so totals can be
 * worked by hand. `food` (R$ 49,90) is in the food coupon's categories (RACAO15); `toy` (R$ 19,90) is not;
 * `promo` is sold at a promotional price (R$ 30,00 instead of R$ 40,00). All have 50 in stock.
 */
export type Fixture = { store: StoreRow; other: StoreRow; food: number; toy: number; promo: number };

export async function prepareItems(db: Db): Promise<Fixture> {
  const store = (await findStoreBySlug(db, 'petshop'))!;
  const other = (await findStoreBySlug(db, 'loja'))!;
  const foodCategories = db
    .selectFrom('couponCategories')
    .innerJoin('coupons', 'coupons.id', 'couponCategories.couponId')
    .select('couponCategories.categoryId')
    .where('coupons.code', '=', 'RACAO15')
    .where('coupons.storeId', '=', store.id);
  const live = db
    .selectFrom('items')
    .select('items.id')
    .where('items.storeId', '=', store.id)
    .where('items.deleted', '=', 0);
  const food = await live
    .where('items.id', 'in', db.selectFrom('itemCategories').select('itemId').where('categoryId', 'in', foodCategories))
    .orderBy('items.id')
    .executeTakeFirstOrThrow();
  const others = await live
    .where(
      'items.id',
      'not in',
      db.selectFrom('itemCategories').select('itemId').where('categoryId', 'in', foodCategories),
    )
    .orderBy('items.id')
    .limit(2)
    .execute();
  const [toy, promo] = others;
  if (!toy || !promo) throw new Error('fixture items missing');
  const set = (id: number, price: number, promotionalPrice: number) =>
    db.updateTable('items').set({ price, promotionalPrice, stockQuantity: 50 }).where('id', '=', id).execute();
  await set(food.id, 4990, 0);
  await set(toy.id, 1990, 0);
  await set(promo.id, 4000, 3000);
  return { store, other, food: food.id, toy: toy.id, promo: promo.id };
}

export const userId = async (db: Db, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** An order row for coupon usages to point at (the orders module makes real ones). */
export async function insertOrder(db: Db, storeId: number, user: number): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('orders')
    .values({ storeId, userId: user, status: 'pendente', createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A coupon row with every column set (SQLite has no DEFAULT in a multi-row VALUES list). */
export function couponRow(
  storeId: number,
  fields: Partial<Insertable<CouponsTable>> & { code: string },
): Insertable<CouponsTable> {
  return {
    storeId,
    description: 'teste',
    discountType: 'percentage',
    discountValue: 10,
    minimalOrderValue: 0,
    ignorePromotionalItems: 0,
    ignoreDiscountRules: 0,
    usageLimit: null,
    usageLimitPerUser: null,
    usedCount: 0,
    startsAt: null,
    endsAt: null,
    active: 1,
    ...fields,
  };
}
