/** Live delivery (issue 13): couriers, their orders, the customer's code and tracking. */
export const deliverySchema = /* GraphQL */ `
  type DeliveryPosition {
    latitude: Float!
    longitude: Float!
    at: String!
  }

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

  type CourierOrder {
    id: ID!
    status: String!
    statusLabel: String!
    customerName: String!
    address: JSON
    destination: DeliveryPosition
    total: Int!
    createdAt: String!
  }

  extend type Order {
    "4 digits, only to the order's customer and only while the order is out for delivery; null otherwise"
    deliveryCode: String
    delivery: Delivery
  }

  extend type Query {
    "orders assigned to the signed-in courier that are not final"
    courierOrders: [CourierOrder!]!
    courierOrder(id: ID!): CourierOrder
  }

  extend type Mutation {
    "a single-use ticket (valid 60 s) to open /delivery/{orderId}; for the order's customer, its courier or staff"
    deliveryTicket(orderId: ID!): DeliveryTicket!
    "courier: order goes to saiu_entrega (Saiu para entrega)"
    startDelivery(orderId: ID!): CourierOrder!
    "courier: entregue only with the customer's code; 5 wrong codes lock it for 15 min"
    finishDelivery(orderId: ID!, code: String!): CourierOrder!
    "courier: nao_entregue with a reason (freeText)"
    failDelivery(orderId: ID!, reason: String!): CourierOrder!
    "admin/staff: assign a courier to an order"
    assignCourier(orderId: ID!, courierId: ID!): Boolean!
  }
`;
