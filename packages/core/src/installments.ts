import { msg } from './i18n/messages';
import type { Message } from './i18n/messages';
import type { Cents } from './money';
import { cents } from './money';

export type InstallmentConfig = {
  /** number_installments of the payment method. */
  maxInstallments: number;
  /** min_installment_value of the payment method, in cents. */
  minInstallmentValue: Cents;
};

export type CardType = 'credit' | 'debit';

export type InstallmentOption = {
  count: number;
  /** The first instalment, which carries the leftover cents; the rest may be 1 cent less. */
  value: Cents;
  /** Every instalment; they add up to the total exactly. */
  amounts: Cents[];
  label: Message;
};

/** Splits cents into n parts that add up exactly, the leftover cents going to the first parts. */
function split(total: Cents, count: number): Cents[] {
  const base = Math.floor(total / count);
  const leftover = total - base * count;
  return Array.from({ length: count }, (_, i) => cents(base + (i < leftover ? 1 : 0)));
}

/** min(allowed, floor(total / minimum)), at least 1; debit 1x: R$ 100,00, max 6, min R$ 30,00 → 3. */
export function installmentCount(total: Cents, config: InstallmentConfig, cardType: CardType): number {
  if (cardType !== 'credit') return 1;
  const allowed = Math.max(1, Math.floor(config.maxInstallments));
  const byMinimum = config.minInstallmentValue > 0 ? Math.floor(total / config.minInstallmentValue) : allowed;
  return Math.max(1, Math.min(allowed, byMinimum));
}

/** Interest-free options; 1x is 'Preço à vista'. R$ 100,00, up to 3x, minimum R$ 30,00 → 1x, 2x 50,00, 3x 33,34. */
export function installmentOptions(total: Cents, config: InstallmentConfig, cardType: CardType): InstallmentOption[] {
  const count = installmentCount(total, config, cardType);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const amounts = split(total, n);
    const value = amounts[0] ?? total;
    const label = n === 1 ? msg('installments.cashPrice') : msg('installments.option', { count: n, value });
    return { count: n, value, amounts, label };
  });
}
