// What other parts of the storefront may use of the catalogue; everything else in this folder is its own.
export { CategoryBar } from './category-bar';
export { CategoryDrawer } from './lazy-category-drawer';
export { SearchBox } from './search-box';
export { prefetchRouteData } from './route-data';
