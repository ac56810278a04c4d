import type { DbKind } from '../database.js';
import { index, type AnyDb } from './columns.js';

/**
 * Couriers and store staff are users with role 'courier' or 'staff' (users.role is free text, so no column
 * changes there). An order gets its assigned courier, the 4-digit code the customer tells the courier at the door
 * (kept only while out for delivery), how many wrong codes were tried and until when further tries are locked.
 */
export function couriers(_kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('orders')
        .addColumn('courier_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('orders').addColumn('delivery_code', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('delivery_code_tries', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('delivery_code_locked_until', 'text').execute();
      await index(db, 'orders', ['courier_id', 'status']);
    },
  };
}
