import { addressLine, type AddressParts, cents, formatMoney } from '@store/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatAddress, useStoreDetails } from '../about/public';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { appointmentTitle } from './appointment-card';
import { APPOINTMENT_QUERY, UPDATE_APPOINTMENT, type Appointment } from './appointment-queries';
import { downloadIcs } from './ics-download';
import { PetAvatar } from './pet-avatar';
import { formatDate, formatDateTime, storeDate, storeTime, useStoreZone } from './pet-format';
import { StatusBadge } from './status-badge';

const OPEN = ['scheduled', 'confirmed'];

/** Why 'Cancelar agendamento' is off, or until when it is on. */
function cancelNote(
  a: Appointment,
  t: ReturnType<typeof useT>['t'],
  locale: ReturnType<typeof useT>['locale'],
  zone: string,
): string | null {
  const until = a.cancelUntil ? formatDateTime(a.cancelUntil, locale, zone) : null;
  if (a.canCancel) return until ? t('ui.apt.cancelUntil', { when: until }) : null;
  if (OPEN.includes(a.status) && until) return t('ui.apt.cancelTooLate', { when: until });
  return OPEN.includes(a.status) ? t('ui.apt.cancelClosed') : null;
}

/** A text of the address the appointment carries (JSON in the schema). */
const addressText = (address: unknown) =>
  address && typeof address === 'object' ? addressLine(address as AddressParts) : null;

/** One appointment: service, pet, time, price, status; cancel it (up to the store's notice) and add it to a calendar. */
export function AppointmentDetail({ id }: { id: string }) {
  const { t, locale } = useT();
  const zone = useStoreZone();
  const { gql, http, prompts, reportError } = useServices();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const store = useStoreDetails().data;
  const query = useQuery({
    queryKey: ['appointments', 'one', id],
    queryFn: () => gql.request(APPOINTMENT_QUERY, { id }),
    select: (d) => d.appointment,
    staleTime: 0,
  });
  const answer = (statusManager: 'confirmed' | 'cancelled') => ({
    mutationFn: () => gql.request(UPDATE_APPOINTMENT, { id, statusManager }),
    onSuccess: async () => {
      prompts.snackbar(t(statusManager === 'confirmed' ? 'ui.apt.confirmed' : 'ui.apt.cancelled'), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
  const cancel = useMutation(answer('cancelled'));
  const confirm = useMutation(answer('confirmed'));
  const askCancel = async () => {
    if (
      await prompts.confirm({
        title: t('ui.apt.cancel'),
        message: t('ui.apt.confirmCancel'),
        confirmLabel: t('ui.apt.cancel'),
        cancelLabel: t('ui.apt.keep'),
      })
    )
      cancel.mutate();
  };
  const calendar = async () => {
    setDownloading(true);
    try {
      await downloadIcs(http, id);
    } catch (error) {
      reportError(error);
    } finally {
      setDownloading(false);
    }
  };

  if (query.isPending) return <p className="py-16 text-center text-muted">{t('ui.loading')}</p>;
  const a = query.data;
  if (!a) return <p className="py-16 text-center">{t('ui.apt.notFound')}</p>;
  const note = cancelNote(a, t, locale, zone);
  // done at the customer's address, or else where the store is
  const address = addressText(a.address) ?? (store ? formatAddress(store) : null);
  const day = formatDate(storeDate(a.dateTime, zone), locale, {
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{appointmentTitle(a)}</h1>
        <StatusBadge label={a.statusLabel} color={a.statusColor} status={a.status} />
      </div>
      <section className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6">
        {a.pet ? (
          <Link to={`/pets/${a.pet.id}`} className="flex items-center gap-3 self-start rounded-lg hover:underline">
            <PetAvatar pet={a.pet} />
            <span className="text-lg font-semibold">{a.pet.name}</span>
          </Link>
        ) : null}
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('ui.apt.when')}</dt>
          <dd className="font-semibold first-letter:uppercase">
            {day}, {storeTime(a.dateTime, zone)}–{storeTime(a.dateTimeEnd, zone)}
          </dd>
          <dt className="text-muted">{t('ui.apt.service')}</dt>
          <dd>
            {a.services.map((s) => `${s.description} (${t('ui.apt.minutes', { minutes: s.duration })})`).join(', ')}
          </dd>
          <dt className="text-muted">{t('ui.apt.price')}</dt>
          <dd>{formatMoney(cents(a.price), locale)}</dd>
          <dt className="text-muted">{t('ui.apt.address')}</dt>
          <dd>{address ?? t('ui.apt.atStore')}</dd>
          {a.observations ? (
            <>
              <dt className="text-muted">{t('ui.apt.observationsShort')}</dt>
              <dd>{a.observations}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start">
        {a.canConfirm ? (
          <button type="button" className="btn-primary" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('ui.apt.confirmAction')}
          </button>
        ) : null}
        <button
          type="button"
          className={a.canConfirm ? 'btn-secondary' : 'btn-primary'}
          disabled={downloading}
          onClick={() => void calendar()}
        >
          {t('ui.apt.addToCalendar')}
        </button>
        {OPEN.includes(a.status) ? (
          <div className="flex flex-col gap-1">
            <button
              type="button"
              className="btn-secondary"
              disabled={!a.canCancel || cancel.isPending}
              aria-describedby={note ? 'cancel-note' : undefined}
              onClick={() => void askCancel()}
            >
              {t('ui.apt.cancel')}
            </button>
            {note ? (
              <p id="cancel-note" className="text-sm text-muted">
                {note}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <Link to="/appointments" className="btn-text self-start">
        {t('ui.apt.seeAgenda')}
      </Link>
    </div>
  );
}
