import type { errorPtBR } from '../errors';
import type { Texts } from '../texts';

/** English: Errors of any call: GraphQL error titles (spec 8), request limits, paging and search input. */
export const errorEn: Texts<typeof errorPtBR> = {
  'error.incomplete': 'The information is incomplete',
  'error.attention': 'Attention',
  'error.generic': 'Something went wrong. Please try again later.',
  'error.somethingWrong': 'Something went wrong',
  'error.tryLater': 'Please try again later',
  'error.notFound': 'Not found',
  'error.forbidden': 'Access denied',
  'error.badRequest': 'Invalid request',
  'store.notFound': 'Store not found',
  'request.batchTooLarge': 'Too many operations in one request (maximum {max})',
  'request.queryTooLong': 'The query is too long (maximum {max} characters)',
  'request.tooCostly': 'The query is too large (cost {cost}, maximum {max})',
  'request.tooManySearches': 'Too many searches in one request (maximum {max})',
  'request.tooManyFields': 'Too many queries in one request (maximum {max})',
  'request.rateLimited': 'Too many searches in a short time. Try again in a moment.',
  'request.deadline': 'The query took too long. Try again in a moment.',
  'request.responseTooLarge': 'The answer is too large. Ask for fewer items at a time.',
  'paging.pageSize': 'Enter a page size between 1 and {max}',
  'paging.page': 'Enter a page number of 1 or more',
  'search.tooManyIds': 'Enter at most {max} items',
  'search.tooManyCategories': 'Enter at most {max} categories',
  'search.queryTooLong': 'A search may have at most {max} characters',
  'search.whereTooComplex': 'A filter may have at most {depth} levels and {conditions} conditions',
  'search.whereIncomplete': 'Enter the column and the value of every filter condition',
  'search.whereBadValue': 'Invalid value for the filter column',
  'search.orderByTooLong': 'Sort by at most {max} columns',
};
