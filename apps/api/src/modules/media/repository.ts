import type { Db } from '../../db/database.js';

/** The first item with one of these codes: what its demo picture is drawn from. */
export async function itemByCode(
  db: Db,
  codes: string[],
): Promise<{ code: string; name: string; attrs: string; brand: string | null } | undefined> {
  return db
    .selectFrom('items as i')
    .leftJoin('brands as b', 'b.id', 'i.brandId')
    .select(['i.code', 'i.name', 'i.attrs', 'b.name as brand'])
    .where('i.code', 'in', codes)
    .executeTakeFirst();
}

export async function brandNameByImage(db: Db, imageUrl: string): Promise<string | undefined> {
  const row = await db.selectFrom('brands').select('name').where('imageUrl', '=', imageUrl).executeTakeFirst();
  return row?.name;
}

export async function storeBySlug(
  db: Db,
  slug: string,
): Promise<{ name: string; themes: string; appointments: number } | undefined> {
  return db.selectFrom('stores').select(['name', 'themes', 'appointments']).where('slug', '=', slug).executeTakeFirst();
}
