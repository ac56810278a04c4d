import type { Db } from '../../db/database.js';

/** The store's active shipping options, by sequence. */
export async function listShippingOptions(db: Db, storeId: number, ids?: readonly number[]) {
  let query = db.selectFrom('shippingOptions').selectAll().where('storeId', '=', storeId).where('active', '=', 1);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [0]);
  return query.orderBy('sequence', 'asc').orderBy('id', 'asc').execute();
}

export type ShippingOptionRow = Awaited<ReturnType<typeof listShippingOptions>>[number];

/** The active payment methods of many shipping options in one query, each tagged with its option. */
export async function paymentMethodsOfOptions(db: Db, optionIds: readonly number[]) {
  if (optionIds.length === 0) return [];
  return db
    .selectFrom('shippingOptionPaymentMethods as link')
    .innerJoin('paymentMethods', 'paymentMethods.id', 'link.paymentMethodId')
    .selectAll('paymentMethods')
    .select('link.shippingOptionId')
    .where('link.shippingOptionId', 'in', optionIds)
    .where('paymentMethods.active', '=', 1)
    .orderBy('paymentMethods.sequence', 'asc')
    .orderBy('paymentMethods.id', 'asc')
    .execute();
}

/** The freight rules of many shipping options in one query, by sequence. */
export async function freightRulesOfOptions(db: Db, optionIds: readonly number[]) {
  if (optionIds.length === 0) return [];
  return db
    .selectFrom('freightRules')
    .selectAll()
    .where('shippingOptionId', 'in', optionIds)
    .orderBy('sequence', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export type FreightRuleRow = Awaited<ReturnType<typeof freightRulesOfOptions>>[number];

/** Where a CEP is, from the local postal-code table (the offline CEP lookup). */
export async function postalCodeCoordinates(db: Db, cep: string) {
  const row = await db.selectFrom('postalCodes').select(['latitude', 'longitude']).where('cep', '=', cep).executeTakeFirst();
  return row && row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
}

/** Where the store is, from its details. */
export async function storeCoordinates(db: Db, storeId: number) {
  const row = await db.selectFrom('storeDetails').select(['latitude', 'longitude']).where('storeId', '=', storeId).executeTakeFirst();
  return row && row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
}
