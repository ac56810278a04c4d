import type { Db } from '../../db/database.js';

/** Work that must see the committed change (sockets on other instances re-read the order), by transaction. */
export type AfterCommit = (db: Db) => Promise<void>;

const queues = new WeakMap<Db, AfterCommit[]>();

/**
 * A transaction that may change order statuses: what the changes ask to run after commit (ending a delivery's
 * tracking) runs once the transaction has committed, and not at all when it rolls back.
 */
export async function statusTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const queue: AfterCommit[] = [];
  const result = await db.transaction().execute(async (trx) => {
    queues.set(trx, queue);
    return work(trx);
  });
  for (const task of queue) await task(db);
  return result;
}

/**
 * Runs `task` after the transaction commits; on a connection outside statusTransaction (a payment event, a plain
 * query) it runs at once, which is as late as that caller lets it.
 */
export async function afterCommit(trx: Db, task: AfterCommit): Promise<void> {
  const queue = queues.get(trx);
  if (queue) queue.push(task);
  else await task(trx);
}
