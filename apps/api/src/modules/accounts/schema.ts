export const accountsSchema = /* GraphQL */ `
  "The signed-in shopper (spec 3 'User (me)')."
  type User {
    id: ID!
    name: String!
    email: String!
    phone: String
    cpfCnpj: String
    stateRegistration: String
    "Relative to the API's origin: /api/files/-/avatars/<name>"
    avatar: String
    updatedAt: String!
    postalCode: String
    emailVerifiedAt: String
    "A new e-mail waiting for its confirmation link to be opened; email changes only then."
    pendingEmail: String
    "False for an account that signs in only with Google or Apple (it proves itself by signing in again)."
    hasPassword: Boolean!
    company: Boolean!
    companyVerifiedAt: String
    isento: Boolean!
    "Trade name (nome fantasia)."
    companyName: String
    "Legal name (razão social); the spec spells it this way."
    company_name: String
    "YYYY-MM-DD"
    companyCreatedAt: String
    purchaseResponsibleName: String
    mainAddress: Address
    "Live addresses, the main one first (titled 'Principal')."
    addresses: [Address!]!
    "Saved cards, the default first; at most 10."
    cards(first: Int = 10): [UserPaymentCard!]!
    "Newest first."
    notifications(first: Int = 10, page: Int = 1): NotificationPage!
    unreadNotifications: Int!
    "True for an account that delivers this store's orders: its screens are 'Minhas entregas' (/courier)."
    courier: Boolean!
  }

  type Address {
    id: ID!
    type: String!
    title: String
    postalCode: String!
    address: String!
    addressNumber: String!
    complement: String
    "Neighbourhood (bairro)."
    province: String!
    city: String!
    state: String!
    "Reference points."
    nearby: String
    latitude: Float
    longitude: Float
    isMain: Boolean!
    deleted: Boolean!
  }

  "A saved card: the gateway's token and what the shopper needs to recognise it, never the number or code."
  type UserPaymentCard {
    id: ID!
    externalId: String!
    cardBrand: String!
    cardFirstDigits: String!
    cardLastDigits: String!
    cardExpMonth: Int!
    cardExpYear: Int!
    cardHolderName: String!
    billingAddressId: ID
    isDefault: Boolean!
    createdAt: String!
  }

  type Notification {
    id: ID!
    createdAt: String!
    type: String!
    title: String!
    message: String!
    payload: JSON
    readed: Boolean!
  }

  type NotificationPage {
    data: [Notification!]!
    paginatorInfo: PaginatorInfo!
  }

  enum PushEndpointType {
    WEBPUSH
    FIREBASE_APP
    EXPO_APP
  }

  "Only what a shopper may change; company fields only for company accounts."
  input UpdateMeInput {
    name: String
    "A new e-mail stays pending (User.pendingEmail) until the link sent to it is opened."
    email: String
    "Required with a new e-mail when the account has a password."
    currentPassword: String
    phone: String
    cpfCnpj: String
    postalCode: String
    stateRegistration: String
    companyName: String
    company_name: String
    "YYYY-MM-DD"
    companyCreatedAt: String
    purchaseResponsibleName: String
  }

  "Without id a new address; with id one of the user's own. Fields are checked by the rules of spec 5."
  input AddressInput {
    id: ID
    type: String
    title: String
    postalCode: String
    address: String
    addressNumber: String
    complement: String
    province: String
    city: String
    state: String
    nearby: String
    latitude: Float
    longitude: Float
    isMain: Boolean
  }

  extend type Query {
    me: User
    "Everything stored about the signed-in user (LGPD); the same document as GET /api/me/export."
    exportMyData: JSON
  }

  extend type Mutation {
    updateMe(input: UpdateMeInput!): User
    updateUserPassword(currentPassword: String!, newerPassword: String!, newerPasswordConfirmation: String!): Boolean
    "A data URL: image/png, image/jpeg or image/webp, at most 1 MB."
    updateUserAvatar(file: String!): User
    setAddress(input: AddressInput!): Address
    unsetAddress(id: ID!): Boolean
    "Marks the given notifications read (all when ids is omitted); answers the unread count."
    readNotifications(ids: [ID!]): Int
    setUserEndpoint(type: PushEndpointType!, registration: String!, description: String): Boolean
    unsetUserEndpoint(type: PushEndpointType!, registration: String!): Boolean
    setPaymentCardAsDefault(id: ID!): UserPaymentCard
    unsetPaymentCard(id: ID!): Boolean
    """
    Anonymises the account and deletes its personal data; orders are kept (LGPD, docs/decisions/0004-lgpd.md).
    Needs the owner's proof, as a change of e-mail: currentPassword, or for an account without a password a Google
    or Apple sign-in of the last 5 minutes. The address the account had is told once it is deleted.
    """
    deleteMyAccount(currentPassword: String): Boolean
  }
`;
