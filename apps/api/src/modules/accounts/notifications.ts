import type { Db } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { pageOf, paginatorInfo, type PageArgs } from '../../lib/pagination.js';
import { parseId } from '../stores/scope.js';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** A page of the user's notifications, newest first, with the paginatorInfo the storefront reads. */
export async function listNotifications(db: Db, userId: number, args: PageArgs) {
  const page = pageOf(args, NOTIFICATIONS_PAGE_SIZE);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'createdAt', 'type', 'title', 'message', 'payload', 'readed'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.perPage)
      .offset(page.offset)
      .execute(),
    db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('total')).where('userId', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((n) => ({ ...n, payload: parseJson<unknown>(n.payload, {}), readed: n.readed === 1 })),
    paginatorInfo: paginatorInfo(page, Number(counted.total), rows.length),
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('userId', '=', userId)
    .where('readed', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/**
 * readNotifications: marks the given notifications (all when `ids` is omitted or null) as read and answers the
 * unread count. Ids of other users' notifications match nothing, exactly like ids that do not exist.
 */
export async function readNotifications(db: Db, userId: number, ids: readonly string[] | null | undefined): Promise<number> {
  const wanted = ids == null ? null : ids.map(parseId).filter((id): id is number => id !== null);
  if (wanted === null || wanted.length > 0) {
    let q = db.updateTable('notifications').set({ readed: 1 }).where('userId', '=', userId).where('readed', '=', 0);
    if (wanted !== null) q = q.where('id', 'in', wanted);
    await q.execute();
  }
  return unreadCount(db, userId);
}
