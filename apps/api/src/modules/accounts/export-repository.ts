import type { Db } from '../../db/database.js';
import { appointmentData, notificationPayload, orderAddress } from '../../db/json-columns.js';

/*
 * Everything stored about one user, one query per table (children by `in (…)` over their parents' ids).
 * Columns are named one by one: secrets (password hash, tokens, gateway ids, push registrations) never leave.
 */

const none = <T>(): Promise<T[]> => Promise.resolve([]);

export async function loadAccountData(db: Db, userId: number) {
  const [user, addresses, cards, notifications, pushEndpoints, orders, pets, appointments, cartItems, stockAlerts] =
    await Promise.all([
      db
        .selectFrom('users')
        .innerJoin('stores', 'stores.id', 'users.storeId')
        .select([
          'users.id',
          'users.name',
          'users.email',
          'users.phone',
          'users.cpfCnpj',
          'users.personType',
          'users.stateRegistration',
          'users.avatar',
          'users.postalCode',
          'users.emailVerifiedAt',
          'users.isCompany',
          'users.companyVerifiedAt',
          'users.isento',
          'users.companyName',
          'users.legalName',
          'users.companyCreatedAt',
          'users.purchaseResponsibleName',
          'users.createdAt',
          'users.updatedAt',
          'users.googleSubject',
          'users.appleSubject',
          'stores.name as storeName',
          'stores.slug as storeSlug',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('addresses')
        .select([
          'id',
          'type',
          'title',
          'postalCode',
          'address',
          'addressNumber',
          'complement',
          'province',
          'city',
          'state',
          'nearby',
          'latitude',
          'longitude',
          'isMain',
          'deleted',
          'createdAt',
          'updatedAt',
        ])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('paymentCards')
        .select([
          'id',
          'cardBrand',
          'cardFirstDigits',
          'cardLastDigits',
          'cardExpMonth',
          'cardExpYear',
          'cardHolderName',
          'isDefault',
          'createdAt',
        ])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('notifications')
        .select(['id', 'createdAt', 'type', 'title', 'message', 'payload', 'readed'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      db
        .selectFrom('pushEndpoints')
        .select(['type', 'description', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('orders')
        .select([
          'id',
          'createdAt',
          'updatedAt',
          'status',
          'statusMessage',
          'subtotal',
          'couponDiscount',
          'paymentDiscount',
          'freight',
          'total',
          'changeFor',
          'observation',
          'fiscalDocument',
          'fiscalDocumentLink',
          'address',
          'couponCode',
        ])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      db
        .selectFrom('pets')
        .select([
          'id',
          'name',
          'species',
          'breed',
          'color',
          'coat',
          'size',
          'gender',
          'status',
          'dateOfBirth',
          'weightGrams',
          'observations',
          'avatar',
          'deleted',
          'createdAt',
          'updatedAt',
        ])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('appointments')
        .innerJoin('services', 'services.id', 'appointments.serviceId')
        .select([
          'appointments.id',
          'appointments.dateTime',
          'appointments.dateTimeEnd',
          'appointments.status',
          'appointments.type',
          'appointments.description',
          'appointments.location',
          'appointments.observations',
          'appointments.petId',
          'appointments.addressId',
          'appointments.specificData',
          'appointments.weightGrams',
          'appointments.price',
          'appointments.deleted',
          'appointments.createdAt',
          'services.description as service',
        ])
        .where('appointments.userId', '=', userId)
        .orderBy('appointments.dateTime', 'desc')
        .execute(),
      db
        .selectFrom('cartItems')
        .innerJoin('carts', 'carts.id', 'cartItems.cartId')
        .innerJoin('items', 'items.id', 'cartItems.itemId')
        .select(['cartItems.itemId', 'items.name', 'cartItems.quantity'])
        .where('carts.userId', '=', userId)
        .orderBy('cartItems.id')
        .execute(),
      db
        .selectFrom('stockAlerts')
        .innerJoin('items', 'items.id', 'stockAlerts.itemId')
        .select(['stockAlerts.itemId', 'items.name', 'stockAlerts.createdAt', 'stockAlerts.notifiedAt'])
        .where('stockAlerts.userId', '=', userId)
        .execute(),
    ]);
  const orderIds = orders.map((o) => o.id);
  const petIds = pets.map((p) => p.id);
  const [orderItems, payments, history, vaccines, weights] = await Promise.all([
    orderIds.length === 0
      ? none<{ orderId: number; itemId: number; name: string; quantity: number; price: number; total: number }>()
      : db
          .selectFrom('orderItems')
          .select(['orderId', 'itemId', 'name', 'quantity', 'price', 'total'])
          .where('orderId', 'in', orderIds)
          .orderBy('id')
          .execute(),
    // the gateway's reference and answer (links, codes) stay out: they act on the payment
    orderIds.length === 0
      ? none<{
          orderId: number;
          type: string;
          gateway: string | null;
          billingType: string | null;
          status: string;
          amount: number;
          installments: number;
          createdAt: string;
        }>()
      : db
          .selectFrom('orderPayments')
          .select(['orderId', 'type', 'gateway', 'billingType', 'status', 'amount', 'installments', 'createdAt'])
          .where('orderId', 'in', orderIds)
          .orderBy('id')
          .execute(),
    orderIds.length === 0
      ? none<{ orderId: number; status: string; message: string | null; createdAt: string }>()
      : db
          .selectFrom('orderStatusHistory')
          .select(['orderId', 'status', 'message', 'createdAt'])
          .where('orderId', 'in', orderIds)
          .orderBy('createdAt')
          .orderBy('id')
          .execute(),
    petIds.length === 0
      ? none<{
          petId: number;
          name: string;
          appliedAt: string | null;
          nextDoseAt: string | null;
          batch: string | null;
          clinic: string | null;
          notes: string | null;
        }>()
      : db
          .selectFrom('vaccines')
          .select(['petId', 'name', 'appliedAt', 'nextDoseAt', 'batch', 'clinic', 'notes'])
          .where('petId', 'in', petIds)
          .orderBy('id')
          .execute(),
    petIds.length === 0
      ? none<{ petId: number; weighedOn: string; weightGrams: number }>()
      : db
          .selectFrom('petWeights')
          .select(['petId', 'weighedOn', 'weightGrams'])
          .where('petId', 'in', petIds)
          .orderBy('petId')
          .orderBy('weighedOn')
          .execute(),
  ]);
  return {
    user,
    addresses,
    cards,
    pushEndpoints,
    orderItems,
    payments,
    history,
    pets,
    vaccines,
    weights,
    cartItems,
    stockAlerts,
    notifications: notifications.map((n) => ({ ...n, payload: notificationPayload(n.payload) })),
    orders: orders.map((o) => ({ ...o, address: orderAddress(o.address) })),
    appointments: appointments.map((a) => ({ ...a, specificData: appointmentData(a.specificData) })),
  };
}

export type AccountData = Awaited<ReturnType<typeof loadAccountData>>;
