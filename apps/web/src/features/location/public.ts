// What other parts of the storefront may use of the shopper's location; everything else here is its own.
export { locate } from './geolocate';
export { PostalCodeBar } from './postal-code-bar';
export { FREIGHT_QUERY, useFreight, type FreightQuote } from './use-freight';
export { ItemFreightBox } from './lazy-freight-box';
