// What other parts of the storefront may use of the checkout; everything else in this folder is its own.
export { brandName } from './card-form';
export { isCheckoutStarted } from './pending-order';
