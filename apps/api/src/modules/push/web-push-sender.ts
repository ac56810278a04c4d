import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { parseJson } from '../../lib/json.js';
import type { PushMessage, SendOutcome } from './message.js';
import type { VapidKeys } from './vapid.js';

export type WebPushOptions = {
  vapid: VapidKeys;
  /** how long the push service may keep an undelivered message (a status change is stale after a day) */
  ttlSeconds?: number;
  timeoutMs?: number;
  /** an https agent for the push services (tests route it to a local fake) */
  agent?: Agent;
};

/**
 * One message to one browser subscription, encrypted by `web-push` (aes128gcm, RFC 8291) and signed with the VAPID
 * keys. 404 and 410 mean the subscription is gone (unsubscribed, expired): the caller forgets it.
 */
export async function sendWebPush(registration: string, message: PushMessage, options: WebPushOptions): Promise<SendOutcome> {
  const subscription = parseJson<webpush.PushSubscription | null>(registration, null);
  if (!subscription?.endpoint || !subscription.keys) return 'gone';
  try {
    await webpush.sendNotification(subscription, JSON.stringify(message), {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds ?? 24 * 3600,
      timeout: options.timeoutMs ?? 10_000,
      contentEncoding: 'aes128gcm',
      ...(options.agent ? { agent: options.agent } : {}),
    });
    return 'sent';
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    throw error;
  }
}
