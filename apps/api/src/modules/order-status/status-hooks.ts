import type { Db } from '../../db/database.js';

/** A status change as the modules that react to it see it, inside the transaction that made it. */
export type StatusChange = { orderId: number; from: string; to: string };
export type StatusHook = (trx: Db, change: StatusChange) => Promise<void>;

/*
 * What other modules do when an order's status changes (the delivery ends or starts its tracking). They register
 * here, so the one way a status changes does not import them; a hook registered twice runs once.
 */
const hooks = new Set<StatusHook>();

export function onOrderStatusChange(hook: StatusHook): void {
  hooks.add(hook);
}

/** Runs every hook in the caller's transaction: a hook that fails rolls the status change back. */
export async function runStatusHooks(trx: Db, change: StatusChange): Promise<void> {
  for (const hook of hooks) await hook(trx, change);
}
