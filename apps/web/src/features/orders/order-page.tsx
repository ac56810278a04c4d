import { canCustomerCancel, cents, formatMoney, isOrderStatus } from '@store/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { OrderSummary } from '../../components/order-summary';
import { useT } from '../../lib/i18n/use-t';
import { brandName } from '../checkout/public';
import { asOrderDetail, CANCEL_ORDER, ORDER_QUERY, type OrderPayment } from './order-queries';
import { StatusBadge } from './status-badge';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** What the shopper needs to pay: Pix code and QR, boleto line, payment link, card digits. */
function PaymentInfo({ payment }: { payment: OrderPayment }) {
  const { t, locale } = useT();
  const { prompts } = useServices();
  const tx = payment.transaction;
  const pix = text(tx.code);
  const qr = text(tx.qrCodeImage);
  const line = text(tx.digitableLine);
  const url = text(tx.url);
  const copy = async () => {
    await navigator.clipboard?.writeText(pix ?? '').catch(() => undefined);
    prompts.snackbar(t('ui.or.copied'));
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">
        {payment.type === 'simple' && text(tx.label) ? text(tx.label) : null}
        {payment.billingType === 'credit' || payment.billingType === 'debit'
          ? t('ui.or.cardPaid', { brand: brandName(String(tx.brand ?? '')), last: String(tx.lastDigits ?? ''), count: payment.installments })
          : null}
        {payment.billingType === 'pix' ? t('ui.co.pix') : null}
        {payment.billingType === 'boleto' ? t('ui.co.boleto') : null}
        {payment.billingType === 'link' ? t('ui.co.link') : null} · {formatMoney(cents(payment.amount), locale)}
      </p>
      {pix && payment.status === 'pending' ? (
        <>
          {qr ? <img src={qr} alt={t('ui.or.pixQr')} className="size-48 self-center" /> : null}
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('ui.or.pixCode')}
            <textarea readOnly className="input min-h-24 font-mono text-xs" value={pix} data-testid="pix-code" />
          </label>
          <button type="button" className="btn-primary" onClick={() => void copy()}>
            {t('ui.or.copyPix')}
          </button>
        </>
      ) : null}
      {line && payment.status === 'pending' ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('ui.or.boleto')}
          <input readOnly className="input font-mono text-xs" value={line} />
        </label>
      ) : null}
      {url && payment.status === 'pending' ? (
        <a href={url} target="_blank" rel="noreferrer" className="btn-secondary">
          {t('ui.or.payLink')}
        </a>
      ) : null}
    </div>
  );
}

/** 'Meu pedido' (?id=): items, totals, payment, status history and cancellation. */
export default function OrderPage() {
  const { t, locale } = useT();
  const { gql, prompts, queryClient } = useServices();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const order = useQuery({
    queryKey: ['order', id],
    queryFn: () => gql.request(ORDER_QUERY, { id }),
    select: (data) => asOrderDetail(data.order),
    enabled: id !== '',
    staleTime: 0,
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
    if (await prompts.confirm({ title: t('ui.or.cancel'), message: t('order.cancelConfirm'), confirmLabel: t('ui.or.cancel'), cancelLabel: t('ui.or.keep') })) cancel.mutate();
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
      <p className="text-sm text-muted">{t('ui.or.date', { date: new Date(o.createdAt).toLocaleString(locale) })}</p>
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
              {t('ui.or.deliveryTo')}: {o.address.address}, {o.address.addressNumber} – {o.address.city}/{o.address.state}
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
              <PaymentInfo key={p.id} payment={p} />
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
                  <span className="text-sm text-muted">{new Date(s.createdAt).toLocaleString(locale)}</span>
                </li>
              ))}
            </ol>
          </section>
          {isOrderStatus(o.status) && canCustomerCancel(o.status) ? (
            <button type="button" className="btn-secondary text-danger" disabled={cancel.isPending} onClick={() => void askCancel()}>
              {t('ui.or.cancel')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
