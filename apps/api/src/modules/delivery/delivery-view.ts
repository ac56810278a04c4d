import { isOrderStatus, statusLabel } from '@store/core';
import type { Db } from '../../db/database.js';
import { orderAddress } from '../../db/json-columns.js';
import type { CourierOrder, Delivery, DeliveryPosition } from '../../graphql/generated/resolvers.js';
import { findDeliveryFacts, UNDER_WAY, type CourierOrderRow } from './courier-repository.js';
import { chatOf, lastPosition } from './tracking-links.js';

const DELIVERED: readonly string[] = ['entregue', 'concluido', 'finalizado'];
const FAILED: readonly string[] = ['nao_entregue', 'cancelado', 'rejeitado'];

/** The order's address point, as it was when ordered; null when it has none (pickup, or no map position). */
export function destinationOf(address: string | null, at: string): DeliveryPosition | null {
  const a = orderAddress(address);
  if (!a || typeof a.latitude !== 'number' || typeof a.longitude !== 'number') return null;
  return { latitude: a.latitude, longitude: a.longitude, at };
}

/** waiting | under_way | delivered | failed; null when no courier was ever involved and it never left the store. */
export function deliveryState(status: string, hasCourier: boolean): Delivery['state'] | null {
  if (UNDER_WAY.includes(status)) return 'under_way';
  if (!hasCourier) return null;
  if (DELIVERED.includes(status)) return 'delivered';
  if (FAILED.includes(status)) return 'failed';
  return 'waiting';
}

const firstName = (name: string | null): string | null => name?.trim().split(/\s+/)[0] || null;

/** What a courier sees of an order: who, where and how much to collect; never the customer's delivery code. */
export function courierOrderView(row: CourierOrderRow): CourierOrder {
  return {
    id: row.id,
    status: row.status,
    statusLabel: isOrderStatus(row.status) ? statusLabel(row.status, 'pt-BR') : row.status,
    customerName: row.customerName,
    address: orderAddress(row.address),
    destination: destinationOf(row.address, row.createdAt),
    total: row.total,
    createdAt: row.createdAt,
  };
}

/**
 * The customer's view of their order's delivery: the courier's position only while the order is under way, so
 * neither where the courier waits before leaving nor where they go after the door is ever shown.
 */
export async function customerDelivery(db: Db, orderId: number, userId: number): Promise<Delivery | null> {
  const facts = await findDeliveryFacts(db, orderId, userId);
  if (!facts) return null;
  const state = deliveryState(facts.status, facts.courierId !== null);
  if (!state) return null;
  const [position, chat] = await Promise.all([
    state === 'under_way' ? lastPosition(db, orderId) : null,
    chatOf(db, orderId),
  ]);
  return {
    orderId: facts.id,
    state,
    courierName: firstName(facts.courierName),
    position,
    destination: destinationOf(facts.address, facts.updatedAt),
    chat,
  };
}
