import type { Db } from '../../db/database.js';

/** The name of the first item with one of these codes. */
export async function itemNameByCode(db: Db, codes: string[]): Promise<string | undefined> {
  const row = await db.selectFrom('items').select('name').where('code', 'in', codes).executeTakeFirst();
  return row?.name;
}

export async function brandNameByImage(db: Db, imageUrl: string): Promise<string | undefined> {
  const row = await db.selectFrom('brands').select('name').where('imageUrl', '=', imageUrl).executeTakeFirst();
  return row?.name;
}

export async function storeNameBySlug(db: Db, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('stores').select('name').where('slug', '=', slug).executeTakeFirst();
  return row?.name;
}
