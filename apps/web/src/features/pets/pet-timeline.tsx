import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { formatDate, storeDate, storeTime, useStoreZone } from './pet-format';
import type { PetStats } from './pet-queries';
import { StatusDot } from './status-badge';

type Entry = {
  key: string;
  date: string;
  time?: string;
  text: string;
  to: string;
  status?: { label: string; color: string; code: string };
  overdue?: boolean;
};

/** The pet's appointments and vaccines of the period as one list, the latest first. */
export function PetTimeline({ stats }: { stats: PetStats }) {
  const { t, locale } = useT();
  const zone = useStoreZone();
  const entries: Entry[] = [
    ...stats.appointments.map((a) => ({
      key: `a${a.id}`,
      date: storeDate(a.dateTime, zone),
      time: storeTime(a.dateTime, zone),
      text: a.services.map((s) => s.description).join(', '),
      to: `/appointments/${a.id}`,
      status: { label: a.statusLabel, color: a.statusColor, code: a.status },
    })),
    ...stats.vaccines.flatMap((v) => [
      ...(v.appliedAt
        ? [
            {
              key: `v${v.id}`,
              date: v.appliedAt,
              text: t('ui.pet.vaccineApplied', { name: v.name }),
              to: `/vaccines/${v.id}`,
            },
          ]
        : []),
      ...(v.nextDoseAt
        ? [
            {
              key: `n${v.id}`,
              date: v.nextDoseAt,
              text: t('ui.pet.vaccineDue', { name: v.name }),
              to: `/vaccines/${v.id}`,
              overdue: v.overdue,
            },
          ]
        : []),
    ]),
  ];
  entries.sort((a, b) => `${b.date}${b.time ?? ''}`.localeCompare(`${a.date}${a.time ?? ''}`));
  if (entries.length === 0) return <p className="text-muted">{t('ui.pet.timelineEmpty')}</p>;
  return (
    <ol className="flex flex-col border-l-2 border-line">
      {entries.map((e) => (
        <li key={e.key} className="relative ml-4 py-2">
          <span aria-hidden="true" className="absolute -left-[23px] top-4 size-3 rounded-full bg-primary-strong" />
          <Link to={e.to} className="flex flex-col rounded-lg px-2 py-1 hover:bg-primary/10">
            <span className="text-sm text-muted">
              {formatDate(e.date, locale)}
              {e.time ? ` ${e.time}` : ''}
            </span>
            <span className="font-medium">{e.text}</span>
            {e.status ? <StatusDot label={e.status.label} color={e.status.color} status={e.status.code} /> : null}
            {e.overdue ? <span className="text-sm font-semibold text-danger">{t('ui.vac.overdue')}</span> : null}
          </Link>
        </li>
      ))}
    </ol>
  );
}
