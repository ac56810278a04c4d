import { sql } from 'kysely';
import type { DbKind } from '../database.js';
import type { AnyDb } from './columns.js';

/*
 * One number that changes whenever an item listing's count or a search's ranking could change
 * (docs/decisions/0028-catalogue-at-100k-items.md). The catalogue keeps counted totals and search
 * candidates per filter, stamped with this version, and reads the version in the same statement as the
 * page: a stale answer is never served, whichever process or tool wrote the items.
 *
 * Bumped by triggers on: items inserted or deleted; an item's store, deleted flag, text, prices, creation
 * instant or id changing; its stock crossing zero (hidden or shown again); category links and the category
 * tree changing. Not by stock moving above zero nor by ranking: the frequent writes of an order touch
 * nothing here (filters on those columns are counted every time instead).
 */
const ITEM_COLUMNS = [
  'id',
  'store_id',
  'deleted',
  'name',
  'code',
  'description',
  'price',
  'promotional_price',
  'created_at',
];

export function catalogVersion(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('catalog_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into catalog_version (id, version) values (1, 0)`.execute(db);
      if (kind === 'postgres') {
        await sql`create function bump_catalog_version() returns trigger language plpgsql as $$
          begin
            update catalog_version set version = version + 1 where id = 1;
            return null;
          end $$`.execute(db);
        const on = (name: string, event: string, table: string, when = '') =>
          sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on ${sql.raw(table)} for each row ${sql.raw(when)}
            execute function bump_catalog_version()`.execute(db);
        await on('items_catalog_version_insert_delete', 'insert or delete', 'items');
        await on('items_catalog_version_update', `update of ${ITEM_COLUMNS.join(', ')}`, 'items');
        await on(
          'items_catalog_version_stock',
          'update of stock_quantity',
          'items',
          'when ((old.stock_quantity > 0) <> (new.stock_quantity > 0))',
        );
        await on('item_categories_catalog_version', 'insert or update or delete', 'item_categories');
        await on('categories_catalog_version', 'insert or update of id, parent_id, store_id or delete', 'categories');
        return;
      }
      const bump = sql.raw('update catalog_version set version = version + 1 where id = 1;');
      const on = (name: string, event: string, table: string, when = '') =>
        sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on ${sql.raw(table)} ${sql.raw(when)} begin ${bump} end`.execute(
          db,
        );
      await on('items_catalog_version_insert', 'insert', 'items');
      await on('items_catalog_version_delete', 'delete', 'items');
      await on('items_catalog_version_update', `update of ${ITEM_COLUMNS.join(', ')}`, 'items');
      await on(
        'items_catalog_version_stock',
        'update of stock_quantity',
        'items',
        'when (old.stock_quantity > 0) <> (new.stock_quantity > 0)',
      );
      await on('item_categories_catalog_version_insert', 'insert', 'item_categories');
      await on('item_categories_catalog_version_update', 'update', 'item_categories');
      await on('item_categories_catalog_version_delete', 'delete', 'item_categories');
      await on('categories_catalog_version_insert', 'insert', 'categories');
      await on('categories_catalog_version_update', 'update of id, parent_id, store_id', 'categories');
      await on('categories_catalog_version_delete', 'delete', 'categories');
    },
  };
}
