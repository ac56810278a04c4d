import { ptBR } from './pt-BR';

/**
 * Every user-facing text has a key, so the server and the storefront speak the same words. The texts live in one
 * file per domain and language under `catalogues/` (pt-BR beside, English in `catalogues/en/`); the pt-BR catalogue
 * names the keys and the English one must have each of them.
 */
export type MessageKey = keyof typeof ptBR;

export const MESSAGE_KEYS = Object.keys(ptBR) as readonly MessageKey[];

export type MessageParams = Record<string, string | number>;

/** A failed rule's answer: a key plus parameters, rendered later by `t` in the reader's locale. */
export type Message = { key: MessageKey; params?: MessageParams };

/** Builds a Message: `msg('coupon.minimumOrder', { amount: 5000 })` → { key: 'coupon.minimumOrder', params: { amount: 5000 } }. */
export function msg(key: MessageKey, params?: MessageParams): Message {
  return params === undefined ? { key } : { key, params };
}

const known = new Set<string>(MESSAGE_KEYS);

/**
 * Keys of a catalogue added after start (registry.ts `addCatalogue`): the storefront's first load leaves some
 * domains' texts out of its pt-BR catalogue and adds them when a screen needs them.
 */
export function addMessageKeys(keys: Iterable<string>): void {
  for (const key of keys) known.add(key);
}

/** Guards text arriving over the wire (e.g. a GraphQL error code): `isMessageKey('coupon.invalid')` → true. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && known.has(value);
}
