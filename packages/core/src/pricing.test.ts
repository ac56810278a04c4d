import { describe, it, expect } from 'vitest';
import { cents } from './money';
import { cartTotal, discountInfo, unitPrice } from './pricing';

const price = cents(10000);

describe('unitPrice (payment discount, discounted, list, promotional, price)', () => {
  it('walks the precedence from the top', () => {
    const all = {
      price,
      promotionalPrice: cents(9000),
      listPrice: cents(8000),
      discountedPrice: cents(7000),
      paymentDiscountPrice: cents(6000),
    };
    expect(unitPrice(all)).toBe(6000);
    expect(unitPrice({ ...all, paymentDiscountPrice: null })).toBe(7000);
    expect(unitPrice({ ...all, paymentDiscountPrice: null, discountedPrice: null })).toBe(8000);
    expect(unitPrice({ price, promotionalPrice: cents(9000), listPrice: null })).toBe(9000);
    expect(unitPrice({ price })).toBe(10000);
  });

  it('ignores prices that are zero', () => {
    expect(unitPrice({ price, promotionalPrice: cents(0), listPrice: cents(0) })).toBe(10000);
  });
});

describe('cartTotal (sum of quantity × unit price)', () => {
  it('adds the lines', () => {
    // 2 × 19,99 + 3 × 5,50 = 39,98 + 16,50 = 56,48
    expect(
      cartTotal([
        { unitPrice: cents(1999), quantity: 2 },
        { unitPrice: cents(550), quantity: 3 },
      ]),
    ).toBe(5648);
    expect(cartTotal([])).toBe(0);
  });
});

describe('discountInfo', () => {
  it('labels the percentage off the regular price', () => {
    expect(discountInfo({ price, promotionalPrice: cents(8500) })).toEqual({
      price: 8500,
      label: '-15%',
      discountValue: 15,
      discountType: 'percentage',
    });
    // 99,90 → 79,90 is 20.02% off
    expect(discountInfo({ price: cents(9990), promotionalPrice: cents(7990) })?.label).toBe('-20%');
  });

  it('is null when nothing is cheaper than the price', () => {
    expect(discountInfo({ price })).toBeNull();
    expect(discountInfo({ price, promotionalPrice: cents(12000) })).toBeNull();
  });
});
