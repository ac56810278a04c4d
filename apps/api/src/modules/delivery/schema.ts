/** Courier operations: couriers, their orders, the customer's delivery code. */
export const deliverySchema = /* GraphQL */ `
  type DeliveryPosition {
    latitude: Float!
    longitude: Float!
    at: String!
  }

  type CourierOrder {
    id: ID!
    status: String!
    statusLabel: String!
    "collected at the store: it never goes out for delivery (no 'Iniciar entrega')"
    pickup: Boolean!
    customerName: String!
    address: JSON
    destination: DeliveryPosition
    total: Int!
    createdAt: String!
  }

  extend type Order {
    "4 digits, only to the order's customer and only while the order is out for delivery; null otherwise"
    deliveryCode: String
  }

  extend type Query {
    "orders assigned to the signed-in courier that are not final"
    courierOrders: [CourierOrder!]!
    courierOrder(id: ID!): CourierOrder
  }

  extend type Mutation {
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
