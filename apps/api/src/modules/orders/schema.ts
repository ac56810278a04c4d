export const ordersSchema = /* GraphQL */ `
  type OrderItemRef {
    id: ID!
    code: String
    name: String!
    image: String
  }

  type OrderItem {
    id: ID!
    item: OrderItemRef!
    quantity: Int!
    "unit price in cents, as charged"
    price: Int!
    total: Int!
  }

  type OrderPayment {
    id: ID!
    type: String!
    gateway: String
    billingType: String
    status: String!
    amount: Int!
    installments: Int!
    "what the shopper needs to pay: Pix code and QR, boleto line, payment link, card digits"
    transaction: JSON!
  }

  type OrderStatusChange {
    id: ID!
    createdAt: String!
    status: String!
    message: String
  }

  type Order {
    id: ID!
    createdAt: String!
    updatedAt: String!
    status: String!
    statusLabel: String!
    statusColor: String
    statusMessage: String
    subtotal: Int!
    couponDiscount: Int!
    paymentDiscount: Int!
    freight: Int!
    total: Int!
    "cash: the amount paid with, -1 for no change"
    changeFor: Int
    couponCode: String
    observation: String
    fiscalDocument: String
    fiscalDocumentLink: String
    address: JSON
    shippingOptionId: ID
    paymentMethodId: ID
    items: [OrderItem!]!
    payments: [OrderPayment!]!
    statusStory: [OrderStatusChange!]!
  }

  type OrderPaginator {
    data: [Order!]!
    paginatorInfo: PaginatorInfo!
  }

  enum OrderSortColumn {
    CREATED_AT
    TOTAL
    ID
  }

  input OrderOrderBy {
    column: OrderSortColumn!
    order: SortOrder!
  }

  input OrderItemInput {
    item: ID!
    quantity: Int!
    "what the client showed; checked against the server's price, never charged"
    price: Int
    total: Int
  }

  input DeviceInput {
    deviceId: String
  }

  input PaymentCardInput {
    type: String
    cardBrand: String
    cardHolderName: String
    cardSecurityCode: String
    expiryMonth: Int
    expiryYear: Int
    "the gateway's number_token for a new card"
    encrypted: String
    authenticationMethodId: String
    authenticationMethodType: String
    "save the card for later purchases"
    store: Boolean
    installments: Int
    billingAddressId: ID
    cardLastDigits: String
    userPaymentCardId: ID
    device: DeviceInput
  }

  input CreateOrderInput {
    addressId: ID
    discountCouponCode: String
    items: [OrderItemInput!]!
    observation: String
    paymentCard: PaymentCardInput
    paymentMethod: ID!
    "gateway methods: boleto, link or pix; cards: credit or debit"
    billingType: String
    "cash: the amount the shopper pays with in cents, -1 for no change"
    changeFor: Int
    shippingOption: ID!
    "what the client showed; an order whose real total differs by more than a cent is refused"
    total: Int!
  }

  type CreatedOrder {
    id: ID!
    status: String!
    total: Int!
  }

  extend type Query {
    order(id: ID!): Order
    orders(first: Int = 10, page: Int = 1, orderBy: [OrderOrderBy!]): OrderPaginator!
  }

  extend type Mutation {
    "Creates the order from the server's prices; send an Idempotency-Key header to make retries safe."
    createOrder(input: CreateOrderInput!): CreatedOrder!
    cancelOrder(id: ID!): Order!
    setStockAlert(storeId: ID, itemId: ID!): Boolean!
  }
`;
