// What other parts of the storefront may use of the catalogue; everything else in this folder is its own.
export { ITEMS_BY_IDS_QUERY } from './catalog-queries';
export type { CatalogItem } from './catalog-types';
