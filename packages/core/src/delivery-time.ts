import { msg } from './i18n/messages';
import type { Message } from './i18n/messages';

/** How long an option takes (the freight result's extra.deliveryDeadline): `{ value: 2, type: 'days' }`. */
export type DeliveryDeadline = { value: number; type: string };

/** 'em até 2 dias úteis', 'em até 1 hora'; null when there is no deadline or its unit is unknown. */
export function deliveryTimeLabel(deadline: DeliveryDeadline | null | undefined): Message | null {
  if (!deadline || !Number.isInteger(deadline.value) || deadline.value < 1) return null;
  const count = deadline.value;
  if (deadline.type === 'days') return count === 1 ? msg('deliveryTime.day') : msg('deliveryTime.days', { count });
  if (deadline.type === 'hours') return count === 1 ? msg('deliveryTime.hour') : msg('deliveryTime.hours', { count });
  return null;
}
