import { addressLine, canCustomerCancel, cents, formatMoney, isOrderStatus, isTerminalStatus } from '@store/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useServices } from '../../lib/services';
import { OrderSummary } from '../../components/order-summary';
import { useT } from '../../lib/i18n/use-t';
import { useOrdersTexts } from '../../lib/i18n/ui-messages-orders';
import { DeliveryCard } from '../tracking/public';
import { asOrderDetail, CANCEL_ORDER, ORDER_QUERY } from './order-queries';
import { PaymentInfo } from './order-payment';
import { StatusBadge } from './status-badge';

/** While the order can still change, its status is asked for again every 15 s (only while the page is visible). */
const POLL_MS = 15_000;

/** 'Meu pedido' (?id=): items, totals, payment, status history and cancellation. */
export default function OrderPage() {
  useOrdersTexts();
  const { t, locale } = useT();
  const { gql, prompts, queryClient, config } = useServices();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const order = useQuery({
    queryKey: ['order', id],
    queryFn: () => gql.request(ORDER_QUERY, { id }),
    select: (data) => asOrderDetail(data.order),
    enabled: id !== '',
    staleTime: 0,
    // polling until push events replace it; a final status ends it
    refetchInterval: (query) => {
      const status = query.state.data?.order?.status;
      return isOrderStatus(status) && isTerminalStatus(status) ? false : POLL_MS;
    },
  });
  const cancel = useMutation({
    mutationFn: () => gql.request(CANCEL_ORDER, { id }),
    onSuccess: () => {
      prompts.snackbar(t('order.cancelled'));
      void queryClient.invalidateQueries({ queryKey: ['order', id] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
  const askCancel = async () => {
    if (
      await prompts.confirm({
        title: t('ui.or.cancel'),
        message: t('order.cancelConfirm'),
        confirmLabel: t('ui.or.cancel'),
        cancelLabel: t('ui.or.keep'),
      })
    )
      cancel.mutate();
  };

  if (order.isPending && id) return <p className="page py-16 text-center text-muted">{t('ui.loading')}</p>;
  const o = order.data;
  if (!o) return <p className="page py-16 text-center">{t('order.notFound')}</p>;
  const money = (value: number) => formatMoney(cents(value), locale);
  const section = 'flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line';
  return (
    <div className="page flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('ui.or.number', { id: o.id })}</h1>
        <StatusBadge status={o.status} />
      </div>
      <p className="text-sm text-muted">
        {t('ui.or.date', { date: new Date(o.createdAt).toLocaleString(locale, { timeZone: config.timeZone }) })}
      </p>
      <DeliveryCard orderId={o.id} status={o.status} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <section className={section} aria-labelledby="order-items">
          <h2 id="order-items" className="text-lg font-bold">
            {t('ui.or.items')}
          </h2>
          <ul className="divide-y divide-line">
            {o.items.map((line) => (
              <li key={line.id} className="flex justify-between gap-2 py-2">
                <Link to={`/store/item?id=${line.item.id}`} className="hover:underline">
                  {line.quantity} × {line.item.name}
                </Link>
                <span className="whitespace-nowrap">{money(line.total)}</span>
              </li>
            ))}
          </ul>
          <div className="border-t border-line pt-2">
            <OrderSummary
              testIdPrefix="order"
              subtotal={cents(o.subtotal)}
              couponDiscount={cents(o.couponDiscount)}
              paymentDiscount={cents(o.paymentDiscount)}
              freight={o.freight}
              total={cents(o.total)}
            />
          </div>
          {o.address?.address ? (
            <p className="text-sm">
              {t('ui.or.deliveryTo')}: {addressLine(o.address)}
            </p>
          ) : (
            <p className="text-sm">{t('ui.or.pickup')}</p>
          )}
          {o.observation ? (
            <p className="text-sm">
              {t('ui.or.observation')}: {o.observation}
            </p>
          ) : null}
          {o.fiscalDocumentLink ? (
            <a href={o.fiscalDocumentLink} target="_blank" rel="noreferrer" className="btn-text self-start">
              {t('ui.or.fiscal')}
            </a>
          ) : null}
        </section>
        <div className="flex flex-col gap-4">
          <section className={section} aria-labelledby="order-payments">
            <h2 id="order-payments" className="text-lg font-bold">
              {t('ui.or.payments')}
            </h2>
            {o.payments.map((p) => (
              <PaymentInfo key={p.id} payment={p} orderStatus={o.status} />
            ))}
          </section>
          <section className={section} aria-labelledby="order-history">
            <h2 id="order-history" className="text-lg font-bold">
              {t('ui.or.history')}
            </h2>
            <ol className="flex flex-col gap-2">
              {o.statusStory.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2">
                  <StatusBadge status={s.status} />
                  <span className="text-sm text-muted">
                    {new Date(s.createdAt).toLocaleString(locale, { timeZone: config.timeZone })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          {isOrderStatus(o.status) && canCustomerCancel(o.status) ? (
            <button
              type="button"
              className="btn-secondary text-danger"
              disabled={cancel.isPending}
              onClick={() => void askCancel()}
            >
              {t('ui.or.cancel')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
