import type { Locale } from './format';
import { isMessageKey, type Message, type MessageParams } from './i18n/messages';
import { formatStoreDate, isStoreDate } from './store-time';

/**
 * What a notification says, as message keys with parameters: kept in its payload beside the pt-BR title and text
 * the row stores, so each reader (a screen, a device's push) gets it in their own language.
 */
export type NotificationTexts = { title: Message; message: Message };

/** `withTexts({ orderId: 7 }, msg('notification.orderTitle', { id: 7 }), msg('orderStatus.enviado'))` → payload. */
export function withTexts<T extends Record<string, unknown>>(payload: T, title: Message, message: Message) {
  return { ...payload, texts: { title, message } satisfies NotificationTexts };
}

function messageOf(value: unknown): Message | null {
  if (!value || typeof value !== 'object') return null;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (!isMessageKey(key)) return null;
  return params && typeof params === 'object' ? { key, params: params as MessageParams } : { key };
}

/**
 * A message's date parameters ('YYYY-MM-DD') written as the reader writes a date:
 * `datesIn(msg('reminder.vaccineMessage', { date: '2026-12-02', … }), 'en')` → params.date '12/2/2026'.
 */
export function datesIn(message: Message, locale: Locale): Message {
  if (!message.params) return message;
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [
      name,
      typeof value === 'string' && isStoreDate(value) ? formatStoreDate(value, locale) : value,
    ]),
  );
  return { key: message.key, params };
}

/**
 * The texts of a stored payload for a reader, dates written their way; null for a notification written before
 * them (its stored text is all there is).
 */
export function notificationTexts(payload: unknown, locale: Locale): NotificationTexts | null {
  const texts = payload && typeof payload === 'object' ? (payload as { texts?: unknown }).texts : null;
  if (!texts || typeof texts !== 'object') return null;
  const title = messageOf((texts as { title?: unknown }).title);
  const message = messageOf((texts as { message?: unknown }).message);
  return title && message ? { title: datesIn(title, locale), message: datesIn(message, locale) } : null;
}
