import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import type { CardBrand } from './card-brand';

/** CVV: 3 digits, 4 for Amex. `validateSecurityCode('123', 'amex')` → 'Código de segurança inválido'. */
export function validateSecurityCode(
  code: string | null | undefined,
  brand: CardBrand | null | undefined,
): Message | null {
  const length = brand === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test((code ?? '').trim()) ? null : msg('card.securityCodeInvalid');
}
