import type { Locale } from './format';
import { appointmentPtBR } from './i18n/catalogues/appointments';
import type { Message, MessageKey } from './i18n/messages';
import { t } from './i18n/translate';

/** Brazil's fixed national holidays, month-day and name (Lei 662/1949 and later laws, Consciência Negra since 2024). */
export const FIXED_NATIONAL_HOLIDAYS: readonly (readonly [string, MessageKey])[] = [
  ['01-01', 'holiday.newYear'],
  ['04-21', 'holiday.tiradentes'],
  ['05-01', 'holiday.labourDay'],
  ['09-07', 'holiday.independence'],
  ['10-12', 'holiday.aparecida'],
  ['11-02', 'holiday.allSouls'],
  ['11-15', 'holiday.republic'],
  ['11-20', 'holiday.blackConsciousness'],
  ['12-25', 'holiday.christmas'],
];

/** Good Friday moves with Easter; its name's key. */
export const GOOD_FRIDAY: MessageKey = 'holiday.goodFriday';

const NATIONAL: readonly MessageKey[] = [...FIXED_NATIONAL_HOLIDAYS.map(([, key]) => key), GOOD_FRIDAY];
// the pt-BR texts themselves, not the loaded catalogue: an English reader's storefront never loads them
const portuguese: Readonly<Record<string, string>> = appointmentPtBR;

/**
 * A store holiday's name in the reader's language: the national ones are stored in pt-BR as the seed writes them,
 * a store's own keep the name it gave. `holidayName('Natal', 'en')` → 'Christmas'.
 */
export function holidayName(name: string, locale: Locale): string {
  if (locale === 'pt-BR') return name;
  const key = NATIONAL.find((k) => portuguese[k] === name);
  return key ? t(locale, key) : name;
}

/**
 * Why a day is closed, ready for the reader's texts: a holiday's name in their language.
 * `closedReasonIn(msg('appointment.closedHoliday', { name: 'Natal' }), 'en')` → { …, params: { name: 'Christmas' } }.
 */
export function closedReasonIn(reason: Message, locale: Locale): Message {
  const name = reason.params?.name;
  if (reason.key !== 'appointment.closedHoliday' || typeof name !== 'string') return reason;
  return { key: reason.key, params: { ...reason.params, name: holidayName(name, locale) } };
}
