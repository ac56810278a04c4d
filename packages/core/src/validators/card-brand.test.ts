import { describe, it, expect } from 'vitest';
import { detectCardBrand } from './card-brand';
import { TEST_CARDS } from './test-cards';

describe('detectCardBrand', () => {
  it('recognises every brand by prefix', () => {
    for (const [brand, number] of Object.entries(TEST_CARDS)) {
      expect(detectCardBrand(number), brand).toBe(brand);
    }
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('5067224275805500')).toBe('elo');
    expect(detectCardBrand('9999')).toBeNull();
    expect(detectCardBrand('')).toBeNull();
  });
});
