import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_QUANTITY } from './index';

describe('cart limits', () => {
  it('999 units of an item and 100 lines, the same for the storefront and the server', () => {
    expect(MAX_QUANTITY).toBe(999);
    expect(MAX_CART_LINES).toBe(100);
  });
});
