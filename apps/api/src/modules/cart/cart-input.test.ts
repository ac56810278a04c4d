import { describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/errors.js';
import { isValidQuantity, parseCartItems } from './cart-input.js';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return { category: error.category, validation: error.details.validation };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('cart input', () => {
  it('accepts whole quantities from 1 to 999, and 0 only when it means remove', () => {
    expect([1, 999].every((q) => isValidQuantity(q, false))).toBe(true);
    expect([0, -1, 1000, 1.5, 1e9, Number.NaN, '2', null].some((q) => isValidQuantity(q, false))).toBe(false);
    expect(isValidQuantity(0, true)).toBe(true);
    expect(isValidQuantity(-1, true)).toBe(false);
  });

  it('keeps the last quantity of an item named twice, in first-seen order of the last mention', () => {
    expect(
      parseCartItems(
        [
          { itemId: '7', quantity: 1 },
          { itemId: 8, quantity: 2 },
          { itemId: '7', quantity: 0 },
        ],
        { allowZero: true },
      ),
    ).toEqual([
      { itemId: 8, quantity: 2 },
      { itemId: 7, quantity: 0 },
    ]);
  });

  it('refuses a bad quantity, an id that cannot be an item and more than 100 lines, in pt-BR', () => {
    expect(refusal(() => parseCartItems([{ itemId: '1', quantity: 0 }], { allowZero: false }))).toEqual({
      category: 'validation',
      validation: { quantity: ['Informe uma quantidade inteira de 1 a 999'] },
    });
    expect(refusal(() => parseCartItems([{ itemId: '-3', quantity: 1 }], { allowZero: true })).validation).toEqual({
      itemId: ['Item indisponível'],
    });
    const many = Array.from({ length: 101 }, (_, i) => ({ itemId: i + 1, quantity: 1 }));
    expect(refusal(() => parseCartItems(many, { allowZero: true })).validation).toEqual({
      items: ['O carrinho pode ter no máximo 100 itens'],
    });
    expect(parseCartItems(many.slice(0, 100), { allowZero: true })).toHaveLength(100);
  });
});
