import { isMessageKey, msg, type Message, type MessageParams } from '@store/core';

/** A message as the API sends it (errors, coupon answers): a catalogue key and its parameters. */
export type WireMessage = { code?: unknown; params?: unknown };

const isParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/**
 * The core message the server meant, to render in the shopper's language; null for a key this storefront does not
 * know (an older build): `wireMessage({ code: 'coupon.minimumOrder', params: { amount: 5000 } })` → msg('coupon.minimumOrder', { amount: 5000 }).
 */
export function wireMessage(value: WireMessage | null | undefined): Message | null {
  if (!value || !isMessageKey(value.code)) return null;
  return isParams(value.params) && Object.keys(value.params).length > 0
    ? msg(value.code, value.params)
    : msg(value.code);
}

/** Each field's messages of a validation answer (`fields: { email: [{ code, params }] }`), unknown keys left out. */
export function wireFields(fields: unknown): Record<string, Message[]> {
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([name, list]) => [
      name,
      (Array.isArray(list) ? list : [])
        .map((m) => wireMessage(m as WireMessage))
        .filter((m): m is Message => m !== null),
    ]),
  );
}
