import { graphql } from '../../lib/graphql-client';

export const DELIVERY_TICKET = graphql(
  `mutation DeliveryTicket($orderId: ID!) { deliveryTicket(orderId: $orderId) { ticket expiresAt } }`,
);

/** The order page's delivery facts: the code to read out at the door and whether the courier is on the way. */
export const ORDER_DELIVERY = graphql(`
  query OrderDelivery($id: ID!) {
    order(id: $id) { id status deliveryCode delivery { orderId state courierName destination { latitude longitude at } } }
  }
`);
