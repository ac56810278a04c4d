import type { Locale } from './format';
import type { MessageKey } from './i18n/messages';
import { t } from './i18n/translate';

/** An appointment's life: booked, confirmed by the customer, being served, done; or cancelled, or missed. */
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'in_progress', 'done', 'cancelled', 'no_show'] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

const COLORS: Record<AppointmentStatus, string> = {
  scheduled: '#1e88e5',
  confirmed: '#2e7d32',
  in_progress: '#8e24aa',
  done: '#00897b',
  cancelled: '#616161',
  no_show: '#e53935',
};

/** The answers a customer may give (the reminder's 'Confirmar' and 'Cancelar'). */
export const CUSTOMER_APPOINTMENT_ANSWERS = ['confirmed', 'cancelled'] as const;
export type CustomerAppointmentAnswer = (typeof CUSTOMER_APPOINTMENT_ANSWERS)[number];

/** Statuses that still hold their slot: a cancelled (or missed, or finished) appointment frees it for others. */
export const ACTIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['scheduled', 'confirmed', 'in_progress'];

const known: ReadonlySet<string> = new Set(APPOINTMENT_STATUSES);

/** `isAppointmentStatus('confirmed')` → true. */
export function isAppointmentStatus(value: unknown): value is AppointmentStatus {
  return typeof value === 'string' && known.has(value);
}

/** `appointmentStatusLabel('scheduled', 'pt-BR')` → 'Agendado'. */
export function appointmentStatusLabel(status: AppointmentStatus, locale: Locale): string {
  const key: MessageKey = `appointmentStatus.${status}`;
  return t(locale, key);
}

/** Badge colour: `appointmentStatusColor('cancelled')` → '#616161'. */
export function appointmentStatusColor(status: AppointmentStatus): string {
  return COLORS[status];
}

/** Whether the customer's answer applies: confirm only a scheduled one; cancel a scheduled or confirmed one. */
export function canCustomerAnswer(status: AppointmentStatus, answer: CustomerAppointmentAnswer): boolean {
  return answer === 'confirmed' ? status === 'scheduled' : status === 'scheduled' || status === 'confirmed';
}
