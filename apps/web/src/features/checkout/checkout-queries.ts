import type { BillingType, PaymentMethodType, ShippingType } from '@store/core';

export type CheckoutPaymentMethod = {
  id: string;
  type: PaymentMethodType;
  label: string;
  gateway: string | null;
  supportedTypes: BillingType[];
  supportedNetworks: string[];
  installments: { number_installments: number; min_installment_value: number };
};

export type CheckoutShippingOption = {
  id: string;
  type: ShippingType;
  label: string;
  amount: number;
  paymentMethods: { id: string }[];
};

export type CheckoutAddress = {
  id: string;
  title: string | null;
  postalCode: string;
  address: string;
  addressNumber: string;
  province: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  isMain: boolean;
};

export type SavedCard = { id: string; cardBrand: string; cardLastDigits: string; isDefault: boolean };

export type CheckoutUser = {
  name: string | null;
  cpfCnpj: string | null;
  phone: string | null;
  postalCode: string | null;
  emailVerifiedAt: string | null;
  company: boolean;
  companyVerifiedAt: string | null;
  cards: SavedCard[];
};

export type CheckoutData = {
  storeCheckout: { shippingOptions: CheckoutShippingOption[]; paymentMethods: CheckoutPaymentMethod[]; addresses: CheckoutAddress[] } | null;
  discountRules: { id: string; discountType: 'percentage' | 'value'; discountValue: number; isDefault: boolean; paymentMethod: { id: string } }[];
  me: CheckoutUser | null;
};

export const CHECKOUT_QUERY = /* GraphQL */ `
  query Checkout($storeId: ID) {
    storeCheckout(storeId: $storeId) {
      shippingOptions { id type label amount paymentMethods { id } }
      paymentMethods { id type label gateway supportedTypes supportedNetworks installments { number_installments min_installment_value } }
      addresses { id title postalCode address addressNumber province city state latitude longitude isMain }
    }
    discountRules(storeId: $storeId) { id discountType discountValue isDefault paymentMethod { id } }
    me { name cpfCnpj phone postalCode emailVerifiedAt company companyVerifiedAt cards { id cardBrand cardLastDigits isDefault } }
  }
`;

export type FreightAnswer = { price: number; reason: string | null };

export const FREIGHT_QUERY = /* GraphQL */ `
  query CheckoutFreight($postalCode: String!, $storeId: ID, $price: Int, $address: FreightAddressInput, $shippingId: ID) {
    calcFreight(postalCode: $postalCode, storeId: $storeId, price: $price, address: $address, shippingId: $shippingId) { price reason }
  }
`;

export const CREATE_ORDER = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id status total } }
`;
