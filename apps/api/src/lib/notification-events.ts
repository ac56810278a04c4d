/*
 * A notification was written for a user (an order's status changed, a company was approved). The writers run inside
 * their own transactions and know nothing of push; the push dispatchers of the apps this process runs listen here.
 */
export type NotificationCreated = {
  userId: number;
  type: string;
  title: string;
  message: string;
  payload: string;
  createdAt: string;
};

type Listener = (event: NotificationCreated) => void;

const listeners = new Set<Listener>();

export function onNotificationCreated(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Never throws and never waits: the status change that wrote the notification goes on whatever push does. */
export function notificationCreated(event: NotificationCreated): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // push is a courtesy: its failure must not fail the change it reports
    }
  }
}
