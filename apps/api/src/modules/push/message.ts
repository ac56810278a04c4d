import { notificationTexts, t } from '@store/core';

/** What a push carries to any device: the notification's texts and where a tap leads. */
export type PushMessage = {
  title: string;
  body: string;
  /** kind of notification ('order_status', 'company_approved', …) */
  type: string;
  /** the order it is about, when it is about one */
  orderId?: number;
  /** the page a tap opens, as a hash route */
  url: string;
  /** the same title and text in English, for a device whose language is English (the service worker picks) */
  en?: { title: string; body: string };
};

/** How one send went: delivered (or accepted), the device is gone for good (forget it), or a failure worth a log line. */
export type SendOutcome = 'sent' | 'gone' | 'failed';

/** The message of a stored notification, in pt-BR and, when it keeps its texts' keys, English: order notifications open the order. */
export function messageOf(notification: {
  type: string;
  title: string;
  message: string;
  payload: Record<string, unknown>;
}): PushMessage {
  const orderId = typeof notification.payload.orderId === 'number' ? notification.payload.orderId : undefined;
  const texts = notificationTexts(notification.payload, 'en');
  return {
    title: notification.title,
    body: notification.message,
    ...(texts ? { en: { title: t('en', texts.title), body: t('en', texts.message) } } : {}),
    type: notification.type,
    ...(orderId !== undefined ? { orderId } : {}),
    url: orderId !== undefined ? `/#/account/order?id=${orderId}` : '/#/notifications',
  };
}
