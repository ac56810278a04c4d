import { msg, type Message } from '@store/core';
import type { Db } from '../../db/database.js';
import type { PushEndpointsTable } from '../../db/tables/accounts.js';
import { webPushSubscription } from '../../db/json-columns.js';
import { nowIso } from '../../lib/time.js';
import { isIP } from 'node:net';
import { claimEndpoint, deleteEndpoint, type HeldEndpoint } from './push-endpoint-repository.js';
import { assertValid, clean, freeText, tooLong } from '../../lib/validation.js';

export type PushType = PushEndpointsTable['type'];

const subscriptionOf = (registration: string) => webPushSubscription(registration, { quiet: true });

/**
 * A WEBPUSH registration is the browser's PushSubscription as JSON; the push sender will POST to its endpoint,
 * so only an https URL naming a host is accepted: push services are named hosts, and an IP literal or a localhost
 * name would let a shopper aim the API at the store's own network (the sender checks resolved addresses too).
 * App tokens are opaque strings.
 */
function checkRegistration(type: PushType, registration: string, allowPrivateHosts: boolean): Message | null {
  if (registration.trim() === '') return msg('validation.required');
  const long = tooLong(registration, 4000);
  if (long || type !== 'WEBPUSH') return long;
  const subscription = subscriptionOf(registration);
  const endpoint = subscription ? URL.parse(subscription.endpoint) : null;
  const keys = subscription?.keys;
  const host = endpoint?.hostname.replace(/^\[|\]$/g, '').toLowerCase() ?? '';
  const localHost = isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost');
  if (localHost && !allowPrivateHosts) return msg('push.invalidRegistration');
  return endpoint?.protocol === 'https:' && keys ? null : msg('push.invalidRegistration');
}

/** Devices pushed to per user: one status change opens at most this many connections from the API. */
export const MAX_ENDPOINTS = 10;

/** What a registration reaches: a web push subscription's endpoint URL, an app's token itself. */
export function deviceOf(type: PushType, registration: string): string {
  return (type === 'WEBPUSH' ? subscriptionOf(registration)?.endpoint : undefined) ?? registration;
}

/** Both subscriptions carry the same keys: only the browser that made a subscription knows its auth secret. */
function sameKeys(stored: string, sent: string): boolean {
  const [a, b] = [subscriptionOf(stored)?.keys, subscriptionOf(sent)?.keys];
  return a !== undefined && a.p256dh === b?.p256dh && a.auth === b.auth;
}

/**
 * setUserEndpoint: registers a device for push, at most MAX_ENDPOINTS per user: the oldest goes when one more comes
 * (a shopper's old browsers are the ones that stopped answering). A device has one owner, in one store:
 * - another store's device is refused with the answer an invalid registration gets, so no store learns what
 *   another store's shoppers registered, and its owner keeps it;
 * - another user's device in this store moves only when the same device asks: a WEBPUSH subscription sent with the
 *   keys stored for it (the browser's own; whoever only saw the endpoint URL does not have them). An app token
 *   proves nothing, so it stays with its owner until they unset it (the app does so when signing out) and this
 *   user is told the device is in use ('push.registrationInUse').
 * Two claims racing for one device end with one owner (a unique device key and a conditional move).
 */
export async function setEndpoint(
  db: Db,
  userId: number,
  args: { type: PushType; registration: string; description?: string | null },
  options: { allowPrivateHosts?: boolean } = {},
): Promise<true> {
  assertValid({
    registration: checkRegistration(args.type, args.registration, options.allowPrivateHosts === true),
    description: freeText(args.description, 500),
  });
  const registration = args.registration.trim();
  const description = clean(args.description);
  const { storeId } = await db.selectFrom('users').select('storeId').where('id', '=', userId).executeTakeFirstOrThrow();
  const claim = { type: args.type, registration, device: deviceOf(args.type, registration), description };
  const mayMove = (held: HeldEndpoint) => args.type === 'WEBPUSH' && sameKeys(held.registration, registration);
  const result = await claimEndpoint(db, { userId, storeId }, claim, nowIso(), MAX_ENDPOINTS, mayMove);
  if (result === 'otherStore') assertValid({ registration: msg('push.invalidRegistration') });
  if (result === 'otherUser') assertValid({ registration: msg('push.registrationInUse') });
  return true;
}

/** unsetUserEndpoint: forgets the user's own registration; someone else's is left alone and the answer is the same. */
export async function unsetEndpoint(
  db: Db,
  userId: number,
  args: { type: PushType; registration: string },
): Promise<true> {
  const registration = args.registration.trim();
  await deleteEndpoint(db, userId, { type: args.type, registration, device: deviceOf(args.type, registration) });
  return true;
}
