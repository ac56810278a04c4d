import { addressLine, type Locale } from '@store/core';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import type { CheckoutData } from './checkout-queries';

type Pickup = NonNullable<CheckoutData['storeCheckout']>['pickup'];
type Hours = Pickup['openingHours'];

/** Monday first, as a shop's door sign reads. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** 'Seg.', 'Sáb.': the weekday's short name in the reader's language (1 January 2023 was a Sunday). */
function weekdayName(weekday: number, locale: Locale): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + weekday),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The week as lines, neighbouring days with the same hours together:
 * [['Seg. a sex.', '09:00–12:00, 13:00–18:00'], ['Sáb.', '09:00–13:00'], ['Dom.', null]] (null: closed).
 */
export function weekLines(hours: Hours, locale: Locale): { days: [string, string | null]; hours: string | null }[] {
  const lines: { first: number; last: number; hours: string | null }[] = [];
  for (const weekday of WEEK) {
    const own = hours.filter((h) => h.weekday === weekday).map((h) => `${h.opensAt}–${h.closesAt}`);
    const text = own.length ? own.join(', ') : null;
    const previous = lines.at(-1);
    if (previous && previous.hours === text) previous.last = weekday;
    else lines.push({ first: weekday, last: weekday, hours: text });
  }
  return lines.map((l) => ({
    days: [weekdayName(l.first, locale), l.first === l.last ? null : weekdayName(l.last, locale).toLowerCase()],
    hours: l.hours,
  }));
}

/** Where and when a pickup order is collected: the store's address and its opening hours. */
export function PickupPlace({ pickup, id }: { pickup: Pickup; id?: string }) {
  useCheckoutTexts();
  const { t, locale } = useT();
  const line = addressLine(pickup.address, { complement: true, province: true, postalCode: true });
  return (
    <span id={id} className="flex flex-col gap-1 text-sm text-muted" data-testid="pickup-place">
      {line ? <span>{t('ui.co.pickupAt', { address: line })}</span> : null}
      {pickup.openingHours.length ? (
        <span>
          <span className="sr-only">{t('ui.co.openingHours')}: </span>
          {weekLines(pickup.openingHours, locale).map((l, i) => (
            <span key={i} className="block">
              {l.days[1] ? t('ui.co.dayRange', { from: l.days[0], to: l.days[1] }) : l.days[0]}{' '}
              {l.hours ?? t('ui.co.closed')}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
