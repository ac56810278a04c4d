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
  /** The first instalment, which carries the leftover cents; the others are all equal. */
  value: Cents;
  /** Every instalment in charge order; they add up to the total exactly. */
  amounts: Cents[];
  /** Exact: '3x de R$ 90,00 sem juros', or '3x sem juros: 1x de R$ 89,94 + 2x de R$ 89,93' when the cents do not divide. */
  label: Message;
};

/**
 * Splits cents into n instalments that add up exactly: every instalment is floor(total / n) and the first one
 * also takes the leftover cents, so at most two different amounts exist and the label can name them both.
 * `splitInstallments(26980, 3)` → [8994, 8993, 8993].
 */
export function splitInstallments(total: Cents, count: number): Cents[] {
  const n = Math.max(1, Math.floor(count));
  const base = Math.floor(total / n);
  const leftover = total - base * n;
  return Array.from({ length: n }, (_, i) => cents(base + (i === 0 ? leftover : 0)));
}

/** min(allowed, floor(total / minimum)), at least 1; debit 1x: R$ 100,00, max 6, min R$ 30,00 → 3. */
export function installmentCount(total: Cents, config: InstallmentConfig, cardType: CardType): number {
  if (cardType !== 'credit') return 1;
  const allowed = Math.max(1, Math.floor(config.maxInstallments));
  const byMinimum = config.minInstallmentValue > 0 ? Math.floor(total / config.minInstallmentValue) : allowed;
  return Math.max(1, Math.min(allowed, byMinimum));
}

/** The exact label of a split: [8994, 8993, 8993] → '3x sem juros: 1x de R$ 89,94 + 2x de R$ 89,93'; one amount is 'Preço à vista'. */
export function installmentLabel(amounts: readonly Cents[]): Message {
  const [first = cents(0), rest = first] = amounts;
  if (amounts.length === 1) return msg('installments.cashPrice');
  if (first === rest) return msg('installments.option', { count: amounts.length, value: first });
  return msg('installments.optionUneven', { total: amounts.length, first, count: amounts.length - 1, value: rest });
}

/** Interest-free options; 1x is 'Preço à vista'. R$ 100,00, up to 3x, minimum R$ 30,00 → 1x, 2x 50,00, 1x 33,34 + 2x 33,33. */
export function installmentOptions(total: Cents, config: InstallmentConfig, cardType: CardType): InstallmentOption[] {
  const count = installmentCount(total, config, cardType);
  return Array.from({ length: count }, (_, i) => {
    const amounts = splitInstallments(total, i + 1);
    return { count: i + 1, value: amounts[0] ?? total, amounts, label: installmentLabel(amounts) };
  });
}

/** The most interest-free instalments a price gets: the count and the largest instalment (the first). */
export type BestInstallments = { count: number; value: Cents; label: Message };

/**
 * The item page's 'em até Nx sem juros de R$ X': the longest split any of the store's credit terms allows for the
 * price, by the same rule as checkout; null when every term gives 1x. R$ 100,00, up to 6x of at least R$ 30,00 →
 * 'em até 3x sem juros de R$ 33,34' (the first instalment carries the leftover cent).
 */
export function bestInstallments(total: Cents, configs: readonly InstallmentConfig[]): BestInstallments | null {
  const count = Math.max(1, ...configs.map((config) => installmentCount(total, config, 'credit')));
  if (count < 2) return null;
  const value = splitInstallments(total, count)[0] ?? total;
  return { count, value, label: msg('installments.upTo', { count, value }) };
}
