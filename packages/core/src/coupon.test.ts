import { describe, it, expect } from 'vitest';
import type { Coupon, CouponCartLine } from './coupon';
import { applyCoupon, normalizeCouponCode } from './coupon';
import { t } from './i18n/translate';
import { cents } from './money';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  couponCode: 'BEMVINDO',
  description: '',
  discountType: 'percentage',
  discountValue: 10,
  minimalOrderValue: cents(0),
  ignorePromotionalItems: false,
  ignoreDiscountRules: false,
  categoryIds: [],
  ...overrides,
});

const line = (overrides: Partial<CouponCartLine> = {}): CouponCartLine => ({
  itemId: 'racao',
  unitPrice: cents(10000),
  quantity: 1,
  promotional: false,
  categoryIds: ['caes'],
  ...overrides,
});

const errorText = (result: ReturnType<typeof applyCoupon>, locale: 'pt-BR' | 'en' = 'pt-BR') =>
  result.ok ? 'applied' : t(locale, result.error);

describe('normalizeCouponCode (sent in upper case)', () => {
  it('trims and upper-cases', () => {
    expect(normalizeCouponCode('  bemVindo10 ')).toBe('BEMVINDO10');
  });
});

describe('applyCoupon: success', () => {
  it('takes a percentage of the eligible lines only', () => {
    // Lines: 100,00 (cães) + 2 × 25,00 (gatos) = 150,00; 10% of the 100,00 in 'caes' = 10,00
    const result = applyCoupon(coupon({ categoryIds: ['caes'] }), {
      lines: [line(), line({ itemId: 'areia', unitPrice: cents(2500), quantity: 2, categoryIds: ['gatos'] })],
    });
    expect(result).toEqual({ ok: true, discount: 1000, eligibleSubtotal: 10000, message: { key: 'coupon.applied' } });
    expect(result.ok && t('pt-BR', result.message)).toBe('Cupom aplicado com sucesso!');
  });

  it('takes a fixed value below the subtotal', () => {
    const result = applyCoupon(coupon({ discountType: 'value', discountValue: 1500 }), { lines: [line()] });
    expect(result.ok && result.discount).toBe(1500);
  });
});

describe('applyCoupon: every spec 8 message', () => {
  it("'Cupom não é válido'", () => {
    expect(errorText(applyCoupon(null, { lines: [line()] }))).toBe('Cupom não é válido');
    expect(errorText(applyCoupon(coupon({ discountValue: 0 }), { lines: [line()] }))).toBe('Cupom não é válido');
    expect(errorText(applyCoupon(coupon({ discountValue: 120 }), { lines: [line()] }))).toBe('Cupom não é válido');
  });

  it("'Este cupom não é válido para o valor total do carrinho' when the fixed discount reaches the subtotal", () => {
    const fixed = coupon({ discountType: 'value', discountValue: 10000 });
    expect(errorText(applyCoupon(fixed, { lines: [line()] }))).toBe(
      'Este cupom não é válido para o valor total do carrinho',
    );
  });

  it("'Compra mínima de {amount} para aplicar o cupom' on the subtotal", () => {
    const result = applyCoupon(coupon({ minimalOrderValue: cents(15000) }), { lines: [line()] });
    expect(errorText(result)).toBe('Compra mínima de R$ 150,00 para aplicar o cupom');
    expect(errorText(result, 'en')).toBe('Minimum purchase of $150.00 to apply the coupon');
  });

  it("'Este cupom não se aplica para produtos promocionais. Compra mínima de {amount}.'", () => {
    // Subtotal 100,00 + 80,00 = 180,00 reaches the 150,00 minimum, the non-promotional 100,00 does not.
    const result = applyCoupon(coupon({ minimalOrderValue: cents(15000), ignorePromotionalItems: true }), {
      lines: [line(), line({ itemId: 'promo', unitPrice: cents(8000), promotional: true })],
    });
    expect(errorText(result)).toBe('Este cupom não se aplica para produtos promocionais. Compra mínima de R$ 150,00.');
  });

  it("'Este cupom não é válido em produtos promocionais' when every line is promotional", () => {
    const result = applyCoupon(coupon({ ignorePromotionalItems: true }), { lines: [line({ promotional: true })] });
    expect(errorText(result)).toBe('Este cupom não é válido em produtos promocionais');
  });

  it('skips promotional lines when the coupon ignores them', () => {
    // 10% of the 100,00 regular line only; the 80,00 promotional line is left out.
    const result = applyCoupon(coupon({ ignorePromotionalItems: true }), {
      lines: [line(), line({ itemId: 'promo', unitPrice: cents(8000), promotional: true })],
    });
    expect(result.ok && result.discount).toBe(1000);
  });

  it("'Este cupom não é válido para os produtos do carrinho' when no line is in its categories", () => {
    const result = applyCoupon(coupon({ categoryIds: ['aves'] }), { lines: [line()] });
    expect(errorText(result)).toBe('Este cupom não é válido para os produtos do carrinho');
  });

  it("'Não foi possível aplicar o cupom' when nothing can be discounted", () => {
    expect(errorText(applyCoupon(coupon(), { lines: [] }))).toBe('Não foi possível aplicar o cupom');
    // 0.1% of R$ 1,00 rounds to 0 cents
    const tiny = applyCoupon(coupon({ discountValue: 0.1 }), { lines: [line({ unitPrice: cents(100) })] });
    expect(errorText(tiny)).toBe('Não foi possível aplicar o cupom');
  });
});
