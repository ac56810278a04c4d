import type { Db } from '../../db/database.js';
import { pageOf, paginatorInfo, type PageArgs } from '../../lib/pagination.js';
import { parseId } from '../stores/scope.js';
import { countNotifications, findNotifications, markNotificationsRead } from './notification-repository.js';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** A page of the user's notifications, newest first, with the paginatorInfo the storefront reads. */
export async function listNotifications(db: Db, userId: number, args: PageArgs) {
  const page = pageOf(args, NOTIFICATIONS_PAGE_SIZE);
  const [rows, total] = await Promise.all([findNotifications(db, userId, page), countNotifications(db, userId)]);
  return {
    data: rows.map((n) => ({ ...n, readed: n.readed === 1 })),
    paginatorInfo: paginatorInfo(page, total, rows.length),
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  return countNotifications(db, userId, true);
}

/**
 * readNotifications: marks the given notifications (all when `ids` is omitted or null) as read and answers the
 * unread count. Ids of other users' notifications match nothing, exactly like ids that do not exist.
 */
export async function readNotifications(
  db: Db,
  userId: number,
  ids: readonly string[] | null | undefined,
): Promise<number> {
  const wanted = ids == null ? null : ids.map(parseId).filter((id): id is number => id !== null);
  if (wanted === null || wanted.length > 0) await markNotificationsRead(db, userId, wanted);
  return unreadCount(db, userId);
}
