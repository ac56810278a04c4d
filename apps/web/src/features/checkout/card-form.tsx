import {
  detectCardBrand, onlyDigits, validateCardNumber, validateExpiry, validateHolderName, validateNoCardNumber, validateSecurityCode, type Message,
} from '@store/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';

export type CardFormValue = { number: string; holder: string; month: string; year: string; securityCode: string; save: boolean };

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
  return onlyDigits(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', diners: 'Diners', jcb: 'JCB', elo: 'Elo', hipercard: 'Hipercard', aura: 'Aura', discover: 'Discover' };
export const brandName = (brand: string) => BRAND_NAMES[brand] ?? brand;

type Props = { value: CardFormValue; onChange: (value: CardFormValue) => void; showSave?: boolean };

/** New card: number (brand shown as typed), holder, expiry, security code and whether to save it. */
export function CardForm({ value, onChange, showSave = true }: Props) {
  const { t } = useT();
  const id = useId();
  const brand = detectCardBrand(value.number);
  const set = (patch: Partial<CardFormValue>) => onChange({ ...value, ...patch });
  const field = 'flex flex-col gap-1 text-sm font-medium';
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="sr-only">{t('ui.co.card')}</legend>
      <div className={`${field} col-span-2`}>
        <label htmlFor={`${id}-number`}>{t('ui.co.cardNumber')}</label>
        <input
          id={`${id}-number`}
          className="input"
          inputMode="numeric"
          autoComplete="cc-number"
          value={value.number}
          onChange={(event) => set({ number: groupDigits(event.target.value) })}
          aria-describedby={`${id}-brand`}
        />
        <span id={`${id}-brand`} className="text-xs text-muted" aria-live="polite" data-testid="card-brand">
          {brand ? t('ui.co.brand', { brand: brandName(brand) }) : ''}
        </span>
      </div>
      <label className={`${field} col-span-2`} htmlFor={`${id}-holder`}>
        {t('ui.co.holder')}
        <input id={`${id}-holder`} className="input uppercase" autoComplete="cc-name" value={value.holder} onChange={(event) => set({ holder: event.target.value })} />
      </label>
      <label className={field} htmlFor={`${id}-month`}>
        {t('ui.co.expiryMonth')}
        <input id={`${id}-month`} className="input" inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" maxLength={2} value={value.month} onChange={(event) => set({ month: onlyDigits(event.target.value).slice(0, 2) })} />
      </label>
      <label className={field} htmlFor={`${id}-year`}>
        {t('ui.co.expiryYear')}
        <input id={`${id}-year`} className="input" inputMode="numeric" autoComplete="cc-exp-year" placeholder="AAAA" maxLength={4} value={value.year} onChange={(event) => set({ year: onlyDigits(event.target.value).slice(0, 4) })} />
      </label>
      <label className={field} htmlFor={`${id}-code`}>
        {t('ui.co.securityCode')}
        <input id={`${id}-code`} className="input" inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={value.securityCode} onChange={(event) => set({ securityCode: onlyDigits(event.target.value).slice(0, 4) })} />
      </label>
      {showSave ? (
        <label className="col-span-2 flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-5" checked={value.save} onChange={(event) => set({ save: event.target.checked })} />
          {t('ui.co.saveCard')}
        </label>
      ) : null}
    </fieldset>
  );
}
