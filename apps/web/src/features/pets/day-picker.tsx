import { closedReasonIn, isMessageKey, type Locale, type MessageParams } from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../lib/services';
import { graphql } from '../../lib/graphql-client';
import { useT, type Translate } from '../../lib/i18n/use-t';
import { ChoiceGroup } from './choice-group';
import { addDays, formatDate, storeDate, useStoreZone } from './pet-format';

export const BOOKING_DAYS = 30;

/** Whether each of the next days opens: one request for the whole picker. */
export const WORKING_DAYS_QUERY = graphql(`
  query WorkingDays($from: String!, $days: Int) {
    workingDays(from: $from, days: $days) { date open closedReason closedReasonCode closedReasonParams }
  }
`);

type Closed = { closedReason?: string | null; closedReasonCode?: string | null; closedReasonParams?: unknown };

/** Why a day is closed, in the reader's language: 'Feriado: Natal' / 'Holiday: Christmas', 'Fechado' / 'Closed'. */
export function closedText(day: Closed, t: Translate, locale: Locale): string {
  const code = day.closedReasonCode;
  if (!isMessageKey(code)) return day.closedReason ?? t('ui.apt.closed');
  const params = day.closedReasonParams;
  const reason = params && typeof params === 'object' ? { key: code, params: params as MessageParams } : { key: code };
  return t(closedReasonIn(reason, locale));
}

/** The next 30 days of the store's calendar (in its zone), from today: ['2026-11-22', '2026-11-23', …]. */
export function nextDays(now: Date, count = BOOKING_DAYS, zone?: string): string[] {
  const today = storeDate(now, zone);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

/** 'Qual dia?': the next 30 days, closed ones (Sunday, a holiday) shown as such and not choosable. */
export function DayPicker({ value, onChange }: { value: string | null; onChange: (date: string) => void }) {
  const { t, locale } = useT();
  const { gql } = useServices();
  const days = nextDays(new Date(), BOOKING_DAYS, useStoreZone());
  const opening = useQuery({
    queryKey: ['workingDays', days[0], BOOKING_DAYS],
    queryFn: () => gql.request(WORKING_DAYS_QUERY, { from: days[0]!, days: BOOKING_DAYS }),
    select: (d) => new Map(d.workingDays.map((day) => [day.date, day])),
    staleTime: 5 * 60_000,
  });
  return (
    <ChoiceGroup
      id="step-day"
      legend={t('ui.apt.stepDay')}
      name="day"
      value={value}
      onChange={onChange}
      columns="grid-cols-4 sm:grid-cols-7"
      choices={days.map((date) => {
        const day = opening.data?.get(date);
        const closed = day ? !day.open : false;
        return {
          value: date,
          disabled: closed || !day,
          label: formatDate(date, locale, { weekday: 'short' }).replace('.', ''),
          detail: (
            <>
              {formatDate(date, locale, { day: '2-digit', month: '2-digit' })}
              {closed && day ? <span className="block text-xs">{closedText(day, t, locale)}</span> : null}
            </>
          ),
        };
      })}
    />
  );
}
