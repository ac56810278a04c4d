import { useQueries } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n/use-t';
import { ChoiceGroup } from './choice-group';
import { WORKING_HOURS_QUERY } from './appointment-queries';
import { addDays, formatDate, storeDate } from './pet-format';

export const BOOKING_DAYS = 30;

/** The next 30 days in store time, from today: ['2026-11-22', '2026-11-23', …]. */
export function nextDays(now: Date, count = BOOKING_DAYS): string[] {
  const today = storeDate(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

/** 'Qual dia?': the next 30 days, closed ones (Sunday, a holiday) shown as such and not choosable. */
export function DayPicker({ value, onChange }: { value: string | null; onChange: (date: string) => void }) {
  const { t, locale } = useT();
  const { gql } = useServices();
  const days = nextDays(new Date());
  const opening = useQueries({
    queries: days.map((date) => ({
      queryKey: ['workingDay', date],
      queryFn: () => gql.request(WORKING_HOURS_QUERY, { date }),
      select: (d: { workingHours: { open: boolean; closedReason: string | null } }) => d.workingHours,
      staleTime: 5 * 60_000,
    })),
  });
  return (
    <ChoiceGroup
      id="step-day"
      legend={t('ui.apt.stepDay')}
      name="day"
      value={value}
      onChange={onChange}
      columns="grid-cols-4 sm:grid-cols-7"
      choices={days.map((date, i) => {
        const day = opening[i]?.data;
        const closed = day ? !day.open : false;
        return {
          value: date,
          disabled: closed || !day,
          label: formatDate(date, locale, { weekday: 'short' }).replace('.', ''),
          detail: (
            <>
              {formatDate(date, locale, { day: '2-digit', month: '2-digit' })}
              {closed ? <span className="block text-xs">{day?.closedReason ?? t('ui.apt.closed')}</span> : null}
            </>
          ),
        };
      })}
    />
  );
}
