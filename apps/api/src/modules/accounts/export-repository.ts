import type { Db } from '../../db/database.js';
import { appointmentData, notificationPayload, orderAddress } from '../../db/json-columns.js';
import {
  addressesOf,
  cardsOf,
  cartItemsOf,
  notificationsOf,
  pushEndpointsOf,
  stockAlertsOf,
  userOf,
} from './export-account-queries.js';
import { historyOf, orderItemsOf, ordersOf, paymentsOf } from './export-order-queries.js';
import { appointmentsOf, petsOf, vaccinesOf, weightsOf } from './export-pet-queries.js';

/*
 * Everything stored about one user, one query per table (children by `in (…)` over their parents' ids).
 * Columns are named one by one: secrets (password hash, tokens, gateway ids, push registrations) never leave.
 */

const none = <T>(): Promise<T[]> => Promise.resolve([]);

export async function loadAccountData(db: Db, userId: number) {
  const [user, addresses, cards, notifications, pushEndpoints, orders, pets, appointments, cartItems, stockAlerts] =
    await Promise.all([
      userOf(db, userId),
      addressesOf(db, userId),
      cardsOf(db, userId),
      notificationsOf(db, userId),
      pushEndpointsOf(db, userId),
      ordersOf(db, userId),
      petsOf(db, userId),
      appointmentsOf(db, userId),
      cartItemsOf(db, userId),
      stockAlertsOf(db, userId),
    ]);
  const orderIds = orders.map((o) => o.id);
  const petIds = pets.map((p) => p.id);
  const [orderItems, payments, history, vaccines, weights] = await Promise.all([
    orderIds.length === 0
      ? none<{ orderId: number; itemId: number; name: string; quantity: number; price: number; total: number }>()
      : orderItemsOf(db, orderIds),
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
      : paymentsOf(db, orderIds),
    orderIds.length === 0
      ? none<{ orderId: number; status: string; message: string | null; createdAt: string }>()
      : historyOf(db, orderIds),
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
      : vaccinesOf(db, petIds),
    petIds.length === 0 ? none<{ petId: number; weighedOn: string; weightGrams: number }>() : weightsOf(db, petIds),
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
