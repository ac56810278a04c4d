// Imports carry '.ts' here: the Vite config loads this file (for the boot queries) without a bundler.
import {
  BRANDS_QUERY,
  CATEGORIES_QUERY,
  ITEMS_QUERY,
  promoVariables,
  RANKING_VARIABLES,
} from '../features/catalog/public-queries.ts';
import { CONFIG_QUERY } from '../lib/store-config.ts';

/**
 * What the first screen needs, answered by the server inside index.html (apps/api web.ts) so home
 * renders from the first response. `key` is the TanStack Query key the answer seeds; `config` is special:
 * its url variable is the request's host.
 */
export const BOOT_QUERIES = [
  { key: ['config'], query: CONFIG_QUERY.text, variables: {} },
  { key: ['categories'], query: CATEGORIES_QUERY.text, variables: {} },
  { key: ['items', 'promo', promoVariables(false)], query: ITEMS_QUERY.text, variables: promoVariables(false) },
  { key: ['items', 'ranking', RANKING_VARIABLES], query: ITEMS_QUERY.text, variables: RANKING_VARIABLES },
  { key: ['brands'], query: BRANDS_QUERY.text, variables: {} },
] as const;
