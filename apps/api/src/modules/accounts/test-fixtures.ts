import type { TestApp } from '../../../test/app.js';
import { saveUpload } from '../files/storage.js';
import { PNG_1X1 } from '../files/test-images.js';
import { userIdOf } from './testing.js';

/** Secrets planted in a user's rows, so tests can prove none of them leaves in an export. */
export const SECRETS = {
  googleSubject: 'google-subject-7f3a',
  paymentExternalId: 'pay_ext_91c2',
  pixCode: '00020126pixsecret',
  idempotencyKey: 'idem-5521',
  refreshTokenHash: 'refresh-hash-b7e1',
  verificationCodeHash: 'code-hash-44d0',
  pushRegistration: 'fcm-registration-d00d',
};

/**
 * Gives a seeded shopper a history: an order (at the non-main address, with items, a payment and status history),
 * a push endpoint, a cart, a stock alert, a sign-in, a pending verification code, a Google link and an avatar.
 */
export async function seedHistory(t: TestApp, email: string) {
  const db = t.database.db;
  const userId = await userIdOf(t, email);
  const user = await db.selectFrom('users').select('storeId').where('id', '=', userId).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const address = await db
    .selectFrom('addresses')
    .selectAll()
    .where('userId', '=', userId)
    .where('isMain', '=', 0)
    .executeTakeFirstOrThrow();
  const item = await db
    .selectFrom('items')
    .select(['id', 'name', 'price'])
    .where('storeId', '=', user.storeId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const snapshot = JSON.stringify({
    address: address.address,
    addressNumber: address.addressNumber,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
  });
  const order = await db
    .insertInto('orders')
    .values({
      storeId: user.storeId,
      userId,
      status: 'entregue',
      subtotal: item.price * 2,
      total: item.price * 2 + 990,
      freight: 990,
      addressId: address.id,
      address: snapshot,
      observation: 'Deixar na portaria',
      idempotencyKey: SECRETS.idempotencyKey,
      requestHash: 'request-hash',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderItems')
    .values({
      orderId: order.id,
      itemId: item.id,
      name: item.name,
      quantity: 2,
      price: item.price,
      total: item.price * 2,
    })
    .execute();
  await db
    .insertInto('orderPayments')
    .values({
      orderId: order.id,
      type: 'pix',
      gateway: 'sandbox',
      status: 'paid',
      amount: item.price * 2 + 990,
      externalId: SECRETS.paymentExternalId,
      transaction: JSON.stringify({ pixCode: SECRETS.pixCode }),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('orderStatusHistory')
    .values([
      { orderId: order.id, status: 'pendente', message: null, createdAt: now },
      { orderId: order.id, status: 'entregue', message: 'Entregue ao porteiro', createdAt: now },
    ])
    .execute();
  await db
    .insertInto('pushEndpoints')
    .values({
      userId,
      type: 'FIREBASE_APP',
      registration: SECRETS.pushRegistration,
      description: 'Android 14',
      createdAt: now,
    })
    .execute();
  const cart = await db
    .insertInto('carts')
    .values({ userId, storeId: user.storeId, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('cartItems').values({ cartId: cart.id, itemId: item.id, variantId: null, quantity: 1 }).execute();
  await db
    .insertInto('stockAlerts')
    .values({ userId, storeId: user.storeId, itemId: item.id, notifiedAt: null, createdAt: now })
    .execute();
  await db
    .insertInto('refreshTokens')
    .values({
      userId,
      storeId: user.storeId,
      familyId: 'family-1',
      tokenHash: SECRETS.refreshTokenHash,
      expiresAt: now,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('verificationCodes')
    .values({
      userId,
      purpose: 'email',
      codeHash: SECRETS.verificationCodeHash,
      expiresAt: now,
      usedAt: null,
      createdAt: now,
    })
    .execute();
  const avatar = await saveUpload(t.config.dataDir, 'avatars', PNG_1X1, 'png');
  await db
    .updateTable('users')
    .set({ googleSubject: SECRETS.googleSubject, avatar })
    .where('id', '=', userId)
    .execute();
  return { userId, orderId: order.id, orderAddressId: address.id, item, avatar, snapshot };
}
