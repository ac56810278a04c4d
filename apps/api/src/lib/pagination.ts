import { msg } from '@store/core';
import { validationError, type Say } from './errors.js';
import type { PaginatorInfo } from '../graphql/generated/resolvers.js';

export type { PaginatorInfo };

/** One page of a list bigger than anyone needs at once; bigger pages are refused, never silently cut. */
export const MAX_PAGE_SIZE = 100;

export const PAGE_SIZE_MESSAGE = msg('paging.pageSize', { max: MAX_PAGE_SIZE });
export const PAGE_MESSAGE = msg('paging.page');

export type PageArgs = { first?: number | null; page?: number | null };
export type Page = { perPage: number; currentPage: number; offset: number };

/** `pageOf({ first: 20, page: 2 }, 20)` → { perPage: 20, currentPage: 2, offset: 20 }; out of range → validation error. */
export function pageOf(args: PageArgs, defaultSize: number): Page {
  const perPage = args.first ?? defaultSize;
  const currentPage = args.page ?? 1;
  const errors: Record<string, Say> = {};
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PAGE_SIZE) errors.first = PAGE_SIZE_MESSAGE;
  // Far pages would only make the database skip rows nobody reads.
  if (!Number.isInteger(currentPage) || currentPage < 1 || currentPage > 100_000) errors.page = PAGE_MESSAGE;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { perPage, currentPage, offset: (currentPage - 1) * perPage };
}

/** Lighthouse's paginator: `paginatorInfo({ perPage: 20, currentPage: 1, offset: 0 }, 45, 20).lastPage` → 3. */
export function paginatorInfo(page: Page, total: number, count: number): PaginatorInfo {
  const lastPage = Math.max(1, Math.ceil(total / page.perPage));
  return {
    count,
    currentPage: page.currentPage,
    firstItem: count > 0 ? page.offset + 1 : null,
    hasMorePages: page.currentPage < lastPage,
    lastItem: count > 0 ? page.offset + count : null,
    lastPage,
    perPage: page.perPage,
    total,
  };
}

/** A page of nothing, for a store the caller may not read. */
export function emptyPage<T>(page: Page): { data: T[]; paginatorInfo: PaginatorInfo } {
  return { data: [], paginatorInfo: paginatorInfo(page, 0, 0) };
}
