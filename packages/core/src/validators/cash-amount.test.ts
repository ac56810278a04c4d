import { describe, it, expect } from 'vitest';
import { t } from '../i18n/translate';
import { cents } from '../money';
import { NO_CHANGE, validateCashAmount } from './cash-amount';

describe('validateCashAmount', () => {
  const total = cents(4590);

  it('accepts an amount covering the total, or -1 for no change', () => {
    expect(validateCashAmount(cents(5000), total)).toBeNull();
    expect(validateCashAmount(cents(4590), total)).toBeNull();
    expect(validateCashAmount(NO_CHANGE, total)).toBeNull();
    expect(t('pt-BR', 'cash.noChange')).toBe('Sem troco');
  });

  it("says 'Valor deve ser maior que o total do pedido' below the total", () => {
    expect(t('pt-BR', validateCashAmount(cents(4589), total))).toBe('Valor deve ser maior que o total do pedido');
  });
});
