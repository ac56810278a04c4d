// The catalogue's documents other parts may use, free of browser code: the build reads the home queries in Node
// (app/boot-queries.ts), where the components of public.ts cannot load.
export { BRANDS_QUERY, CATEGORIES_QUERY, ITEMS_QUERY, promoVariables, RANKING_VARIABLES } from './catalog-queries.ts';
