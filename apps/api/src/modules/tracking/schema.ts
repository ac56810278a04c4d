/** Live tracking: where the courier is and the chat, for the order's customer; tickets to open the socket. */
export const trackingSchema = /* GraphQL */ `
  type DeliveryChatMessage {
    id: ID!
    "customer | courier | staff"
    from: String!
    message: String!
    at: String!
  }

  type Delivery {
    orderId: ID!
    "waiting (assigned, not started) | under_way | delivered | failed"
    state: String!
    "the courier's first name"
    courierName: String
    "only while under_way, else null (the customer never sees the courier before or after)"
    position: DeliveryPosition
    destination: DeliveryPosition
    chat: [DeliveryChatMessage!]!
  }

  type DeliveryTicket {
    ticket: String!
    expiresAt: String!
  }

  extend type Order {
    delivery: Delivery
  }

  extend type Mutation {
    "a single-use ticket (valid 60 s) to open /delivery/{orderId}; for the order's customer, its courier or staff"
    deliveryTicket(orderId: ID!): DeliveryTicket!
  }
`;
