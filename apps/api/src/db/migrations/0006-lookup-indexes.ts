import type { DbKind } from '../database.js';
import { index, type AnyDb } from './columns.js';

/** Indexes for look-ups added after the first schema: social sign-in by subject, coupon uses by order. */
export function lookupIndexes(_kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await index(db, 'users', ['store_id', 'google_subject']);
      await index(db, 'users', ['store_id', 'apple_subject']);
      await index(db, 'coupon_usages', ['order_id']);
    },
  };
}
