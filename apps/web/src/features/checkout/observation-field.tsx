import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { useCardNumberCheck } from '../../lib/use-card-number-check';

type Props = { value: string; onChange: (value: string) => void; error: string | null };

/** The order's note (optional); a card number in it is named on leaving the field, and again on 'Finalizar'. */
export function ObservationField({ value, onChange, error }: Props) {
  useCheckoutTexts();
  const { t } = useT();
  const id = useId();
  const cardCheck = useCardNumberCheck();
  const message = cardCheck.found ? t(cardCheck.found) : error;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('ui.co.observation')}
      </label>
      <textarea
        id={id}
        className="input min-h-20"
        maxLength={500}
        value={value}
        onChange={(event) => {
          cardCheck.typed();
          onChange(event.target.value);
        }}
        onBlur={(event) => cardCheck.leave(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {message ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
