import { describe, it, expect } from 'vitest';
import { t } from './i18n/translate';
import { installmentCount, installmentOptions } from './installments';
import { cents, sumCents } from './money';

const config = { maxInstallments: 6, minInstallmentValue: cents(3000) };

describe('installmentCount: min(allowed, floor(total / minimum)), at least 1', () => {
  it('limits by the minimum instalment value', () => {
    // floor(100,00 / 30,00) = 3 < 6
    expect(installmentCount(cents(10000), config, 'credit')).toBe(3);
    // floor(1000,00 / 30,00) = 33 → capped at 6
    expect(installmentCount(cents(100000), config, 'credit')).toBe(6);
    // floor(20,00 / 30,00) = 0 → at least 1
    expect(installmentCount(cents(2000), config, 'credit')).toBe(1);
  });

  it('gives debit a single payment', () => {
    expect(installmentCount(cents(100000), config, 'debit')).toBe(1);
  });
});

describe('installmentOptions', () => {
  it("labels 1x 'Preço à vista' and splits the cents exactly", () => {
    const options = installmentOptions(cents(10000), config, 'credit');
    expect(options.map((o) => o.count)).toEqual([1, 2, 3]);
    expect(t('pt-BR', options[0]?.label)).toBe('Preço à vista');
    expect(t('pt-BR', options[1]?.label)).toBe('2x de R$ 50,00 sem juros');
    // 100,00 / 3 = 33,34 + 33,33 + 33,33
    expect(options[2]?.amounts).toEqual([3334, 3333, 3333]);
    expect(t('pt-BR', options[2]?.label)).toBe('3x de R$ 33,34 sem juros');
    for (const option of options) expect(sumCents(option.amounts)).toBe(10000);
  });

  it('offers only 1x for debit', () => {
    const options = installmentOptions(cents(10000), config, 'debit');
    expect(options).toHaveLength(1);
    expect(t('en', options[0]?.label)).toBe('Single payment');
  });
});
