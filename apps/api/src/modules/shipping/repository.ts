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
  const row = await db
    .selectFrom('postalCodes')
    .select(['latitude', 'longitude'])
    .where('cep', '=', cep)
    .executeTakeFirst();
  return row && row.latitude !== null && row.longitude !== null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}

/** Where the store is, from its details. */
export async function storeCoordinates(db: Db, storeId: number) {
  const row = await db
    .selectFrom('storeDetails')
    .select(['latitude', 'longitude'])
    .where('storeId', '=', storeId)
    .executeTakeFirst();
  return row && row.latitude !== null && row.longitude !== null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}

/**
 * The store's active options (the given ids, else those of `type`), by sequence, each with its freight rules by
 * sequence: one query (a left join) for a freight quote.
 */
export async function shippingOptionsWithRules(
  db: Db,
  storeId: number,
  filter: { ids: readonly number[] } | { type: ShippingOptionRow['type'] },
) {
  let query = db
    .selectFrom('shippingOptions as o')
    .leftJoin('freightRules as r', 'r.shippingOptionId', 'o.id')
    .selectAll('o')
    .select([
      'r.id as ruleId',
      'r.postalCodeStart',
      'r.postalCodeEnd',
      'r.maxDistanceMeters',
      'r.price',
      'r.freeShippingPrice',
      'r.minimalPurchase',
      'r.discount',
      'r.deadlineValue',
      'r.deadlineType',
      'r.sequence as ruleSequence',
    ])
    .where('o.storeId', '=', storeId)
    .where('o.active', '=', 1);
  query =
    'ids' in filter
      ? query.where('o.id', 'in', filter.ids.length > 0 ? [...filter.ids] : [0])
      : query.where('o.type', '=', filter.type);
  const rows = await query
    .orderBy('o.sequence', 'asc')
    .orderBy('o.id', 'asc')
    .orderBy('r.sequence', 'asc')
    .orderBy('r.id', 'asc')
    .execute();
  const options: ShippingOptionRow[] = [];
  const rules: FreightRuleRow[] = [];
  for (const row of rows) {
    const {
      ruleId,
      postalCodeStart,
      postalCodeEnd,
      maxDistanceMeters,
      price,
      freeShippingPrice,
      minimalPurchase,
      discount,
      deadlineValue,
      deadlineType,
      ruleSequence,
      ...option
    } = row;
    if (options.at(-1)?.id !== option.id) options.push(option);
    if (ruleId === null) continue;
    rules.push({
      id: ruleId,
      shippingOptionId: option.id,
      postalCodeStart,
      postalCodeEnd,
      maxDistanceMeters,
      price: price!,
      freeShippingPrice,
      minimalPurchase: minimalPurchase!,
      discount: discount!,
      deadlineValue,
      deadlineType,
      sequence: ruleSequence!,
    });
  }
  return { options, rules };
}
