export const couponsSchema = /* GraphQL */ `
  "Spec 3 'Discount rule': discountValue is a percent for percentage, cents for value."
  type DiscountRule {
    id: ID!
    discountType: String!
    discountValue: Int!
    isDefault: Boolean!
    paymentMethod: PaymentMethod!
  }

  type CouponCategory {
    categoryId: ID!
  }

  """
  Spec 3 'Coupon', plus discount: what it takes off this cart, in cents. discountValue is a percent for
  percentage, cents for value; minimalOrderValue in cents.
  """
  type DiscountCoupon {
    couponCode: String!
    description: String!
    discountType: String!
    discountValue: Int!
    minimalOrderValue: Int!
    ignorePromotionalItems: Boolean!
    ignoreDiscountRules: Boolean!
    categories: [CouponCategory!]!
    discount: Int!
  }

  """
  valid false is an answer, not an error (spec 8 'Coupon'): code is the message key of the core catalogues and
  params its parameters (amounts in cents), for the client to show in its reader's language; message is the pt-BR text.
  """
  type CouponValidation {
    valid: Boolean!
    message: String!
    code: String!
    params: JSON!
    data: DiscountCoupon
  }

  extend type Query {
    "The store's payment-method discount rules; empty when the store has a store-wide discount."
    discountRules(storeId: ID): [DiscountRule!]!
  }
`;
