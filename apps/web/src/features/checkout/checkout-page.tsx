import { accountNotices } from '@store/core';
import { Link } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { OrderSummary } from '../../components/order-summary';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { SECTION } from './checkout-classes';
import { CheckoutStepper } from './checkout-stepper';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { useCheckout } from './use-checkout';
import { usePlaceOrder } from './use-place-order';

/** Spec 2/4 'Checkout': shipping, payment, review, in a stepper from step 1; the totals are the server's. */
export default function CheckoutPage() {
  useCheckoutTexts();
  const { t } = useT();
  const checkout = useCheckout();
  const { finish, submitting } = usePlaceOrder(checkout);
  const { step, setStep, totals, readiness } = checkout;
  const pending = checkout.me ? accountNotices(checkout.me).find((n) => n.kind === 'companyPending') : undefined;

  if (checkout.loading || !checkout.cart.lines.length) {
    return (
      <div className="page flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('route.checkout')}</h1>
        {checkout.loading ? (
          <p className="py-12 text-center text-muted">{t('ui.loading')}</p>
        ) : (
          <div className="flex flex-col items-center gap-4 py-12 text-center">
            <p className="text-lg">{t('empty.cart')}</p>
            <Link to="/store" className="btn-primary">
              {t('ui.keepShopping')}
            </Link>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="page relative flex flex-col gap-4">
      <LoadingOverlay active={submitting} label={t('ui.loading')} />
      <h1 className="text-2xl font-bold">{t('route.checkout')}</h1>
      {/* said before the three steps, not only at 'Finalizar' */}
      {pending ? (
        <p role="status" className="rounded-lg bg-warning-soft p-3 text-sm" data-testid="checkout-account-notice">
          {t(pending.message)}
        </p>
      ) : null}
      <CheckoutStepper step={step} onStep={setStep} />
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          {step === 0 ? <ShippingStep checkout={checkout} /> : null}
          {step === 1 ? <PaymentStep checkout={checkout} /> : null}
          {step === 2 ? <ReviewStep checkout={checkout} /> : null}
          <div className="flex justify-between gap-2">
            {step > 0 ? (
              <button type="button" className="btn-text" onClick={() => setStep(step - 1)}>
                {t('ui.co.back')}
              </button>
            ) : (
              <span />
            )}
            {step < 2 ? (
              <button
                type="button"
                className="btn-primary"
                disabled={!checkout.canContinue}
                onClick={() => setStep(step + 1)}
              >
                {t('ui.co.next')}
              </button>
            ) : null}
          </div>
        </div>

        <aside className={SECTION} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className="text-lg font-bold">
            {t('ui.co.summary')}
          </h2>
          <OrderSummary
            testIdPrefix="checkout"
            subtotal={totals.subtotal}
            couponDiscount={totals.couponDiscount}
            paymentDiscount={totals.paymentDiscount}
            freight={checkout.quoted.freight}
            total={totals.total}
          />
          {step === 2 ? (
            <>
              {!readiness.ready ? <p className="text-sm text-danger">{t(readiness.error)}</p> : null}
              <button type="button" className="btn-primary w-full" disabled={submitting} onClick={() => void finish()}>
                {t('ui.co.finish')}
              </button>
            </>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
