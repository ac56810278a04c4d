import { cents, formatMoney } from '@store/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useOrdersTexts } from '../../lib/i18n/ui-messages-orders';
import { ORDERS_QUERY } from './order-queries';
import { StatusBadge } from './status-badge';

/** 'Meus pedidos': the shopper's orders, newest first, each with its status label and colour. */
export default function OrdersPage() {
  useOrdersTexts();
  const { t, locale } = useT();
  const { gql, config } = useServices();
  const orders = useInfiniteQuery({
    queryKey: ['orders'],
    queryFn: ({ pageParam }) => gql.request(ORDERS_QUERY, { first: 10, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.orders.paginatorInfo.hasMorePages ? last.orders.paginatorInfo.currentPage + 1 : undefined,
  });
  const list = orders.data?.pages.flatMap((p) => p.orders.data) ?? [];
  return (
    <div className="page flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('route.orders')}</h1>
      {orders.isPending ? <p className="text-muted">{t('ui.loading')}</p> : null}
      {!orders.isPending && list.length === 0 ? (
        <EmptyState className="py-8 text-center text-lg" textClassName="" text={t('ui.or.empty')} />
      ) : null}
      <ul className="flex flex-col gap-3">
        {list.map((order) => (
          <li key={order.id}>
            <Link
              to={`/account/order?id=${order.id}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface p-4 ring-1 ring-line hover:ring-primary"
            >
              <span className="flex flex-col">
                <span className="font-bold">{t('ui.or.number', { id: order.id })}</span>
                <span className="text-sm text-muted">
                  {t('ui.or.date', {
                    date: new Date(order.createdAt).toLocaleDateString(locale, { timeZone: config.timeZone }),
                  })}
                </span>
              </span>
              <StatusBadge status={order.status} />
              <span className="font-semibold">{formatMoney(cents(order.total), locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {orders.hasNextPage ? (
        <button
          type="button"
          className="btn-secondary self-center"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {t('ui.or.more')}
        </button>
      ) : null}
    </div>
  );
}
