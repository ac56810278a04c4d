import { useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import type { SeriesConflict } from './appointment-queries';
import { formatDateTime, useStoreZone } from './pet-format';

type Props = { booked: number; conflicts: SeriesConflict[]; book: (dateTime: string) => Promise<unknown> };

/** After a series: how many were booked, and for each date that was not free the nearest free time with a button to take it. */
export function SeriesResult({ booked, conflicts, book }: Props) {
  const { t, locale } = useT();
  const zone = useStoreZone();
  const { prompts, reportError } = useServices();
  const [taken, setTaken] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const take = async (conflict: SeriesConflict) => {
    const at = conflict.nearest?.dateTime;
    if (!at) return;
    setBusy(conflict.dateTime);
    try {
      await book(at);
      setTaken((all) => ({ ...all, [conflict.dateTime]: true }));
      prompts.snackbar(t('ui.apt.booked'), { tone: 'success' });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6"
      aria-labelledby="series-result"
    >
      <h2 id="series-result" className="text-lg font-bold">
        {t('ui.apt.seriesBooked', { count: booked })}
      </h2>
      <p>{t('ui.apt.conflicts')}</p>
      <ul className="flex flex-col gap-2">
        {conflicts.map((c) => {
          const nearest = c.nearest ? formatDateTime(c.nearest.dateTime, locale, zone) : null;
          return (
            <li
              key={c.dateTime}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg p-3 ring-1 ring-line"
            >
              <span className="flex flex-col">
                <span className="font-semibold line-through decoration-danger">
                  {formatDateTime(c.dateTime, locale, zone)}
                </span>
                <span className="text-sm">
                  {nearest ? t('ui.apt.conflictNearest', { when: nearest }) : t('ui.apt.conflictNone')}
                </span>
              </span>
              {taken[c.dateTime] ? (
                <span className="font-semibold text-success-strong">{t('ui.apt.booked')}</span>
              ) : nearest ? (
                <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => void take(c)}>
                  {t('ui.apt.bookNearest', { when: nearest })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Link to="/appointments" className="btn-primary self-end">
        {t('ui.apt.seeAgenda')}
      </Link>
    </section>
  );
}
