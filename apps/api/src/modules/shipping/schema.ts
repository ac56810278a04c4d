export const shippingSchema = /* GraphQL */ `
  "Instalment terms; the snake_case names are the ones the storefront reads (spec 3). Money in cents."
  type PaymentInstallments {
    number_installments: Int!
    min_installment_value: Int!
  }

  "Spec 3 'Payment method': type is card, simple (cash), pix or gateway."
  type PaymentMethod {
    id: ID!
    type: String!
    label: String!
    gateway: String
    supportedTypes: [String!]!
    supportedNetworks: [String!]!
    installments: PaymentInstallments!
  }

  "Spec 3 'Shipping option': type is delivery, shipping, pickup or dispatch; amount in cents."
  type ShippingOption {
    id: ID!
    type: String!
    label: String!
    amount: Int!
    usePostalCodes: Boolean!
    paymentMethods: [PaymentMethod!]!
  }

  """
  Spec 3 'Freight result', money in cents. price -1: not served here ('Não entregamos nesta região'), or the
  subtotal is below the rule's minimalPurchase; reason then says which. extra: { deliveryDeadline { value type } }.
  """
  type FreightResult {
    price: Int!
    freeShippingPrice: Int
    minimalPurchase: Int!
    discount: Int!
    type: String
    shippingId: ID
    extra: JSON!
    "why price is -1, in pt-BR ('Compra mínima de R$ 50,00 para entrega nesta região'); null when served"
    reason: String
    "the same reason as a message key of the core catalogues ('freight.minimumPurchase'), for clients that translate"
    reasonCode: String
    "that key's parameters (amounts in cents: { amount: 5000 }); null when served"
    reasonParams: JSON
  }

  "How long an option takes: value in units of type (days, hours)."
  type DeliveryDeadline {
    value: Int!
    type: String!
  }

  "One shipping option's freight and delivery time to a CEP; price -1: not served there, and reason says why."
  type ShippingQuote {
    shippingId: ID!
    type: String!
    label: String!
    price: Int!
    deadline: DeliveryDeadline
    reason: String
    reasonCode: String
    reasonParams: JSON
  }

  "Where a CEP is, and what each of the store's shipping options costs there and how long it takes."
  type ShippingQuotes {
    "masked: '01310-100'"
    postalCode: String!
    city: String
    state: String
    "the subtotal quoted, in cents: the item priced by the server times the quantity, or the price given"
    subtotal: Int!
    quotes: [ShippingQuote!]!
  }

  "A store's weekly opening hours, one interval a row (weekday 0 = Sunday … 6 = Saturday, times HH:MM, store time)."
  type OpeningHours {
    weekday: Int!
    opensAt: String!
    closesAt: String!
  }

  "Where and when a pickup order is collected."
  type PickupPlace {
    address: StoreDetails
    openingHours: [OpeningHours!]!
  }

  "What checkout needs in one call: options, methods and the user's addresses (empty for a visitor)."
  type StoreCheckout {
    "the store's address and opening hours, for the pickup option"
    pickup: PickupPlace!
    shippingOptions: [ShippingOption!]!
    paymentMethods: [PaymentMethod!]!
    "The signed-in user's addresses (accounts' Address), the main one first; empty for a visitor."
    addresses: [Address!]!
  }

  input CoordinatesInput {
    latitude: Float!
    longitude: Float!
  }

  "Where to deliver: an Address (latitude, longitude) or a saved Location (coords) both fit."
  input FreightAddressInput {
    postalCode: String
    city: String
    state: String
    latitude: Float
    longitude: Float
    coords: CoordinatesInput
  }

  extend type Query {
    "The store's active shipping options by sequence, each with the payment methods it accepts."
    shippingOptions(storeId: ID): [ShippingOption!]!
    shippingOption(id: ID!, storeId: ID): ShippingOption
    "Same as shippingOption (the storefront uses both names)."
    shipping(id: ID!, storeId: ID): ShippingOption
    "The store's active payment methods by sequence."
    paymentMethods(storeId: ID): [PaymentMethod!]!
    "Store payments and shipping options with the user's addresses (spec 7); null for another store's id."
    storeCheckout(storeId: ID): StoreCheckout
    """
    Freight to a CEP for a cart total (price, in cents). Without shippingId it quotes the store's delivery options
    (the postal-code widget); with it, that option. Coordinates come from address, else from the CEP.
    """
    calcFreight(
      postalCode: String!
      storeId: ID
      price: Int
      address: FreightAddressInput
      shippingId: ID
    ): FreightResult
    """
    Each active shipping option's freight and delivery time to a CEP, by sequence: for an item (itemId, quantity;
    priced by the server for the viewer) or for a subtotal (price, in cents). An invalid CEP is refused with
    'cep.invalid', an unknown one with 'freight.cepUnknown'. Counted as expensive.
    """
    shippingQuotes(postalCode: String!, storeId: ID, itemId: ID, quantity: Int, price: Int): ShippingQuotes
  }
`;
