import type { Db } from '../../db/database.js';
import type { Delivery } from '../../graphql/generated/resolvers.js';
import { destinationOf } from '../delivery/courier-view.js';
import { findDeliveryFacts, UNDER_WAY } from '../delivery/courier-repository.js';
import { findChat, findLastPosition } from './delivery-store.js';

const DELIVERED: readonly string[] = ['entregue', 'concluido', 'finalizado'];
const FAILED: readonly string[] = ['nao_entregue', 'cancelado', 'rejeitado'];

/** waiting | under_way | delivered | failed; null when no courier was ever involved and it never left the store. */
export function deliveryState(status: string, hasCourier: boolean): Delivery['state'] | null {
  if (UNDER_WAY.includes(status)) return 'under_way';
  if (!hasCourier) return null;
  if (DELIVERED.includes(status)) return 'delivered';
  if (FAILED.includes(status)) return 'failed';
  return 'waiting';
}

const firstName = (name: string | null): string | null => name?.trim().split(/\s+/)[0] || null;

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
    state === 'under_way' ? findLastPosition(db, orderId) : null,
    findChat(db, orderId),
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
