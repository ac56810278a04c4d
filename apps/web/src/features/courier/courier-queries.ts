import { graphql } from '../../lib/graphql-client';


export const COURIER_ORDERS = graphql(`query CourierOrders { courierOrders { id status statusLabel customerName address destination { latitude longitude at } total createdAt } }`);
export const COURIER_ORDER = graphql(`query CourierOrder($id: ID!) { courierOrder(id: $id) { id status statusLabel customerName address destination { latitude longitude at } total createdAt } }`);
export const START_DELIVERY = graphql(`mutation StartDelivery($orderId: ID!) { startDelivery(orderId: $orderId) { id status statusLabel } }`);
export const FINISH_DELIVERY = graphql(`mutation FinishDelivery($orderId: ID!, $code: String!) { finishDelivery(orderId: $orderId, code: $code) { id status statusLabel } }`);
export const FAIL_DELIVERY = graphql(`mutation FailDelivery($orderId: ID!, $reason: String!) { failDelivery(orderId: $orderId, reason: $reason) { id status statusLabel } }`);


/** The order's address as the API stores it (JSON): the parts a courier reads out. */
export type CourierAddress = { address?: string; addressNumber?: string; complement?: string; province?: string; city?: string; state?: string } | null;

export function addressLine(address: unknown): string | null {
  const a = address as CourierAddress;
  if (!a?.address) return null;
  const street = [a.address, a.addressNumber].filter(Boolean).join(', ');
  const place = [a.province, a.city && a.state ? `${a.city}/${a.state}` : a.city].filter(Boolean).join(' – ');
  return [street, a.complement, place].filter(Boolean).join(' · ');
}
