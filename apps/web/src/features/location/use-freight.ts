import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { FREIGHT_QUERY } from '../cart/public';

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
