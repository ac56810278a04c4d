import type * as A from './tables/accounts.js';
import type * as C from './tables/catalog.js';
import type * as M from './tables/commerce.js';
import type * as D from './tables/delivery.js';
import type * as P from './tables/pets.js';
import type * as S from './tables/stores.js';

/** The whole schema as Kysely sees it: camelCase here, snake_case in the database. */
export interface Database {
  stores: S.StoresTable;
  storeUrls: S.StoreUrlsTable;
  storeDetails: S.StoreDetailsTable;
  categories: C.CategoriesTable;
  brands: C.BrandsTable;
  items: C.ItemsTable;
  itemCategories: C.ItemCategoriesTable;
  itemVariants: C.ItemVariantsTable;
  priceLists: C.PriceListsTable;
  priceListItems: C.PriceListItemsTable;
  users: A.UsersTable;
  addresses: A.AddressesTable;
  paymentCards: A.PaymentCardsTable;
  notifications: A.NotificationsTable;
  pushEndpoints: A.PushEndpointsTable;
  refreshTokens: A.RefreshTokensTable;
  verificationCodes: A.VerificationCodesTable;
  emailChanges: A.EmailChangesTable;
  carts: M.CartsTable;
  cartItems: M.CartItemsTable;
  paymentMethods: M.PaymentMethodsTable;
  shippingOptions: M.ShippingOptionsTable;
  shippingOptionPaymentMethods: M.ShippingOptionPaymentMethodsTable;
  freightRules: M.FreightRulesTable;
  discountRules: M.DiscountRulesTable;
  coupons: M.CouponsTable;
  couponCategories: M.CouponCategoriesTable;
  couponUsages: M.CouponUsagesTable;
  orders: M.OrdersTable;
  orderItems: M.OrderItemsTable;
  orderPayments: M.OrderPaymentsTable;
  orderStatusHistory: M.OrderStatusHistoryTable;
  paymentEvents: M.PaymentEventsTable;
  stockAlerts: M.StockAlertsTable;
  postalCodes: M.PostalCodesTable;
  pets: P.PetsTable;
  vaccines: P.VaccinesTable;
  petWeights: P.PetWeightsTable;
  services: P.ServicesTable;
  workingHours: P.WorkingHoursTable;
  appointments: P.AppointmentsTable;
  appointmentServices: P.AppointmentServicesTable;
  servicePrices: P.ServicePricesTable;
  serviceResources: P.ServiceResourcesTable;
  holidays: P.HolidaysTable;
  appointmentRules: P.AppointmentRulesTable;
  reminders: P.RemindersTable;
  deliveryTickets: D.DeliveryTicketsTable;
  deliveryPositions: D.DeliveryPositionsTable;
  deliveryChat: D.DeliveryChatTable;
}

/** Table names in the database, for tests and tools that list the schema. */
export const TABLES = [
  'stores',
  'store_urls',
  'store_details',
  'categories',
  'brands',
  'items',
  'item_categories',
  'item_variants',
  'price_lists',
  'price_list_items',
  'users',
  'addresses',
  'payment_cards',
  'notifications',
  'push_endpoints',
  'refresh_tokens',
  'verification_codes',
  'carts',
  'cart_items',
  'payment_methods',
  'shipping_options',
  'shipping_option_payment_methods',
  'freight_rules',
  'discount_rules',
  'coupons',
  'coupon_categories',
  'coupon_usages',
  'orders',
  'order_items',
  'order_payments',
  'order_status_history',
  'payment_events',
  'stock_alerts',
  'postal_codes',
  'pets',
  'vaccines',
  'services',
  'working_hours',
  'appointments',
  'appointment_services',
  'email_changes',
  'pet_weights',
  'service_prices',
  'service_resources',
  'holidays',
  'appointment_rules',
  'reminders',
  'delivery_tickets',
  'delivery_positions',
  'delivery_chat',
  'catalog_version',
] as const;
