import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

export type FreightQuote = { price: number; freeShippingPrice: number | null; minimalPurchase: number; reason: string | null };

const CALC_FREIGHT = /* GraphQL */ `
  query CalcFreight($postalCode: String!, $price: Int) {
    calcFreight(postalCode: $postalCode, price: $price) { price freeShippingPrice minimalPurchase reason }
  }
`;

/** Freight to the saved CEP for a cart total; recomputed when the total changes (spec 4 'Cart'). */
export function useFreight(postalCode: string | null | undefined, total: number) {
  const { gql } = useServices();
  return useQuery({
    queryKey: ['freight', postalCode, total],
    queryFn: () => gql.request<{ calcFreight: FreightQuote | null }>(CALC_FREIGHT, { postalCode, price: total }),
    select: (data) => data.calcFreight,
    enabled: Boolean(postalCode),
    placeholderData: (previous) => previous,
  });
}
