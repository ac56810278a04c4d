/** Payments' own GraphQL: saving a card outside a purchase (UserPaymentCard is the accounts module's type). */
export const paymentsSchema = /* GraphQL */ `
  "A card to save: the number_token from POST …/tokens/card and what the gateway vaults with it."
  input AddPaymentCardInput {
    "A store payment method that takes credit or debit cards; it names the gateway."
    paymentMethod: ID!
    numberToken: String!
    cardHolderName: String!
    "Checked like at checkout, passed on to no one and never stored."
    cardSecurityCode: String!
    expiryMonth: Int!
    expiryYear: Int!
    billingAddressId: ID
  }

  extend type Mutation {
    "Saves a card in 'Meus cartões' through the store's card method: its number goes only to the card token call."
    addPaymentCard(input: AddPaymentCardInput!): UserPaymentCard
  }
`;
