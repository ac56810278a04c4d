import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { CHECKOUT_STEPS } from './use-checkout';

/** Spec 4 'Checkout': the stepper; a step is reachable once the ones before it are done. */
export function CheckoutStepper({ step, onStep }: { step: number; onStep: (step: number) => void }) {
  useCheckoutTexts();
  const { t } = useT();
  return (
    <nav aria-label={t('ui.co.steps')}>
      <ol className="flex gap-2">
        {CHECKOUT_STEPS.map((key, index) => (
          <li key={key} className="flex-1">
            <button
              type="button"
              className={`w-full rounded-lg px-1 py-2 text-xs font-semibold whitespace-nowrap sm:text-sm ${index === step ? 'bg-primary-strong text-on-primary' : 'bg-surface ring-1 ring-line'}`}
              aria-current={index === step ? 'step' : undefined}
              disabled={index > step}
              onClick={() => onStep(index)}
            >
              {index + 1}. {t(key)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
