import { cents, formatMoney } from '@store/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import type { Appointment } from './appointment-queries';
import { PetAvatar } from './pet-avatar';
import { formatDate, storeDate, storeTime, useStoreZone } from './pet-format';
import { StatusBadge } from './status-badge';

/** What was booked: 'Banho e Tosa'. */
export function appointmentTitle(a: Pick<Appointment, 'services' | 'description'>): string {
  return a.services.map((s) => s.description).join(', ') || a.description || '';
}

/** One appointment in the agenda's lists. */
export function AppointmentCard({ appointment: a }: { appointment: Appointment }) {
  const { locale } = useT();
  const zone = useStoreZone();
  const day = formatDate(storeDate(a.dateTime, zone), locale, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return (
    <Link
      to={`/appointments/${a.id}`}
      className="flex items-center gap-3 rounded-xl bg-surface p-4 ring-1 ring-line hover:ring-primary"
    >
      {a.pet ? <PetAvatar pet={a.pet} /> : null}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-bold">{appointmentTitle(a)}</span>
        <span className="text-sm">
          {day} · {storeTime(a.dateTime, zone)}–{storeTime(a.dateTimeEnd, zone)}
        </span>
        <span className="text-sm text-muted">
          {a.pet?.name ?? ''} · {formatMoney(cents(a.price), locale)}
        </span>
        <StatusBadge label={a.statusLabel} color={a.statusColor} status={a.status} />
      </span>
    </Link>
  );
}
