export const storesSchema = /* GraphQL */ `
  type StoreConfig {
    id: ID!
    guid: String!
    storeId: ID!
    name: String!
    ecommerce: Boolean!
    appointments: Boolean!
    themes: JSON!
    banners: JSON!
    config: JSON!
    notify: JSON!
    manifest: JSON!
    providers: JSON!
    trackers: JSON!
    urls: [String!]!
  }

  extend type Query {
    "The store this deployment serves at that url (host); the request's host when omitted."
    config(url: String): StoreConfig
  }
`;
