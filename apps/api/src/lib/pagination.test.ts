import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { pageOf, paginatorInfo } from './pagination.js';

describe('pagination', () => {
  it('reads first and page with their defaults', () => {
    expect(pageOf({}, 20)).toEqual({ perPage: 20, currentPage: 1, offset: 0 });
    expect(pageOf({ first: 16, page: 3 }, 20)).toEqual({ perPage: 16, currentPage: 3, offset: 32 });
    expect(pageOf({ first: null, page: null }, 16)).toEqual({ perPage: 16, currentPage: 1, offset: 0 });
  });

  it('refuses sizes outside 1..100 and pages below 1', () => {
    for (const args of [{ first: 0 }, { first: 101 }, { first: 2.5 }, { page: 0 }, { page: -1 }])
      expect(() => pageOf(args, 20)).toThrow(AppError);
    expect(pageOf({ first: 100 }, 20).perPage).toBe(100);
  });

  it("describes a page as Lighthouse's paginatorInfo does", () => {
    expect(paginatorInfo({ perPage: 20, currentPage: 1, offset: 0 }, 45, 20)).toEqual({
      count: 20,
      currentPage: 1,
      firstItem: 1,
      hasMorePages: true,
      lastItem: 20,
      lastPage: 3,
      perPage: 20,
      total: 45,
    });
    expect(paginatorInfo({ perPage: 20, currentPage: 3, offset: 40 }, 45, 5)).toMatchObject({
      hasMorePages: false,
      firstItem: 41,
      lastItem: 45,
    });
    expect(paginatorInfo({ perPage: 20, currentPage: 1, offset: 0 }, 0, 0)).toMatchObject({
      lastPage: 1,
      hasMorePages: false,
      firstItem: null,
      lastItem: null,
    });
  });
});
