// What other parts of the storefront may use of the store's details; everything else in this folder is its own.
export { formatAddress, formatTaxId, useStoreDetails } from './store-details';
export { policyLink } from './store-docs';
