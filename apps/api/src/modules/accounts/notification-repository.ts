import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { notificationPayload } from '../../db/json-columns.js';
import type { Page } from '../../lib/pagination.js';
import { notificationCreated } from '../../lib/notification-events.js';

/** A page of the user's notifications, newest first, each payload read by its schema. */
export async function findNotifications(db: Db, userId: number, page: Pick<Page, 'perPage' | 'offset'>) {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'createdAt', 'type', 'title', 'message', 'payload', 'readed'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.perPage)
    .offset(page.offset)
    .execute();
  return rows.map((n) => ({ ...n, payload: notificationPayload(n.payload) }));
}

/** How many notifications the user has, all or only the unread ones. */
export async function countNotifications(db: Db, userId: number, unreadOnly = false): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('userId', '=', userId);
  if (unreadOnly) query = query.where('readed', '=', 0);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Marks the user's unread notifications read: the given ids only, or all when `ids` is null. */
export async function markNotificationsRead(db: Db, userId: number, ids: number[] | null): Promise<void> {
  let query = db.updateTable('notifications').set({ readed: 1 }).where('userId', '=', userId).where('readed', '=', 0);
  if (ids !== null) query = query.where('id', 'in', ids);
  await query.execute();
}

export async function insertNotification(db: Db, values: Insertable<Database['notifications']>): Promise<void> {
  await db.insertInto('notifications').values(values).execute();
  // pushed to the user's devices once committed, beside the writer's transaction (never failing it)
  notificationCreated({
    userId: values.userId,
    type: values.type,
    title: values.title,
    message: values.message,
    payload: values.payload ?? '{}',
    createdAt: values.createdAt,
  });
}
