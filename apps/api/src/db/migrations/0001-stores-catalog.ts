import { sql } from 'kysely';
import type { DbKind } from '../database.js';
import { flag, index, money, ref, timestamps, withId, type AnyDb } from './columns.js';

/** Stores with their public configuration, and everything a store sells. */
export function storesAndCatalog(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('stores'))
        .addColumn('guid', 'text', (c) => c.notNull().unique())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('ecommerce', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('appointments', 'integer', (c) => c.notNull().defaultTo(0))
        // themes: { light: { primary, secondary, ... }, dark: {...} }
        .addColumn('themes', 'text', (c) => c.notNull().defaultTo('{}'))
        // banners: { web: [{ src, type }], mobile: [{ src, type }] }
        .addColumn('banners', 'text', (c) => c.notNull().defaultTo('{"web":[],"mobile":[]}'))
        // config: ignoreStock, hideItemsWithoutStock, listPriceCompanyUsers, deliveryDeadline, links, storeDiscount
        .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('notify', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('manifest', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('providers', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('trackers', 'text', (c) => c.notNull().defaultTo('{}'))
        .$call(timestamps)
        .execute();

      // The request's host picks the store: one deployment, many stores.
      await withId(kind, db.schema.createTable('store_urls'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('platform', 'text', (c) => c.notNull().defaultTo('all'))
        .execute();

      await db.schema
        .createTable('store_details')
        .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('cpf_cnpj', 'text')
        .addColumn('whatsapp', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('site', 'text')
        .addColumn('latitude', 'real')
        .addColumn('longitude', 'real')
        .addColumn('postal_code', 'text')
        .addColumn('address', 'text')
        .addColumn('address_number', 'text')
        .addColumn('complement', 'text')
        .addColumn('province', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .execute();

      await withId(kind, db.schema.createTable('categories'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .$call((t) => ref(t, 'parent_id', 'categories.id', 'cascade', false))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await index(db, 'categories', ['store_id', 'parent_id']);

      await withId(kind, db.schema.createTable('brands'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .$call((t) => flag(t, 'active', 1))
        .addColumn('sequence', 'integer')
        .execute();
      await index(db, 'brands', ['store_id', 'sequence']);

      await withId(kind, db.schema.createTable('items'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .$call((t) => ref(t, 'brand_id', 'brands.id', 'set null', false))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        // images: ["https://.../a.jpg", ...]; the first is the main one; each has a '-min' thumbnail.
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        // attrs: [{ name, value }]
        .addColumn('attrs', 'text', (c) => c.notNull().defaultTo('[]'))
        .$call((t) => money(t, 'price'))
        .$call((t) => money(t, 'promotional_price'))
        .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ranking', 'integer', (c) => c.notNull().defaultTo(0))
        .$call((t) => flag(t, 'deleted'))
        .$call(timestamps)
        .addUniqueConstraint('items_store_code_uq', ['store_id', 'code'])
        .addCheckConstraint('items_price_check', sql`price >= 0 and promotional_price >= 0`)
        .execute();
      await index(db, 'items', ['store_id', 'deleted', 'stock_quantity', 'ranking']);
      await index(db, 'items', ['store_id', 'promotional_price']);

      await db.schema
        .createTable('item_categories')
        .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('item_categories_pk', ['item_id', 'category_id'])
        .execute();
      await index(db, 'item_categories', ['category_id']);

      await withId(kind, db.schema.createTable('item_variants'))
        .$call((t) => ref(t, 'item_id', 'items.id', 'cascade'))
        .addColumn('attrs', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('stock_quantity', 'integer')
        .$call((t) => flag(t, 'deleted'))
        .execute();
      await index(db, 'item_variants', ['item_id']);

      // Company price lists: one for verified companies and, optionally, one for exempt (ISENTO) companies.
      await withId(kind, db.schema.createTable('price_lists'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('company'))
        .execute();

      await withId(kind, db.schema.createTable('price_list_items'))
        .$call((t) => ref(t, 'price_list_id', 'price_lists.id', 'cascade'))
        .$call((t) => ref(t, 'item_id', 'items.id', 'cascade'))
        .$call((t) => money(t, 'price'))
        .addUniqueConstraint('price_list_items_uq', ['price_list_id', 'item_id'])
        .execute();
    },
  };
}
