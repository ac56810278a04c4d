// What other parts of the storefront may use of the account; everything else in this folder is its own.
export { useActivePriceList } from './use-me';
