import { accountTexts } from './catalogues/account';
import { appointmentTexts } from './catalogues/appointments';
import { authTexts } from './catalogues/auth';
import { cartShippingTexts } from './catalogues/cart-shipping';
import { couponTexts } from './catalogues/coupons';
import { errorTexts } from './catalogues/errors';
import { formTexts } from './catalogues/forms';
import { orderTexts } from './catalogues/orders';
import { paymentTexts } from './catalogues/payments';
import { petTexts } from './catalogues/pets';
import { shellTexts } from './catalogues/shell';

/**
 * Every user-facing text has a key, so the server and the storefront speak the same words. The texts live
 * in one file per domain under `catalogues/`, each with its pt-BR and en catalogue; add a domain here.
 */
export const DOMAIN_CATALOGUES = [
  formTexts,
  couponTexts,
  cartShippingTexts,
  paymentTexts,
  orderTexts,
  accountTexts,
  authTexts,
  errorTexts,
  shellTexts,
  petTexts,
  appointmentTexts,
] as const;

type Domain = (typeof DOMAIN_CATALOGUES)[number];

export type MessageKey = Domain extends infer D ? (D extends { 'pt-BR': infer T } ? keyof T & string : never) : never;

export const MESSAGE_KEYS: readonly MessageKey[] = DOMAIN_CATALOGUES.flatMap((d) => Object.keys(d['pt-BR']) as MessageKey[]);

export type MessageParams = Record<string, string | number>;

/** A failed rule's answer: a key plus parameters, rendered later by `t` in the reader's locale. */
export type Message = { key: MessageKey; params?: MessageParams };

/** Builds a Message: `msg('coupon.minimumOrder', { amount: 5000 })` → { key: 'coupon.minimumOrder', params: { amount: 5000 } }. */
export function msg(key: MessageKey, params?: MessageParams): Message {
  return params === undefined ? { key } : { key, params };
}

const known: ReadonlySet<string> = new Set(MESSAGE_KEYS);

/** Guards text arriving over the wire (e.g. a GraphQL error code): `isMessageKey('coupon.invalid')` → true. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && known.has(value);
}
