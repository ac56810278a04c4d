import { describe, it, expect } from 'vitest';
import { deliveryTimeLabel } from './delivery-time';
import { freeShippingProgress, freightLabel, postalCodeBarText } from './freight';
import { t } from './i18n/translate';
import { cents } from './money';

describe('freightLabel', () => {
  it("shows 'Grátis' at 0, 'Não disponível' when unknown, 'Não entregamos nesta região' when negative", () => {
    expect(t('pt-BR', freightLabel(cents(0)))).toBe('Grátis');
    expect(t('pt-BR', freightLabel(null))).toBe('Não disponível');
    expect(t('pt-BR', freightLabel(undefined))).toBe('Não disponível');
    expect(t('pt-BR', freightLabel(-1))).toBe('Não entregamos nesta região');
  });

  it('formats a price for the locale', () => {
    expect(t('pt-BR', freightLabel(cents(1250)))).toBe('R$ 12,50');
    expect(t('en', freightLabel(cents(1250)))).toBe('$12.50');
  });
});

describe('freeShippingProgress (total / threshold, capped at 100; restante)', () => {
  it('reports percent and the amount still needed', () => {
    // 150,00 of 200,00 → 75%, 50,00 restante
    expect(freeShippingProgress(cents(15000), cents(20000))).toEqual({ percent: 75, remaining: 5000, reached: false });
    // 199,99 of 200,00 → 99%, not 100
    expect(freeShippingProgress(cents(19999), cents(20000)).percent).toBe(99);
    expect(t('pt-BR', 'freeShipping.remaining', { amount: 5000 })).toBe('R$ 50,00 restante para frete grátis');
  });

  it('caps at 100 once reached', () => {
    expect(freeShippingProgress(cents(25000), cents(20000))).toEqual({ percent: 100, remaining: 0, reached: true });
  });
});

describe('postalCodeBarText', () => {
  it('says where it ships, a saved location, or asks for the CEP', () => {
    const known = postalCodeBarText({ postalCode: '01310100', city: 'São Paulo', state: 'SP' });
    expect(t('pt-BR', known)).toBe('Enviar para São Paulo SP - 01310-100');
    const saved = postalCodeBarText({ coords: { latitude: -23.56, longitude: -46.65 } });
    expect(t('pt-BR', saved)).toBe('Local salvo (informar CEP)');
    expect(t('pt-BR', postalCodeBarText(null))).toBe('Informar CEP para envio');
  });
});

describe('deliveryTimeLabel', () => {
  it('says the deadline in days or hours, singular and plural', () => {
    expect(t('pt-BR', deliveryTimeLabel({ value: 1, type: 'days' }))).toBe('em até 1 dia útil');
    expect(t('pt-BR', deliveryTimeLabel({ value: 5, type: 'days' }))).toBe('em até 5 dias úteis');
    expect(t('pt-BR', deliveryTimeLabel({ value: 3, type: 'hours' }))).toBe('em até 3 horas');
    expect(t('en', deliveryTimeLabel({ value: 2, type: 'days' }))).toBe('within 2 business days');
  });

  it('gives nothing for a missing deadline or an unknown unit', () => {
    expect(deliveryTimeLabel(null)).toBeNull();
    expect(deliveryTimeLabel({ value: 2, type: 'weeks' })).toBeNull();
    expect(deliveryTimeLabel({ value: 0, type: 'days' })).toBeNull();
  });
});
