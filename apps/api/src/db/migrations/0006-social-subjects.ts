import type { DbKind } from '../database.js';
import { index, type AnyDb } from './columns.js';

/** Social sign-in finds a user by the provider's subject: index it instead of scanning the store's users. */
export function socialSubjects(_kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await index(db, 'users', ['store_id', 'google_subject']);
      await index(db, 'users', ['store_id', 'apple_subject']);
    },
  };
}
