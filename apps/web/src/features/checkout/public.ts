// What other parts of the storefront may use of the checkout; everything else in this folder is its own.
export { brandName, CardForm, cardFormError, EMPTY_CARD, type CardFormValue } from './card-form';
export { tokenizeCard } from './checkout-api';
export { isCheckoutStarted } from './pending-order';
