import { isDeliveryUnderWay } from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../lib/services';
import { graphql } from '../../lib/graphql-client';

/** Statuses in which the courier is on the way (spec 4): the only ones the tracking modal opens for. */
export const isOutForDelivery = isDeliveryUnderWay;

const RECENT_ORDERS = graphql(`
  query RecentOrdersForTracking {
    orders(first: 5, page: 1, orderBy: [{ column: CREATED_AT, order: DESC }]) { data { id status } }
  }
`);

/** The signed-in shopper's most recent order that is out for delivery, if any (for the banner); null otherwise. */
export function useOrderOutForDelivery(signedIn: boolean): { id: string } | null {
  const { gql } = useServices();
  const orders = useQuery({
    queryKey: ['orders', 'out-for-delivery'],
    queryFn: () => gql.request(RECENT_ORDERS),
    enabled: signedIn,
    staleTime: 30_000,
    refetchInterval: 60_000,
    meta: { silent: true },
  });
  // read defensively: a store whose API answers no list (an old server, a test double) just shows no banner
  const order = orders.data?.orders?.data?.find((o) => isOutForDelivery(o.status));
  return signedIn && order ? { id: order.id } : null;
}
