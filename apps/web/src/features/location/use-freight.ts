import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { useServices } from '../../lib/services';
import { graphql } from '../../lib/graphql-client';

/**
 * Freight for a subtotal (spec 3 'Freight result', cents): to a CEP for the postal-code bar and the cart,
 * and for a chosen shipping option and address at checkout. price -1: not delivered there, and `reasonCode` with
 * `reasonParams` say why as a core message (read with lib/wire-message).
 */
export const FREIGHT_QUERY = graphql(`
  query Freight($postalCode: String!, $storeId: ID, $price: Int, $address: FreightAddressInput, $shippingId: ID) {
    calcFreight(postalCode: $postalCode, storeId: $storeId, price: $price, address: $address, shippingId: $shippingId) {
      price freeShippingPrice minimalPurchase reasonCode reasonParams
    }
  }
`);

export type FreightQuote = NonNullable<ResultOf<typeof FREIGHT_QUERY>['calcFreight']>;

/** Freight to the saved CEP for a cart total; recomputed when the total changes (spec 4 'Cart'). */
export function useFreight(postalCode: string | null | undefined, total: number) {
  const { gql } = useServices();
  return useQuery({
    queryKey: ['freight', postalCode, total],
    queryFn: () => gql.request(FREIGHT_QUERY, { postalCode: postalCode ?? '', price: total }),
    select: (data) => data.calcFreight,
    enabled: Boolean(postalCode),
    placeholderData: (previous) => previous,
  });
}
