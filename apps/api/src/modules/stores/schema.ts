export const storesSchema = /* GraphQL */ `
  type StoreConfig {
    id: ID!
    guid: String!
    storeId: ID!
    name: String!
    ecommerce: Boolean!
    appointments: Boolean!
    "The IANA zone of the store's clock (America/Sao_Paulo unless set): its hours, slots and every date it shows."
    timeZone: String!
    themes: JSON!
    banners: JSON!
    config: JSON!
    notify: JSON!
    manifest: JSON!
    providers: JSON!
    trackers: JSON!
    urls: [String!]!
  }

  "Who runs the store and where: the footer and the about page."
  type StoreDetails {
    name: String!
    cpfCnpj: String
    whatsapp: String
    phone: String
    email: String
    site: String
    latitude: Float
    longitude: Float
    postalCode: String
    address: String
    addressNumber: String
    complement: String
    province: String
    city: String
    state: String
  }

  type Store {
    id: ID!
    guid: String!
    name: String!
    ecommerce: Boolean!
    appointments: Boolean!
    details: StoreDetails
  }

  extend type Query {
    "The store this deployment serves at that url (host); the request's host when omitted."
    config(url: String): StoreConfig
    "The request's store with its details; null for an unknown id or another store's."
    store(id: ID!): Store
  }
`;
