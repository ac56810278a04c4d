import type { Generated } from 'kysely';
import type { Flag, Instant, JsonText } from './stores.js';

export interface CartsTable {
  id: Generated<number>;
  userId: number;
  storeId: number;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface CartItemsTable {
  id: Generated<number>;
  cartId: number;
  itemId: number;
  variantId: number | null;
  quantity: number;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  storeId: number;
  type: 'card' | 'simple' | 'pix' | 'gateway';
  label: string;
  gateway: string | null;
  supportedTypes: Generated<JsonText>;
  supportedNetworks: Generated<JsonText>;
  numberInstallments: Generated<number>;
  minInstallmentValue: Generated<number>;
  active: Generated<Flag>;
  sequence: Generated<number>;
}

export interface ShippingOptionsTable {
  id: Generated<number>;
  storeId: number;
  type: 'delivery' | 'shipping' | 'pickup' | 'dispatch';
  label: string;
  amount: Generated<number>;
  usePostalCodes: Generated<Flag>;
  active: Generated<Flag>;
  sequence: Generated<number>;
}

export interface ShippingOptionPaymentMethodsTable {
  shippingOptionId: number;
  paymentMethodId: number;
}

export interface FreightRulesTable {
  id: Generated<number>;
  shippingOptionId: number;
  postalCodeStart: string | null;
  postalCodeEnd: string | null;
  maxDistanceMeters: number | null;
  price: Generated<number>;
  freeShippingPrice: number | null;
  minimalPurchase: Generated<number>;
  discount: Generated<number>;
  deadlineValue: number | null;
  deadlineType: string | null;
  sequence: Generated<number>;
}

export interface DiscountRulesTable {
  id: Generated<number>;
  storeId: number;
  paymentMethodId: number | null;
  discountType: 'percentage' | 'value';
  discountValue: number;
  isDefault: Generated<Flag>;
}

export interface CouponsTable {
  id: Generated<number>;
  storeId: number;
  code: string;
  description: Generated<string>;
  discountType: 'percentage' | 'value';
  discountValue: number;
  minimalOrderValue: Generated<number>;
  ignorePromotionalItems: Generated<Flag>;
  ignoreDiscountRules: Generated<Flag>;
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  usedCount: Generated<number>;
  startsAt: Instant | null;
  endsAt: Instant | null;
  active: Generated<Flag>;
}

export interface CouponCategoriesTable {
  couponId: number;
  categoryId: number;
}

export interface CouponUsagesTable {
  id: Generated<number>;
  couponId: number;
  userId: number;
  orderId: number;
  createdAt: Instant;
}

export interface OrdersTable {
  id: Generated<number>;
  storeId: number;
  userId: number;
  status: string;
  statusMessage: string | null;
  subtotal: Generated<number>;
  couponDiscount: Generated<number>;
  paymentDiscount: Generated<number>;
  freight: Generated<number>;
  total: Generated<number>;
  changeFor: number | null;
  observation: string | null;
  fiscalDocument: string | null;
  fiscalDocumentLink: string | null;
  addressId: number | null;
  address: JsonText | null;
  shippingOptionId: number | null;
  paymentMethodId: number | null;
  couponId: number | null;
  couponCode: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** the courier assigned to deliver it (a user with role 'courier' of the same store) */
  courierId: Generated<number | null>;
  /** 4 digits the customer tells the courier; set when the delivery starts, cleared when it ends */
  deliveryCode: Generated<string | null>;
  deliveryCodeTries: Generated<number>;
  deliveryCodeLockedUntil: Generated<Instant | null>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  itemId: number;
  variantId: number | null;
  name: string;
  quantity: number;
  price: number;
  total: number;
}

export interface OrderPaymentsTable {
  id: Generated<number>;
  orderId: number;
  type: string;
  gateway: string | null;
  billingType: string | null;
  status: string;
  amount: Generated<number>;
  installments: Generated<number>;
  externalId: string | null;
  transaction: Generated<JsonText>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  orderId: number;
  status: string;
  message: string | null;
  createdAt: Instant;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  gateway: string;
  eventId: string;
  payload: JsonText;
  receivedAt: Instant;
}

export interface StockAlertsTable {
  id: Generated<number>;
  userId: number;
  storeId: number;
  itemId: number;
  notifiedAt: Instant | null;
  createdAt: Instant;
}

export interface PostalCodesTable {
  cep: string;
  street: string | null;
  complement: string | null;
  neighbourhood: string | null;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}
