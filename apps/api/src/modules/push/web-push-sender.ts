import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { webPushSubscription } from '../../db/json-columns.js';
import type { PushMessage, SendOutcome } from './message.js';
import type { VapidKeys } from './vapid.js';
import { type Lookup, resolvesToPrivate } from '../../lib/private-hosts.js';

export type WebPushOptions = {
  vapid: VapidKeys;
  /** how long the push service may keep an undelivered message (a status change is stale after a day) */
  ttlSeconds?: number;
  timeoutMs?: number;
  /** an https agent for the push services (tests route it to a local fake) */
  agent?: Agent;
  /** only for a local fake push service in tests (PUSH_ALLOW_PRIVATE_HOSTS=1) */
  allowPrivateHosts?: boolean;
  /** DNS resolution of the endpoint's host (tests answer it themselves) */
  lookup?: Lookup;
};

/**
 * One message to one browser subscription, encrypted by `web-push` (aes128gcm, RFC 8291) and signed with the VAPID
 * keys. An endpoint inside the store's network is not called (see private-hosts.ts). 404 and 410 mean the subscription is gone (unsubscribed, expired): the caller forgets it.
 */
export async function sendWebPush(
  registration: string,
  message: PushMessage,
  options: WebPushOptions,
): Promise<SendOutcome> {
  const subscription = webPushSubscription(registration);
  if (!subscription?.endpoint || !subscription.keys) return 'gone';
  const { endpoint: url, keys } = subscription;
  const endpoint = URL.parse(url);
  // An endpoint that is (or now resolves to) an address inside the store's network is never called, and is forgotten.
  if (!endpoint || (!options.allowPrivateHosts && (await resolvesToPrivate(endpoint, options.lookup)))) return 'gone';
  try {
    await webpush.sendNotification({ endpoint: url, keys }, JSON.stringify(message), {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds ?? 24 * 3600,
      // short: a slow push service must not keep connections of the API open
      timeout: options.timeoutMs ?? 5_000,
      contentEncoding: 'aes128gcm',
      ...(options.agent ? { agent: options.agent } : {}),
    });
    return 'sent';
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    throw error;
  }
}
