import type { DbKind } from '../database.js';
import { flag, index, money, ref, withId, type AnyDb } from './columns.js';

/**
 * What booking needs beyond 0004: each service's buffer (drying, cleaning) and whether it is done at the
 * customer's address; prices and durations by the pet's 'porte' and coat; the store's holidays and its
 * cancellation notice; and the reminders already claimed, so each is sent once however many workers run.
 */
export function appointmentRules(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('services')
        .addColumn('buffer_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('services')
        .addColumn('at_home', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(kind, db.schema.createTable('service_prices'))
        .$call((t) => ref(t, 'service_id', 'services.id', 'cascade'))
        // null = any size / any coat; the most specific row that fits the pet wins
        .addColumn('size', 'text')
        .addColumn('coat', 'text')
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .$call((t) => money(t, 'price'))
        .execute();
      await index(db, 'service_prices', ['service_id']);

      await withId(kind, db.schema.createTable('holidays'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        // YYYY-MM-DD in store time
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'holidays', ['store_id', 'date'], true);

      // one row per store with appointments; a store without one gets the defaults
      await db.schema
        .createTable('appointment_rules')
        .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
        .addColumn('cancel_notice_hours', 'integer', (c) => c.notNull().defaultTo(2))
        .$call((t) => flag(t, 'reminders', 1))
        .execute();

      await withId(kind, db.schema.createTable('reminders'))
        // 'appointment' or 'vaccine', the row it is about and the day it is due: whoever inserts first sends it
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'reminders', ['kind', 'ref_id', 'due_date'], true);
      await index(db, 'appointments', ['date_time']);
    },
  };
}
