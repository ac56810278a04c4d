import type { DbKind } from '../database.js';
import { index, ref, withId, type AnyDb } from './columns.js';

/**
 * A requested e-mail change waits here, not in users.email: the account keeps its confirmed address (the one
 * sign-in and password recovery use) until the link sent to the new address is opened. Both links are stored
 * only as SHA-256; the cancel link (sent to the old address) outlives the confirmation, so it can still undo
 * a change someone confirmed behind the owner's back.
 */
export function emailChange(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('email_changes'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .addColumn('old_email', 'text', (c) => c.notNull())
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('cancel_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('cancel_expires_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('cancelled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'email_changes', ['user_id']);
    },
  };
}
