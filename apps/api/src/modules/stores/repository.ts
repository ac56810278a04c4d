import type { Db } from '../../db/database.js';

export async function findStoreByUrl(db: Db, url: string) {
  return db
    .selectFrom('storeUrls')
    .innerJoin('stores', 'stores.id', 'storeUrls.storeId')
    .selectAll('stores')
    .where('storeUrls.url', '=', url)
    .executeTakeFirst();
}

export async function findStoreBySlug(db: Db, slug: string) {
  return db.selectFrom('stores').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findStoreById(db: Db, id: number) {
  return db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStoreDetails(db: Db, storeId: number) {
  return db.selectFrom('storeDetails').selectAll().where('storeId', '=', storeId).executeTakeFirst();
}

export async function listStoreUrls(db: Db, storeId: number) {
  return db.selectFrom('storeUrls').select(['url', 'platform']).where('storeId', '=', storeId).execute();
}

export type StoreRow = NonNullable<Awaited<ReturnType<typeof findStoreBySlug>>>;
