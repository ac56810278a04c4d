import { addressLine, cents, formatMoney } from '@store/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useT } from '../../lib/i18n/use-t';
import { BookingConfirm } from './booking-confirm';
import { ChoiceGroup } from './choice-group';
import { closedText, DayPicker } from './day-picker';
import { PetAvatar } from './pet-avatar';
import { SeriesResult } from './series-result';
import { useBooking } from './use-booking';

/** Booking: pet → service (its price and time for that pet) → day → a free time → address for at-home services → confirm. */
export function BookingFlow() {
  const { t, locale } = useT();
  const booking = useBooking();
  const { petId, serviceId, date, dateTime, addressId, pets, services, service, day, addresses, conflicts } = booking;
  const { setPetId, setServiceId, setDate, setDateTime, setAddressId } = booking;

  // on a phone the next step opens below the fold: bring it up once it has rendered
  const reveal = (id: string) =>
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
  const choose =
    <T,>(set: (v: T) => void, next: string, ...clear: (() => void)[]) =>
    (v: T) => {
      set(v);
      clear.forEach((c) => c());
      reveal(next);
    };
  const resetTime = () => setDateTime(null);

  if (conflicts)
    return <SeriesResult booked={conflicts.booked} conflicts={conflicts.conflicts} book={booking.bookAt} />;
  if (pets.data?.length === 0)
    return (
      <EmptyState
        text={t('ui.apt.noPets')}
        action={
          <Link to="/pets/new" className="btn-primary">
            {t('ui.pet.add')}
          </Link>
        }
      />
    );
  const money = (value: number) => formatMoney(cents(value), locale);
  const needsAddress = service?.atHome === true;
  const ready = petId && service && dateTime && (!needsAddress || addressId);
  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        legend={t('ui.apt.stepPet')}
        name="pet"
        value={petId}
        onChange={choose(setPetId, 'step-service', () => setServiceId(null), resetTime)}
        choices={(pets.data ?? []).map((p) => ({
          value: p.id,
          label: (
            <span className="flex items-center gap-3">
              <PetAvatar pet={p} />
              {p.name}
            </span>
          ),
        }))}
      />
      {petId ? (
        <ChoiceGroup
          id="step-service"
          legend={t('ui.apt.stepService')}
          name="service"
          value={serviceId}
          onChange={choose(setServiceId, 'step-day', resetTime)}
          choices={(services.data ?? []).map((s) => ({
            value: s.id,
            label: s.description,
            detail: [
              money(s.price),
              t('ui.apt.minutes', { minutes: s.duration }),
              ...(s.atHome ? [t('ui.apt.atHome')] : []),
            ].join(' · '),
          }))}
        />
      ) : null}
      {serviceId ? <DayPicker value={date} onChange={choose(setDate, 'step-time', resetTime)} /> : null}
      {serviceId && date ? (
        <ChoiceGroup
          legend={t('ui.apt.stepTime')}
          id="step-time"
          name="time"
          value={dateTime}
          onChange={choose(setDateTime, needsAddress ? 'step-address' : 'step-confirm')}
          columns="grid-cols-3 sm:grid-cols-6"
          choices={(day.data?.slots ?? []).map((s) => ({ value: s.dateTime, label: s.time }))}
        >
          {day.isPending ? <p className="text-muted">{t('ui.apt.loadingSlots')}</p> : null}
          {day.data && !day.data.open ? <p>{closedText(day.data, t, locale)}</p> : null}
          {day.data?.open && day.data.slots.length === 0 ? <p>{t('ui.apt.noSlots')}</p> : null}
        </ChoiceGroup>
      ) : null}
      {dateTime && needsAddress ? (
        <ChoiceGroup
          id="step-address"
          legend={t('ui.apt.stepAddress')}
          name="address"
          value={addressId}
          onChange={setAddressId}
          choices={(addresses.data ?? []).map((a) => ({
            value: a.id,
            label: a.title || addressLine({ address: a.address, addressNumber: a.addressNumber }) || '',
            detail: addressLine(a) ?? '',
          }))}
        >
          {addresses.data?.length === 0 ? (
            <EmptyState
              className="items-start gap-2"
              textClassName=""
              text={t('ui.apt.noAddress')}
              action={
                <Link to="/account/address" className="btn-secondary">
                  {t('ui.apt.addAddress')}
                </Link>
              }
            />
          ) : null}
        </ChoiceGroup>
      ) : null}
      {ready ? <BookingConfirm booking={booking} service={service} dateTime={dateTime} /> : null}
    </div>
  );
}
