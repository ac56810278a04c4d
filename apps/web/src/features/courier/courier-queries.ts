import { addressLine as coreAddressLine, isOrderStatus } from '@store/core';
import { graphql } from '../../lib/graphql-client';
import type { Translate } from '../../lib/i18n/use-t';

export const COURIER_ORDERS = graphql(
  `query CourierOrders { courierOrders { id status statusLabel customerName address destination { latitude longitude at } total createdAt } }`,
);
export const COURIER_ORDER = graphql(
  `query CourierOrder($id: ID!) { courierOrder(id: $id) { id status statusLabel pickup customerName address destination { latitude longitude at } total createdAt } }`,
);
export const START_DELIVERY = graphql(
  `mutation StartDelivery($orderId: ID!) { startDelivery(orderId: $orderId) { id status statusLabel } }`,
);
export const FINISH_DELIVERY = graphql(
  `mutation FinishDelivery($orderId: ID!, $code: String!) { finishDelivery(orderId: $orderId, code: $code) { id status statusLabel } }`,
);
export const FAIL_DELIVERY = graphql(
  `mutation FailDelivery($orderId: ID!, $reason: String!) { failDelivery(orderId: $orderId, reason: $reason) { id status statusLabel } }`,
);

/** The order's address as the API stores it (JSON): the parts a courier reads out. */
export type CourierAddress = {
  address?: string;
  addressNumber?: string;
  complement?: string;
  province?: string;
  city?: string;
  state?: string;
} | null;

/** What the courier reads out: street, number, complement, neighbourhood and city/UF; null without a street. */
export function addressLine(address: unknown): string | null {
  const a = address as CourierAddress;
  return a?.address ? coreAddressLine(a, { complement: true, province: true }) : null;
}

/** The order's status in the reader's language; the API's label (pt-BR) only for a status this build does not know. */
export function statusText(order: { status: string; statusLabel: string }, t: Translate): string {
  return isOrderStatus(order.status) ? t(`orderStatus.${order.status}`) : order.statusLabel;
}
