import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useServices } from '../../lib/services';
import { usePetTexts } from '../../lib/i18n/ui-messages-pets';
import { useT } from '../../lib/i18n/use-t';
import { AppointmentCard } from './appointment-card';
import { APPOINTMENTS_QUERY } from './appointment-queries';

/** Upcoming appointments soonest first, or past ones latest first, 20 at a time. */
function AppointmentList({ upcoming }: { upcoming: boolean }) {
  const { t } = useT();
  const { gql } = useServices();
  const list = useInfiniteQuery({
    queryKey: ['appointments', upcoming ? 'upcoming' : 'past'],
    queryFn: ({ pageParam }) =>
      gql.request(APPOINTMENTS_QUERY, { upcoming, order: upcoming ? 'ASC' : 'DESC', page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.appointments.paginatorInfo.hasMorePages ? last.appointments.paginatorInfo.currentPage + 1 : undefined,
    staleTime: 0,
  });
  const items = list.data?.pages.flatMap((p) => p.appointments.data) ?? [];
  const id = upcoming ? 'agenda-upcoming' : 'agenda-past';
  return (
    <section className="flex flex-col gap-3" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {t(upcoming ? 'ui.apt.upcoming' : 'ui.apt.past')}
      </h2>
      {list.isPending ? <p className="text-muted">{t('ui.loading')}</p> : null}
      {!list.isPending && items.length === 0 ? (
        <EmptyState
          className="rounded-xl bg-surface p-4 ring-1 ring-line"
          text={t(upcoming ? 'ui.apt.emptyUpcoming' : 'ui.apt.emptyPast')}
        />
      ) : null}
      <ul className="flex flex-col gap-3">
        {items.map((a) => (
          <li key={a.id}>
            <AppointmentCard appointment={a} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          className="btn-secondary self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('ui.apt.more')}
        </button>
      ) : null}
    </section>
  );
}

/** 'Agenda': what is booked and what was, and the way to book. */
export default function AppointmentsPage() {
  usePetTexts();
  const { t } = useT();
  return (
    <div className="page flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('route.appointments')}</h1>
        <Link to="/appointments/new" className="btn-primary">
          {t('ui.apt.new')}
        </Link>
      </div>
      <AppointmentList upcoming />
      <AppointmentList upcoming={false} />
    </div>
  );
}
