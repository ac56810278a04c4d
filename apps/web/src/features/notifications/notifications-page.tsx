import { notificationTexts, type Locale } from '@store/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useServices } from '../../lib/services';
import { useT, type Translate } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { useSignedIn } from '../../lib/use-session';
import { graphql } from '../../lib/graphql-client';
import { PushOptIn } from '../push/public';
import { ReminderActions, reminderOf } from './reminder-actions';

const NOTIFICATIONS_QUERY = graphql(`
  query MyNotifications($page: Int) { me { id unreadNotifications notifications(first: 20, page: $page) { data { id createdAt type title message payload readed } paginatorInfo { currentPage hasMorePages lastPage } } } }
`);
const READ = graphql(`mutation ReadNotifications($ids: [ID!]) { readNotifications(ids: $ids) }`);

type Stored = { title: string; message: string; payload: unknown };
/** A notification's title or text in the reader's language when it keeps their keys; its stored pt-BR one otherwise. */
function textOf(n: Stored, part: 'title' | 'message', t: Translate, locale: Locale): string {
  const texts = notificationTexts(n.payload, locale);
  return texts ? t(texts[part]) : n[part];
}

/** 'Notificações': newest first, mark one or all as read (the top nav's badge follows), and the browser opt-in. */
export default function NotificationsPage() {
  useAccountTexts();
  const { t, locale } = useT();
  const { gql, reportError, config } = useServices();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['me', 'notifications', page],
    queryFn: () => gql.request(NOTIFICATIONS_QUERY, { page }),
    enabled: signedIn,
  });
  const read = useMutation({
    mutationFn: (ids?: string[]) => gql.request(READ, ids ? { ids } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
    onError: reportError,
  });

  const list = query.data?.me?.notifications;
  const unread = query.data?.me?.unreadNotifications ?? 0;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: config.timeZone });

  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('route.notifications')}</h1>
        {signedIn && unread > 0 ? (
          <button type="button" className="btn-text" onClick={() => read.mutate(undefined)}>
            {t('ui.acc.markAllRead')}
          </button>
        ) : null}
      </div>
      <PushOptIn />
      {!signedIn ? (
        <EmptyState
          className="items-start gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
          text={t('empty.notifications')}
          action={
            <Link
              to={`/account/login-options?redirect=${encodeURIComponent('/notifications')}`}
              className="btn-primary"
            >
              {t('ui.signIn')}
            </Link>
          }
        />
      ) : query.isPending ? (
        <p className="text-muted">{t('ui.loading')}</p>
      ) : !list?.data.length ? (
        <EmptyState text={t('empty.notifications')} />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {list.data.map((n) => (
              <li
                key={n.id}
                className={`flex flex-col gap-1 rounded-xl p-4 ring-1 ring-line bg-surface ${n.readed ? '' : 'border-l-4 border-primary-strong'}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold">
                    {n.readed ? null : (
                      <span
                        className="mr-2 inline-block size-2 rounded-full bg-primary-strong align-middle"
                        role="img"
                        aria-label={t('ui.acc.unread')}
                      />
                    )}
                    {textOf(n, 'title', t, locale)}
                  </p>
                  <time className="shrink-0 text-xs text-muted" dateTime={n.createdAt}>
                    {date.format(new Date(n.createdAt))}
                  </time>
                </div>
                <p className="text-sm">{textOf(n, 'message', t, locale)}</p>
                {(() => {
                  const reminder = reminderOf(n.type, n.payload);
                  // answering a reminder is reading it
                  return reminder ? (
                    <ReminderActions {...reminder} onAnswered={() => (n.readed ? undefined : read.mutate([n.id]))} />
                  ) : null;
                })()}
                {n.readed ? null : (
                  <button type="button" className="btn-text self-end" onClick={() => read.mutate([n.id])}>
                    {t('ui.acc.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {list.paginatorInfo.lastPage > 1 ? (
            <div className="flex items-center justify-center gap-2">
              <button type="button" className="btn-text" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('ui.previous')}
              </button>
              <span className="text-sm">{t('ui.pageOf', { page, last: list.paginatorInfo.lastPage })}</span>
              <button
                type="button"
                className="btn-text"
                disabled={!list.paginatorInfo.hasMorePages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('ui.next')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
