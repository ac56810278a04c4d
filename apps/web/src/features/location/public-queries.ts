// The shipping quotes other parts may use (checkout), apart from public.ts so the first page never carries them.
export { quoteMessages, SHIPPING_QUOTES, type ShippingQuote, type ShippingQuotes } from './shipping-quotes';
