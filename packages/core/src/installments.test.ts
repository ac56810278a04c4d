import { describe, it, expect } from 'vitest';
import { t } from './i18n/translate';
import { bestInstallments, installmentCount, installmentOptions, splitInstallments } from './installments';
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
    // the label names every amount, so what it reads adds up to the total
    expect(t('pt-BR', options[2]?.label)).toBe('3x sem juros: 1x de R$ 33,34 + 2x de R$ 33,33');
    expect(t('en', options[2]?.label)).toBe('3x interest-free: 1x of $33.34 + 2x of $33.33');
    for (const option of options) expect(sumCents(option.amounts)).toBe(10000);
  });

  it('offers only 1x for debit', () => {
    const options = installmentOptions(cents(10000), config, 'debit');
    expect(options).toHaveLength(1);
    expect(t('en', options[0]?.label)).toBe('Single payment');
  });
});

describe('splitInstallments: the first instalment takes the leftover cents', () => {
  it('reads R$ 269,80 in 3x as 89,94 + 89,93 + 89,93', () => {
    expect(splitInstallments(cents(26980), 3)).toEqual([8994, 8993, 8993]);
    const option = installmentOptions(cents(26980), config, 'credit')[2];
    expect(t('pt-BR', option?.label)).toBe('3x sem juros: 1x de R$ 89,94 + 2x de R$ 89,93');
  });

  it('adds up for every total and count, with at most two different amounts', () => {
    for (const total of [1, 99, 100, 101, 26980, 999_999, 123_457]) {
      for (let n = 1; n <= 12; n += 1) {
        const amounts = splitInstallments(cents(total), n);
        expect(amounts).toHaveLength(n);
        expect(sumCents(amounts)).toBe(total);
        expect(new Set(amounts.slice(1)).size).toBeLessThanOrEqual(1);
        expect(amounts[0]! - amounts[n - 1]!).toBeLessThan(n);
      }
    }
  });

  it('labels an even split with one amount', () => {
    expect(t('pt-BR', installmentOptions(cents(27000), config, 'credit')[2]?.label)).toBe('3x de R$ 90,00 sem juros');
  });
});

describe("bestInstallments: the item page's 'em até Nx sem juros'", () => {
  it('takes the longest split the credit terms allow, naming the largest instalment', () => {
    const best = bestInstallments(cents(10000), [config, { maxInstallments: 1, minInstallmentValue: cents(0) }]);
    expect(best && t('pt-BR', best.label)).toBe('em até 3x sem juros de R$ 33,34');
    expect(best && t('en', best.label)).toBe('up to 3x of $33.34 interest-free');
    // R$ 332,70 with up to 6x of at least R$ 50,00: 6x of R$ 55,45
    const six = bestInstallments(cents(33270), [{ maxInstallments: 6, minInstallmentValue: cents(5000) }]);
    expect(six && { count: six.count, value: six.value }).toEqual({ count: 6, value: 5545 });
  });

  it('says nothing when only a single payment is possible', () => {
    expect(bestInstallments(cents(5000), [config])).toBeNull();
    expect(bestInstallments(cents(100000), [])).toBeNull();
  });
});
