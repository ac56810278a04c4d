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

  "What checkout needs in one call: options, methods and the user's addresses (empty for a visitor)."
  type StoreCheckout {
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
  }
`;
