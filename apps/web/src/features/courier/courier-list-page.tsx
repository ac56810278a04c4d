import { cents, formatMoney } from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useTrackingTexts } from '../../lib/i18n/ui-messages-tracking';
import { addressLine, COURIER_ORDERS, statusText } from './courier-queries';

/** 'Minhas entregas' (/courier): the signed-in courier's orders that are not over; anyone else sees none. */
export default function CourierListPage() {
  useTrackingTexts();
  const { t, locale } = useT();
  const { gql } = useServices();
  const orders = useQuery({
    queryKey: ['courier-orders'],
    queryFn: () => gql.request(COURIER_ORDERS),
    select: (data) => data.courierOrders,
    staleTime: 0,
  });
  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('ui.co.title')}</h1>
      {orders.isPending ? <p className="text-muted">{t('ui.loading')}</p> : null}
      {orders.data?.length === 0 ? <EmptyState text={t('ui.co.empty')} textClassName="" /> : null}
      <ul className="flex flex-col gap-3">
        {orders.data?.map((order) => (
          <li key={order.id}>
            <Link
              to={`/courier/${order.id}`}
              className="flex flex-col gap-1 rounded-xl bg-surface p-4 ring-1 ring-line hover:ring-primary focus-visible:outline-3 focus-visible:outline-primary-strong"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-lg font-bold">{t('ui.co.order', { id: order.id })}</span>
                <span className="rounded-full bg-primary/10 px-3 py-0.5 text-sm font-semibold">
                  {statusText(order, t)}
                </span>
              </span>
              <span>{t('ui.co.customer', { name: order.customerName })}</span>
              <span className="text-sm text-muted">{addressLine(order.address) ?? t('ui.co.noDeliveryAddress')}</span>
              <span className="text-sm">{t('ui.co.total', { total: formatMoney(cents(order.total), locale) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
