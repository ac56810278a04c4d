import type { DbKind } from '../database.js';
import { index, ref, withId, type AnyDb } from './columns.js';

/**
 * Live delivery tracking: single-use tickets that open an order's socket (kept only as SHA-256), the courier's
 * last position per order and the order's chat between customer, courier and store staff.
 * Positions are 'double precision' (8 bytes in both databases): PostgreSQL's 'real' keeps about 7 digits, which
 * is metres of error at São Paulo's longitudes.
 */
export function delivery(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('delivery_tickets'))
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .$call((t) => ref(t, 'order_id', 'orders.id', 'cascade'))
        // the sign-in (refresh token family) that asked for it: signing out closes its sockets
        .addColumn('session_id', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'delivery_tickets', ['token_hash'], true);
      await index(db, 'delivery_tickets', ['expires_at']);

      await db.schema
        .createTable('delivery_positions')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('accuracy', 'double precision')
        .addColumn('speed', 'double precision')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();

      await withId(kind, db.schema.createTable('delivery_chat'))
        .$call((t) => ref(t, 'order_id', 'orders.id', 'cascade'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'set null', false))
        // 'customer' | 'courier' | 'staff', as it was when written
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'delivery_chat', ['order_id', 'id']);
    },
  };
}
