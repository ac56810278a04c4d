import {
  cents,
  formatMoney,
  formatStoreDate,
  installmentLabel,
  isOrderStatus,
  isStoreDate,
  isTerminalStatus,
  type Cents,
  type Locale,
} from '@store/core';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { useOrdersTexts } from '../../lib/i18n/ui-messages-orders';
import { brandName } from '../checkout/public';
import type { OrderPayment } from './order-queries';
import { nativeCopy } from '../../lib/native-actions';
import { isInsideNativeApp } from '../../lib/inside-native-app';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const amountsOf = (value: unknown): Cents[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((v) => Number.isSafeInteger(v))
    ? value.map((v: number) => cents(v))
    : null;

/** '2026-06-01' → '01/06/2026' (a date without a time: read as written, never shifted by the time zone). */
const dayOf = (iso: string, locale: Locale) =>
  isStoreDate(iso.slice(0, 10)) ? formatStoreDate(iso.slice(0, 10), locale) : iso;

/** A code the shopper pastes in a bank app: shown whole (it wraps, never cut) with a copy button. */
function CopyableCode({
  label,
  code,
  copyLabel,
  testId,
}: {
  label: string;
  code: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label}</span>
      <p className="select-all rounded-lg bg-line/30 p-3 font-mono text-sm break-all" data-testid={testId}>
        {code}
      </p>
      <CopyButton code={code} label={copyLabel} />
    </div>
  );
}

/** An order that can no longer be paid: cancelled, refused, or ended another way. */
const closed = (status: string) =>
  status === 'pagamento_rejeitado' || (isOrderStatus(status) && isTerminalStatus(status));

/**
 * The method, named always, and the amount: 'Pix · R$ 118,96', 'Dinheiro, troco para R$ 100,00 · R$ 73,80',
 * 'Cartão de crédito, Visa final 1111 em 3x · R$ 300,00'. Cash reads the amount given, never the server's pt-BR label.
 */
function methodLine(payment: OrderPayment, t: ReturnType<typeof useT>['t'], locale: Locale): string {
  const tx = payment.transaction;
  const money = (value: number) => formatMoney(cents(value), locale);
  const amount = money(payment.amount);
  if (payment.type === 'simple') {
    const changeFor = Number.isSafeInteger(tx.changeFor) ? (tx.changeFor as number) : null;
    const cash = changeFor === null ? t('ui.or.cashNoChange') : t('ui.or.cashChangeFor', { amount: money(changeFor) });
    return `${cash} · ${amount}`;
  }
  const { billingType } = payment;
  if (billingType === 'credit' || billingType === 'debit') {
    const card = t('ui.or.cardPaid', {
      brand: brandName(String(tx.brand ?? '')),
      last: String(tx.lastDigits ?? ''),
      count: payment.installments,
    });
    return `${t(billingType === 'credit' ? 'ui.or.credit' : 'ui.or.debit')}, ${card} · ${amount}`;
  }
  const named = { pix: 'ui.co.pix', boleto: 'ui.co.boleto', link: 'ui.co.link' } as const;
  const method = billingType && billingType in named ? named[billingType as keyof typeof named] : null;
  return `${method ? t(method) : (text(tx.label) ?? t('ui.or.payments'))} · ${amount}`;
}

/**
 * What the shopper needs to pay: Pix code and QR, boleto line and due date, payment link, card and instalments. An
 * order that can no longer be paid (cancelled, refused) names its method and amount only.
 */
export function PaymentInfo({ payment, orderStatus }: { payment: OrderPayment; orderStatus: string }) {
  useCheckoutTexts();
  useOrdersTexts();
  const { t, locale } = useT();
  const tx = payment.transaction;
  const pending = payment.status === 'pending' && !closed(orderStatus);
  const pix = text(tx.code);
  const qr = text(tx.qrCodeImage);
  const line = text(tx.digitableLine);
  const dueDate = text(tx.dueDate);
  const url = text(tx.url);
  const amounts = amountsOf(tx.installmentAmounts);
  const isCard = payment.billingType === 'credit' || payment.billingType === 'debit';
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium" data-testid="order-payment-line">
        {methodLine(payment, t, locale)}
      </p>
      {isCard && amounts && amounts.length > 1 ? (
        <p className="text-sm text-muted" data-testid="order-installments">
          {t(installmentLabel(amounts))}
        </p>
      ) : null}
      {pix && pending ? (
        <>
          {qr ? <img src={qr} alt={t('ui.or.pixQr')} className="size-48 self-center" /> : null}
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('ui.or.pixCode')}
            <textarea readOnly className="input min-h-24 font-mono text-xs" value={pix} data-testid="pix-code" />
          </label>
          <CopyButton code={pix} label={t('ui.or.copyPix')} />
        </>
      ) : null}
      {line && pending ? (
        <>
          <CopyableCode label={t('ui.or.boleto')} code={line} copyLabel={t('ui.or.copy')} testId="boleto-line" />
          {dueDate ? (
            <p className="text-sm" data-testid="boleto-due">
              {t('ui.or.dueDate', { date: dayOf(dueDate, locale) })}
            </p>
          ) : null}
        </>
      ) : null}
      {url && pending ? (
        <a href={url} target="_blank" rel="noreferrer" className="btn-secondary">
          {t('ui.or.payLink')}
        </a>
      ) : null}
    </div>
  );
}

/** Copies to the clipboard and says so; where the browser refuses, the code stays on screen to select. */
function CopyButton({ code, label }: { code: string; label: string }) {
  useCheckoutTexts();
  useOrdersTexts();
  const { t } = useT();
  const { prompts } = useServices();
  const copy = async () => {
    const copied = isInsideNativeApp()
      ? await nativeCopy(code)
      : await navigator.clipboard?.writeText(code).then(
          () => true,
          () => false,
        );
    prompts.snackbar(copied ? t('ui.or.copied') : t('ui.or.copyFailed'));
  };
  return (
    <button type="button" className="btn-primary" onClick={() => void copy()}>
      {label}
    </button>
  );
}
