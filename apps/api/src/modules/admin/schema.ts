export const adminSchema = /* GraphQL */ `
  extend type Mutation {
    "Admin: move an order to another status (the transitions table decides what is allowed)."
    adminUpdateOrderStatus(id: ID!, status: String!, message: String): String!
    "Admin: mark the order's pending Pix, boleto or link payment paid."
    adminMarkOrderPaid(id: ID!): String!
    "Admin: approve a company customer by e-mail."
    adminApproveCompany(email: String!): ID!
  }
`;
