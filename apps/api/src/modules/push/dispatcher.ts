import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database.js';
import { notificationPayload } from '../../db/json-columns.js';
import type { AppPushAdapter } from './app-adapters.js';
import { endpointsOf, forgetEndpoint, notificationStored } from './endpoint-store.js';
import { messageOf, type PushMessage, type SendOutcome } from './message.js';
import type { NotificationCreated } from '../../lib/notification-events.js';
import { sendWebPush, type WebPushOptions } from './web-push-sender.js';

export type PushLog = {
  info(message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
};

export type DispatcherOptions = {
  webPush: WebPushOptions;
  fcm?: AppPushAdapter;
  expo?: AppPushAdapter;
  log: PushLog;
  /** notifications being pushed at once (each to every device of its user, one after another) */
  concurrency?: number;
  /** notifications waiting beyond this are dropped with a log line: push must never hold memory hostage */
  maxQueued?: number;
  /** waits before looking for the notification again while its transaction is still open */
  commitWaitsMs?: number[];
};

/**
 * Sends every new notification to every device of its user: browsers through web push, the native apps through
 * the FCM and Expo adapters when configured. Runs beside the request, never in it: a queue with bounded
 * concurrency, failures logged, devices reported gone forgotten.
 */
export class PushDispatcher {
  private readonly queue: NotificationCreated[] = [];
  private running = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: DispatcherOptions,
  ) {}

  enqueue(event: NotificationCreated): void {
    if (this.queue.length >= (this.options.maxQueued ?? 1000)) {
      this.options.log.warn({ userId: event.userId }, 'push queue full: notification not pushed');
      return;
    }
    this.queue.push(event);
    this.pump();
  }

  /** Settles when nothing is queued or being sent (tests and shutdown). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private pump(): void {
    while (this.running < (this.options.concurrency ?? 4) && this.queue.length > 0) {
      const event = this.queue.shift()!;
      this.running += 1;
      void this.deliver(event)
        .catch((error: unknown) => this.options.log.warn({ err: error, userId: event.userId }, 'push failed'))
        .finally(() => {
          this.running -= 1;
          this.pump();
          if (this.running === 0 && this.queue.length === 0) this.waiters.splice(0).forEach((resolve) => resolve());
        });
    }
  }

  /** Pushes only what was committed: a notification whose transaction rolled back never shows up and is not sent. */
  private async deliver(event: NotificationCreated): Promise<void> {
    let stored = false;
    for (const wait of this.options.commitWaitsMs ?? [0, 100, 500, 2000, 5000]) {
      if (wait > 0) await sleep(wait);
      if ((stored = await notificationStored(this.db, event))) break;
    }
    if (!stored) return;
    const message = messageOf({ ...event, payload: notificationPayload(event.payload) });
    for (const endpoint of await endpointsOf(this.db, event.userId)) {
      const outcome = await this.sendOne(endpoint.type, endpoint.registration, message).catch((error: unknown) => {
        this.options.log.warn({ err: error, endpointId: endpoint.id, type: endpoint.type }, 'push to a device failed');
        return 'failed' as const;
      });
      if (outcome === 'gone') await forgetEndpoint(this.db, endpoint.id);
    }
  }

  private async sendOne(type: string, registration: string, message: PushMessage): Promise<SendOutcome | 'idle'> {
    if (type === 'WEBPUSH') return sendWebPush(registration, message, this.options.webPush);
    const adapter = type === 'FIREBASE_APP' ? this.options.fcm : type === 'EXPO_APP' ? this.options.expo : undefined;
    return adapter ? adapter.send(registration, message) : 'idle';
  }
}
