import type { Db } from '../../db/database.js';
import type { NotificationCreated } from '../../lib/notification-events.js';

/** The user's push registrations of every kind. */
export async function endpointsOf(db: Db, userId: number) {
  return db
    .selectFrom('pushEndpoints')
    .select(['id', 'type', 'registration'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** A registration the push service reported gone. */
export async function forgetEndpoint(db: Db, id: number): Promise<void> {
  await db.deleteFrom('pushEndpoints').where('id', '=', id).execute();
}

/** True once the notification is visible outside its writer's transaction (committed; a rolled-back one never is). */
export async function notificationStored(db: Db, event: NotificationCreated): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', event.userId)
    .where('type', '=', event.type)
    .where('title', '=', event.title)
    .where('createdAt', '=', event.createdAt)
    .executeTakeFirst();
  return row !== undefined;
}
