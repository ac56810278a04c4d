import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useCardNumberCheck } from '../../lib/use-card-number-check';
import { useT } from '../../lib/i18n/use-t';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null | undefined;
  /** Text the shopper types freely (names, address lines): a card number in it is named on leaving the field. */
  freeText?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose message is read with it (aria-describedby) and shown under it. */
export function Field({ label, value, onValue, error, freeText = false, className, onBlur, ...input }: Props) {
  const id = useId();
  const { t } = useT();
  const cardCheck = useCardNumberCheck();
  // found on leaving, so it speaks of the text as it is now
  const message = cardCheck.found ? t(cardCheck.found) : error;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => {
          cardCheck.typed();
          onValue(event.target.value);
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...input}
        onBlur={(event) => {
          if (freeText) cardCheck.leave(event.target.value);
          onBlur?.(event);
        }}
      />
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
