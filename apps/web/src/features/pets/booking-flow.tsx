import { addressLine, cents, formatMoney } from '@store/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import {
  BOOKING_ADDRESSES_QUERY,
  CREATE_APPOINTMENT,
  CREATE_SERIES,
  SERVICES_QUERY,
  WORKING_HOURS_QUERY,
  type SeriesConflict,
} from './appointment-queries';
import { ChoiceGroup } from './choice-group';
import { DayPicker } from './day-picker';
import { PetAvatar } from './pet-avatar';
import { formatDateTime } from './pet-format';
import { PETS_QUERY } from './pet-queries';
import { SeriesResult } from './series-result';

const REPEAT = ['0', '1', '2', '4'] as const;

/** Booking: pet → service (its price and time for that pet) → day → a free time → address for at-home services → confirm. */
export function BookingFlow() {
  const { t, locale } = useT();
  const { gql, prompts } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [petId, setPetId] = useState<string | null>(params.get('pet'));
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [dateTime, setDateTime] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [everyWeeks, setEveryWeeks] = useState<(typeof REPEAT)[number]>('0');
  const [count, setCount] = useState(4);
  const [observations, setObservations] = useState('');
  const [conflicts, setConflicts] = useState<{ booked: number; conflicts: SeriesConflict[] } | null>(null);

  const pets = useQuery({
    queryKey: ['pets'],
    queryFn: () => gql.request(PETS_QUERY),
    select: (d) => d.pets.filter((p) => p.status !== 'inactive'),
  });
  useEffect(() => {
    if (!petId && pets.data?.length === 1) setPetId(pets.data[0]!.id);
  }, [pets.data, petId]);
  const services = useQuery({
    queryKey: ['services', petId],
    queryFn: () => gql.request(SERVICES_QUERY, { petId }),
    select: (d) => d.services,
    enabled: petId !== null,
  });
  const service = services.data?.find((s) => s.id === serviceId);
  const day = useQuery({
    queryKey: ['slots', date, serviceId, petId],
    queryFn: () => gql.request(WORKING_HOURS_QUERY, { date: date!, serviceId, petId }),
    select: (d) => d.workingHours,
    enabled: date !== null && serviceId !== null && petId !== null,
    staleTime: 0,
  });
  const addresses = useQuery({
    queryKey: ['me', 'bookingAddresses'],
    queryFn: () => gql.request(BOOKING_ADDRESSES_QUERY),
    select: (d) => d.me?.addresses ?? [],
    enabled: service?.atHome === true,
  });
  useEffect(() => {
    const main = addresses.data?.find((a) => a.isMain) ?? addresses.data?.[0];
    if (!addressId && main) setAddressId(main.id);
  }, [addresses.data, addressId]);

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
  const refreshAgenda = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['appointments'] }),
      queryClient.invalidateQueries({ queryKey: ['slots'] }),
      queryClient.invalidateQueries({ queryKey: ['pets'] }),
    ]);
  const base = () => ({
    petId: petId!,
    serviceId: serviceId!,
    ...(service?.atHome && addressId ? { addressId } : {}),
    ...(observations.trim() ? { observations: observations.trim() } : {}),
  });

  const book = useMutation({
    mutationFn: async () => {
      if (everyWeeks === '0')
        return {
          single: (await gql.request(CREATE_APPOINTMENT, { ...base(), dateTime: dateTime! })).createAppointment,
        };
      return {
        series: (
          await gql.request(CREATE_SERIES, { ...base(), dateTime: dateTime!, everyWeeks: Number(everyWeeks), count })
        ).createAppointmentSeries,
      };
    },
    onSuccess: async (result) => {
      await refreshAgenda();
      if (result.single) {
        prompts.snackbar(t('ui.apt.booked'), { tone: 'success' });
        void navigate(`/appointments/${result.single.id}`, { replace: true });
        return;
      }
      const { appointments, conflicts } = result.series!;
      prompts.snackbar(t('ui.apt.seriesBooked', { count: appointments.length }), { tone: 'success' });
      if (conflicts.length === 0) void navigate('/appointments', { replace: true });
      else setConflicts({ booked: appointments.length, conflicts });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ['slots'] }),
  });

  if (conflicts)
    return (
      <SeriesResult
        booked={conflicts.booked}
        conflicts={conflicts.conflicts}
        book={(at) => gql.request(CREATE_APPOINTMENT, { ...base(), dateTime: at }).then(refreshAgenda)}
      />
    );
  if (pets.data?.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center ring-1 ring-line">
        <p className="text-muted">{t('ui.apt.noPets')}</p>
        <Link to="/pets/new" className="btn-primary">
          {t('ui.pet.add')}
        </Link>
      </div>
    );
  const money = (value: number) => formatMoney(cents(value), locale);
  const needsAddress = service?.atHome === true;
  const ready = petId && service && dateTime && (!needsAddress || addressId);
  const pet = pets.data?.find((p) => p.id === petId);
  const address = addresses.data?.find((a) => a.id === addressId);
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
          {day.data && !day.data.open ? <p>{day.data.closedReason ?? t('ui.apt.closed')}</p> : null}
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
            <div className="flex flex-col items-start gap-2">
              <p>{t('ui.apt.noAddress')}</p>
              <Link to="/account/address" className="btn-secondary">
                {t('ui.apt.addAddress')}
              </Link>
            </div>
          ) : null}
        </ChoiceGroup>
      ) : null}
      {ready ? (
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
            <dd>{formatDateTime(dateTime, locale)}</dd>
            <dt className="text-muted">{t('ui.apt.price')}</dt>
            <dd>{money(service.price)}</dd>
            {needsAddress && address ? (
              <>
                <dt className="text-muted">{t('ui.apt.address')}</dt>
                <dd>{addressLine(address)}</dd>
              </>
            ) : null}
          </dl>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('ui.apt.repeat')}
              <select
                className="input"
                value={everyWeeks}
                onChange={(e) => setEveryWeeks(e.target.value as (typeof REPEAT)[number])}
              >
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
          <button
            type="button"
            className="btn-primary self-end"
            disabled={book.isPending}
            onClick={() => book.mutate()}
          >
            {t('ui.apt.confirm')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
