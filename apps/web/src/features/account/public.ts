// What other parts of the storefront may use of the account; everything else in this folder is its own.
export { useActivePriceList, useMe } from './use-me';
export { VerifiedDialog } from './lazy-verified-dialog';
