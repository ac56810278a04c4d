// The booking's last step: what was chosen, the repetition, the observations and 'Confirmar'.
import { addressLine, cents, formatMoney } from '@store/core';
import { useT } from '../../lib/i18n/use-t';
import { formatDateTime, useStoreZone } from './pet-format';
import { REPEAT, type Booking, type Repeat } from './use-booking';

type Service = NonNullable<Booking['service']>;

/** The summary of the chosen pet, service, time, price and address, then a single booking or a series of 2 to 12. */
export function BookingConfirm({
  booking,
  service,
  dateTime,
}: {
  booking: Booking;
  service: Service;
  dateTime: string;
}) {
  const { t, locale } = useT();
  const { everyWeeks, setEveryWeeks, count, setCount, observations, setObservations, book } = booking;
  const pet = booking.pets.data?.find((p) => p.id === booking.petId);
  const address = service.atHome ? booking.addresses.data?.find((a) => a.id === booking.addressId) : undefined;
  return (
    <section
      id="step-confirm"
      className="flex scroll-mt-36 flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6"
      aria-labelledby="booking-confirm"
    >
      <h2 id="booking-confirm" className="text-lg font-bold">
        {t('ui.apt.stepConfirm')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t('ui.apt.pet')}</dt>
        <dd>{pet?.name}</dd>
        <dt className="text-muted">{t('ui.apt.service')}</dt>
        <dd>{service.description}</dd>
        <dt className="text-muted">{t('ui.apt.when')}</dt>
        <dd>{formatDateTime(dateTime, locale, useStoreZone())}</dd>
        <dt className="text-muted">{t('ui.apt.price')}</dt>
        <dd>{formatMoney(cents(service.price), locale)}</dd>
        {address ? (
          <>
            <dt className="text-muted">{t('ui.apt.address')}</dt>
            <dd>{addressLine(address)}</dd>
          </>
        ) : null}
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('ui.apt.repeat')}
          <select className="input" value={everyWeeks} onChange={(e) => setEveryWeeks(e.target.value as Repeat)}>
            {REPEAT.map((r) => (
              <option key={r} value={r}>
                {r === '0' ? t('ui.apt.repeatNone') : t(`ui.apt.every.${r}`)}
              </option>
            ))}
          </select>
        </label>
        {everyWeeks !== '0' ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('ui.apt.times')}
            <select className="input" value={count} onChange={(e) => setCount(Number(e.target.value))}>
              {Array.from({ length: 11 }, (_, i) => i + 2).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('ui.apt.observations')}
        <textarea
          className="input min-h-20"
          value={observations}
          maxLength={500}
          onChange={(e) => setObservations(e.target.value)}
        />
      </label>
      <button type="button" className="btn-primary self-end" disabled={book.isPending} onClick={() => book.mutate()}>
        {t('ui.apt.confirm')}
      </button>
    </section>
  );
}
