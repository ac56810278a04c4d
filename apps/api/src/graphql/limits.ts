/** The limits one GraphQL request must keep, the fields counted as expensive, and the refusal of one over a limit. */
import { msg } from '@store/core';
import { AppError, type Say } from '../lib/errors.js';
import { MAX_PAGE_SIZE } from '../lib/pagination.js';

/** Limits that keep one request from costing the store more than a page of work. */
export const GRAPHQL_LIMITS = {
  /** operations in one batched request */
  maxBatch: 20,
  /** characters of query text per operation */
  maxQueryLength: 20_000,
  /** nesting of selections */
  maxDepth: 12,
  /** largest page a list argument (`first`) may ask for */
  maxPageSize: MAX_PAGE_SIZE,
  /** fields a request may resolve, lists counted by their page size: per operation and for all operations of a batch together */
  maxCost: 20_000,
  /** expensive fields (searches, pages larger than the storefront's) in one request, batch and aliases together */
  maxExpensive: 4,
  /** root fields (each a trip to the database) in one request, batch and aliases together; the storefront's home asks for ~10 */
  maxRootFields: 40,
  /** root fields of one request running at once: two heavy requests then hold 6 of the pool's 10 connections, not all */
  rootFieldsAtOnce: 3,
  /**
   * expensive fields one client (an address, or a signed-in user) may ask for per window: a shopper types a search,
   * looks, types another; a broad search ranks every match (tens of ms on a large catalogue), so an address looping
   * them is held to a small share of the server
   */
  clientExpensive: { limit: 30, windowSeconds: 60 },
  /**
   * rows of lists one request may ask for, every page of every alias and of every operation of a batch counted in
   * full: the storefront's heaviest request (its home: banners, brands, four rows of items) asks for ~120
   */
  maxRows: 240,
  /**
   * rows of lists one client may ask for, every catalogue list counted: a bucket of two full requests that fills at
   * 100 pages of 24 a minute, more than a shopper reads (a refill, not a window, so a client looping heavy requests
   * gets one through every six seconds, never a minute's worth at once); answers the server kept are not counted.
   * Once the bucket is empty the client's requests are refused before they are read.
   */
  clientRows: { burst: 480, perMinute: 2_400 },
  /** how long a refusal for spent rows is held back (a looping client then asks once a second) */
  refusalDelayMs: 1000,
  /**
   * longest period a dated history may span (petStats' weighings, vaccines and appointments): its work grows with
   * the period, so the period is bounded (refused with a message) rather than counted as an expensive field
   */
  maxPeriodYears: 3,
  /** bytes of JSON one answer may carry */
  maxResponseBytes: 2 * 1024 * 1024,
  /** a request still running after this long ends with an error, and its remaining fields do not start */
  deadlineMs: 10_000,
};

/** The largest page the storefront asks for on a listing (search shows 24); a larger one costs like a search. */
const STOREFRONT_PAGE = 24;

/**
 * Root fields whose work grows with the catalogue: a text search, or a large page that is not a lookup by ids.
 * The storefront's home rows (20), search pages (20/24) and cart lookups (ids) are not expensive.
 */
export const EXPENSIVE: Record<string, (args: Record<string, unknown>) => boolean> = {
  items: (args) =>
    (typeof args.q === 'string' && args.q.trim() !== '') ||
    (typeof args.first === 'number' && args.first > STOREFRONT_PAGE && !Array.isArray(args.ids)),
  // every quote looks a CEP up (maybe asking the CEP services) and prices each shipping option
  shippingQuotes: () => true,
};

/** A request over a limit: refused as a bad request (category 'graphql') before any resolver runs. */
export class LimitError extends AppError {
  constructor(message: Say) {
    super('graphql', message, { status: 400 });
  }
}

/** The refusal of an operation, or of a whole request, that costs more than `maxCost`. */
export const tooCostly = (cost: number) =>
  new LimitError(msg('request.tooCostly', { cost, max: GRAPHQL_LIMITS.maxCost }));
