import type { BillingType, PaymentMethodType, ShippingType } from '@store/core';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/graphql-client';

export const CHECKOUT_QUERY = graphql(`
  query Checkout($storeId: ID) {
    storeCheckout(storeId: $storeId) {
      shippingOptions { id type label amount paymentMethods { id } }
      paymentMethods { id type label gateway supportedTypes supportedNetworks installments { number_installments min_installment_value } }
      addresses { id title postalCode address addressNumber province city state latitude longitude isMain }
      pickup {
        address { address addressNumber complement province city state postalCode }
        openingHours { weekday opensAt closesAt }
      }
    }
    discountRules(storeId: $storeId) { id discountType discountValue isDefault paymentMethod { id } }
    me { name cpfCnpj phone postalCode emailVerifiedAt company companyVerifiedAt cards { id cardBrand cardLastDigits isDefault } }
  }
`);

export const CREATE_ORDER = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id status total } }
`);

type Answer = ResultOf<typeof CHECKOUT_QUERY>;
type Raw = NonNullable<Answer['storeCheckout']>;

// The schema types these fields as String; the core's unions name the values the API sends, and the
// checkout rules (core) take those unions.
export type CheckoutPaymentMethod = Omit<Raw['paymentMethods'][number], 'type' | 'supportedTypes'> & {
  type: PaymentMethodType;
  supportedTypes: BillingType[];
};
export type CheckoutShippingOption = Omit<Raw['shippingOptions'][number], 'type'> & { type: ShippingType };
type DiscountRule = Omit<Answer['discountRules'][number], 'discountType'> & { discountType: 'percentage' | 'value' };
export type CheckoutData = Omit<Answer, 'storeCheckout' | 'discountRules'> & {
  storeCheckout:
    | (Omit<Raw, 'paymentMethods' | 'shippingOptions'> & {
        paymentMethods: CheckoutPaymentMethod[];
        shippingOptions: CheckoutShippingOption[];
      })
    | null;
  discountRules: DiscountRule[];
};
export type CheckoutAddress = Raw['addresses'][number];

/** The checkout answer with the API's codes read as the core's unions. */
export const asCheckoutData = (answer: Answer) => answer as CheckoutData;
