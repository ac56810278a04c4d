import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/graphql-operation';

/**
 * Freight for a subtotal (spec 3 'Freight result', cents): to a CEP for the postal-code bar and the cart,
 * and for a chosen shipping option and address at checkout. price -1: not delivered there.
 */
export const FREIGHT_QUERY = graphql(`
  query Freight($postalCode: String!, $storeId: ID, $price: Int, $address: FreightAddressInput, $shippingId: ID) {
    calcFreight(postalCode: $postalCode, storeId: $storeId, price: $price, address: $address, shippingId: $shippingId) {
      price freeShippingPrice minimalPurchase reason
    }
  }
`);

export type FreightQuote = NonNullable<ResultOf<typeof FREIGHT_QUERY>['calcFreight']>;
