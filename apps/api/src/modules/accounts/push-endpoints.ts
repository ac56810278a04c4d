import { msg, type Message } from '@store/core';
import type { Db } from '../../db/database.js';
import type { PushEndpointsTable } from '../../db/tables/accounts.js';
import { parseJson } from '../../lib/json.js';
import { nowIso } from '../../lib/time.js';
import { isIP } from 'node:net';
import { privateHostsAllowed } from '../../lib/private-hosts.js';
import { deleteEndpoint, upsertEndpoint } from './push-endpoint-repository.js';
import { assertValid, clean, freeText, tooLong } from '../../lib/validation.js';

export type PushType = PushEndpointsTable['type'];

/**
 * A WEBPUSH registration is the browser's PushSubscription as JSON; the push sender will POST to its endpoint,
 * so only an https URL naming a host is accepted: push services are named hosts, and an IP literal or a localhost
 * name would let a shopper aim the API at the store's own network (the sender checks resolved addresses too).
 * App tokens are opaque strings.
 */
function checkRegistration(type: PushType, registration: string): Message | null {
  if (registration.trim() === '') return msg('validation.required');
  const long = tooLong(registration, 4000);
  if (long || type !== 'WEBPUSH') return long;
  const subscription = parseJson<{ endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null>(registration, null);
  const endpoint = typeof subscription?.endpoint === 'string' ? URL.parse(subscription.endpoint) : null;
  const keys = subscription?.keys;
  const host = endpoint?.hostname.replace(/^\[|\]$/g, '').toLowerCase() ?? '';
  const localHost = isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost');
  if (localHost && !privateHostsAllowed()) return msg('push.invalidRegistration');
  return endpoint?.protocol === 'https:' && typeof keys?.p256dh === 'string' && typeof keys.auth === 'string'
    ? null
    : msg('push.invalidRegistration');
}

/**
 * setUserEndpoint: registers a device for push, at most MAX_ENDPOINTS per user: the oldest goes when one more comes
 * (a shopper's old browsers are the ones that stopped answering). A registration already held by another user moves to this one:
 * the device changed hands, and its pushes must follow whoever is signed in on it now.
 */
/** Devices pushed to per user: one status change opens at most this many connections from the API. */
export const MAX_ENDPOINTS = 10;

export async function setEndpoint(db: Db, userId: number, args: { type: PushType; registration: string; description?: string | null }): Promise<true> {
  assertValid({ registration: checkRegistration(args.type, args.registration), description: freeText(args.description, 500) });
  const registration = args.registration.trim();
  const description = clean(args.description);
  await upsertEndpoint(db, userId, { type: args.type, registration, description }, nowIso(), MAX_ENDPOINTS);
  return true;
}

/** unsetUserEndpoint: forgets the user's own registration; someone else's is left alone and the answer is the same. */
export async function unsetEndpoint(db: Db, userId: number, args: { type: PushType; registration: string }): Promise<true> {
  await deleteEndpoint(db, userId, { type: args.type, registration: args.registration.trim() });
  return true;
}
