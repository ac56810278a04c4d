import {
  detectCardBrand,
  onlyDigits,
  validateCardNumber,
  validateExpiry,
  validateHolderName,
  validateNoCardNumber,
  validateSecurityCode,
  type Message,
} from '@store/core';
import { useEffect, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useT } from '../../lib/i18n/use-t';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';

export type CardFormValue = {
  number: string;
  holder: string;
  month: string;
  year: string;
  securityCode: string;
  save: boolean;
};

export const EMPTY_CARD: CardFormValue = { number: '', holder: '', month: '', year: '', securityCode: '', save: false };

/** Spec 5 card rules in the order the form shows them; null when the card may be sent. */
export function cardFormError(card: CardFormValue, now: Date = new Date()): Message | null {
  return (
    validateCardNumber(card.number) ??
    validateHolderName(card.holder) ??
    // the holder name is kept with a saved card: not the number typed in the wrong field
    validateNoCardNumber(card.holder) ??
    validateExpiry(card.month, card.year, now) ??
    validateSecurityCode(card.securityCode, detectCardBrand(card.number))
  );
}

/** '4111111111111111' → '4111 1111 1111 1111' as the shopper types. */
function groupDigits(value: string) {
  return onlyDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners',
  jcb: 'JCB',
  elo: 'Elo',
  hipercard: 'Hipercard',
  aura: 'Aura',
  discover: 'Discover',
};
export const brandName = (brand: string) => BRAND_NAMES[brand] ?? brand;

type Props = {
  value: CardFormValue;
  onChange: (value: CardFormValue) => void;
  showSave?: boolean;
  /** Raised on each attempt to send: every field shows its message and the first wrong one takes the focus. */
  checkAll?: number;
};
type TextName = Exclude<keyof CardFormValue, 'save'>;

/** New card: number (brand shown as typed), holder, expiry, security code and whether to save it; a field's message shows when it is left. */
export function CardForm({ value, onChange, showSave = true, checkAll = 0 }: Props) {
  useCheckoutTexts();
  const { t } = useT();
  const id = useId();
  // the checkout keeps the card it will send; the form keeps what is typed and what is wrong with it
  const { control, register, watch, handleSubmit } = useForm<CardFormValue>({
    defaultValues: value,
    mode: 'onTouched',
  });
  useEffect(() => {
    const { unsubscribe } = watch((typed) => onChange({ ...EMPTY_CARD, ...typed }));
    return unsubscribe;
  }, [watch, onChange]);
  // Checked as a submit (not a bare trigger): from then on each message follows the typing instead of waiting for
  // the field to be left, so no message vanishes under the pointer on the way to the send button.
  useEffect(() => {
    if (checkAll > 0) void handleSubmit(() => undefined)();
  }, [checkAll, handleSubmit]);
  const brand = detectCardBrand(watch('number'));
  const input = (
    name: TextName,
    rule: (typed: string, card: CardFormValue) => Message | null,
    mask?: (typed: string) => string,
  ) => ({
    control,
    name,
    mask,
    id: `${id}-${name}`,
    check: (typed: string, card: CardFormValue) => {
      const message = rule(typed, card);
      return message ? t(message) : null;
    },
  });
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="sr-only">{t('ui.co.card')}</legend>
      <CardInput
        {...input('number', validateCardNumber, groupDigits)}
        label={t('ui.co.cardNumber')}
        wide
        inputMode="numeric"
        autoComplete="cc-number"
        describedBy={`${id}-brand`}
      >
        <span id={`${id}-brand`} className="text-xs text-muted" aria-live="polite" data-testid="card-brand">
          {brand ? t('ui.co.brand', { brand: brandName(brand) }) : ''}
        </span>
      </CardInput>
      {/* the holder name is kept with a saved card: not the number typed in the wrong field */}
      <CardInput
        {...input('holder', (typed) => validateHolderName(typed) ?? validateNoCardNumber(typed))}
        label={t('ui.co.holder')}
        wide
        className="uppercase"
        autoComplete="cc-name"
      />
      <CardInput
        {...input(
          'month',
          () => null,
          (typed) => onlyDigits(typed).slice(0, 2),
        )}
        label={t('ui.co.expiryMonth')}
        inputMode="numeric"
        autoComplete="cc-exp-month"
        placeholder="MM"
        maxLength={2}
      />
      {/* one message for month and year, under the year */}
      <CardInput
        {...input(
          'year',
          (_, card) => validateExpiry(card.month, card.year, new Date()),
          (typed) => onlyDigits(typed).slice(0, 4),
        )}
        label={t('ui.co.expiryYear')}
        inputMode="numeric"
        autoComplete="cc-exp-year"
        placeholder="AAAA"
        maxLength={4}
      />
      <CardInput
        {...input(
          'securityCode',
          (typed, card) => validateSecurityCode(typed, detectCardBrand(card.number)),
          (typed) => onlyDigits(typed).slice(0, 4),
        )}
        label={t('ui.co.securityCode')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
      />
      {showSave ? (
        <label className="col-span-2 flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-5" {...register('save')} />
          {t('ui.co.saveCard')}
        </label>
      ) : null}
    </fieldset>
  );
}

type CardInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> & {
  control: Control<CardFormValue>;
  name: TextName;
  /** The field's rule over what is typed now: its message in the shopper's language, null when it passes. */
  check: (typed: string, card: CardFormValue) => string | null;
  mask?: ((typed: string) => string) | undefined;
  describedBy?: string;
  id: string;
  label: string;
  wide?: boolean;
  children?: ReactNode;
};

/**
 * One labelled input of the card form with its message under it (outside the label, so the name stays the label).
 * The form decides when a field's message may show (once left, or on an attempt to send); its text is the rule over
 * what is typed now, so the message and the checkout's buttons (which read the same rules from the same values) agree
 * in every render: no 'Continuar' enabled beside a message the form has not yet cleared.
 */
function CardInput({
  control,
  name,
  check,
  mask,
  describedBy,
  id,
  label,
  wide = false,
  children,
  className = '',
  ...rest
}: CardInputProps) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: (typed, card) => check(typed, card) ?? true },
  });
  const typed = useWatch({ control });
  const message = fieldState.error ? (check(field.value, { ...EMPTY_CARD, ...typed }) ?? undefined) : undefined;
  const described = [describedBy, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 text-sm font-medium ${wide ? 'col-span-2' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...rest}
        id={id}
        ref={field.ref}
        name={field.name}
        className={`input ${className}`.trim()}
        value={field.value}
        onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={described || undefined}
      />
      {message ? (
        <span id={`${id}-error`} className="text-sm font-normal text-danger">
          {message}
        </span>
      ) : null}
      {children}
    </div>
  );
}
