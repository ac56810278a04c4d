/** The account section of the data export: the user, addresses, cards, notifications, devices, cart and alerts. */
import type { Db } from '../../db/database.js';

export function userOf(db: Db, userId: number) {
  return db
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
    .executeTakeFirstOrThrow();
}

export function addressesOf(db: Db, userId: number) {
  return db
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
    .execute();
}

export function cardsOf(db: Db, userId: number) {
  return db
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
    .execute();
}

export function notificationsOf(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'createdAt', 'type', 'title', 'message', 'payload', 'readed'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function pushEndpointsOf(db: Db, userId: number) {
  return db
    .selectFrom('pushEndpoints')
    .select(['type', 'description', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function cartItemsOf(db: Db, userId: number) {
  return db
    .selectFrom('cartItems')
    .innerJoin('carts', 'carts.id', 'cartItems.cartId')
    .innerJoin('items', 'items.id', 'cartItems.itemId')
    .select(['cartItems.itemId', 'items.name', 'cartItems.quantity'])
    .where('carts.userId', '=', userId)
    .orderBy('cartItems.id')
    .execute();
}

export function stockAlertsOf(db: Db, userId: number) {
  return db
    .selectFrom('stockAlerts')
    .innerJoin('items', 'items.id', 'stockAlerts.itemId')
    .select(['stockAlerts.itemId', 'items.name', 'stockAlerts.createdAt', 'stockAlerts.notifiedAt'])
    .where('stockAlerts.userId', '=', userId)
    .execute();
}
