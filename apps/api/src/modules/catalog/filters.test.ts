import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import {
  checkOrderBy,
  parseWhere,
  WHERE_BAD_VALUE,
  WHERE_INCOMPLETE,
  WHERE_TOO_COMPLEX,
  type WhereInput,
} from './filters.js';

const refusal = (input: WhereInput) => {
  try {
    parseWhere(input);
  } catch (error) {
    return error instanceof AppError ? { category: error.category, where: error.details.fields?.where } : error;
  }
  return 'accepted';
};

describe('where filters', () => {
  it('reads a comparison with AND and OR groups into one tree', () => {
    expect(
      parseWhere({
        column: 'PROMOTIONAL_PRICE',
        operator: 'GT',
        value: 0,
        AND: [{ column: 'STOCK_QUANTITY', operator: 'GT', value: 0 }],
      }),
    ).toEqual({
      kind: 'and',
      children: [
        { kind: 'compare', column: 'PROMOTIONAL_PRICE', operator: 'GT', value: 0 },
        { kind: 'compare', column: 'STOCK_QUANTITY', operator: 'GT', value: 0 },
      ],
    });
    expect(
      parseWhere({
        OR: [
          { column: 'PRICE', value: 1 },
          { column: 'PRICE', operator: 'GTE', value: 9 },
        ],
      }),
    ).toEqual({
      kind: 'or',
      children: [
        { kind: 'compare', column: 'PRICE', operator: 'EQ', value: 1 },
        { kind: 'compare', column: 'PRICE', operator: 'GTE', value: 9 },
      ],
    });
    expect(parseWhere(null)).toBeNull();
    expect(parseWhere({})).toBeNull();
  });

  it('normalises instants to ISO text so they compare as stored', () => {
    expect(parseWhere({ column: 'CREATED_AT', operator: 'GT', value: '2024-05-01T12:00:00-03:00' })).toMatchObject({
      value: '2024-05-01T15:00:00.000Z',
    });
  });

  it('refuses values of the wrong type, incomplete conditions and oversized trees', () => {
    expect(refusal({ column: 'PRICE', value: '10' })).toEqual({ category: 'validation', where: [WHERE_BAD_VALUE] });
    expect(refusal({ column: 'NAME', value: 3 })).toEqual({ category: 'validation', where: [WHERE_BAD_VALUE] });
    expect(refusal({ column: 'PRICE' })).toEqual({ category: 'validation', where: [WHERE_INCOMPLETE] });
    expect(refusal({ value: 3 })).toEqual({ category: 'validation', where: [WHERE_INCOMPLETE] });
    const deep: WhereInput = { AND: [{ AND: [{ AND: [{ AND: [{ column: 'PRICE', value: 1 }] }] }] }] };
    expect(refusal(deep)).toEqual({ category: 'validation', where: [WHERE_TOO_COMPLEX] });
    expect(refusal({ AND: [{ AND: [{ AND: [{ column: 'PRICE', value: 1 }] }] }] })).toBe('accepted');
    expect(refusal({ OR: Array.from({ length: 21 }, () => ({ column: 'PRICE' as const, value: 1 })) })).toEqual({
      category: 'validation',
      where: [WHERE_TOO_COMPLEX],
    });
  });

  it('accepts up to four sort columns', () => {
    expect(checkOrderBy(undefined)).toEqual([]);
    expect(() =>
      checkOrderBy(Array.from({ length: 5 }, () => ({ column: 'PRICE' as const, order: 'ASC' as const }))),
    ).toThrow(AppError);
  });
});
