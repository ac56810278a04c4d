import { deliveryTimeLabel, freightLabel, msg, type DeliveryDeadline, type Message } from '@store/core';
import type { ResultOf } from 'gql.tada';
import { graphql, GraphQLRequestError } from '../../lib/graphql-client';
import { wireMessage } from '../../lib/wire-message';

/**
 * Each shipping option's freight and delivery time to a CEP, computed by the server: for an item (priced there for
 * the shopper) or for the cart's subtotal. An invalid or unknown CEP comes back as an error with its message key.
 */
export const SHIPPING_QUOTES = /* @__PURE__ */ graphql(`
  query ShippingQuotes($postalCode: String!, $storeId: ID, $itemId: ID, $quantity: Int, $price: Int) {
    shippingQuotes(postalCode: $postalCode, storeId: $storeId, itemId: $itemId, quantity: $quantity, price: $price) {
      postalCode city state subtotal
      quotes { shippingId type label price deadline { value type } reasonCode reasonParams }
    }
  }
`);

export type ShippingQuotes = NonNullable<ResultOf<typeof SHIPPING_QUOTES>['shippingQuotes']>;
export type ShippingQuote = ShippingQuotes['quotes'][number];

/** What a quote says after its option's name: 'R$ 9,90 · em até 1 dia útil', 'Grátis', 'Não entregamos nesta região'. */
export function quoteMessages(quote: Pick<ShippingQuote, 'price' | 'deadline' | 'reasonCode' | 'reasonParams'>) {
  if (quote.price < 0) {
    const reason = wireMessage({ code: quote.reasonCode, params: quote.reasonParams });
    return { price: reason ?? msg('freight.notServed'), time: null };
  }
  return { price: freightLabel(quote.price), time: deliveryTimeLabel(quote.deadline as DeliveryDeadline | null) };
}

/** The message a failed quote shows the shopper: the server's key (invalid, unknown CEP, too many) when it sent one. */
export function quoteError(error: unknown): Message {
  const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
  return wireMessage({ code: first?.extensions?.code, params: first?.extensions?.params }) ?? msg('error.generic');
}
