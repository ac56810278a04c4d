import type { Generated } from 'kysely';
import type { Instant } from './stores.js';

export interface DeliveryTicketsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  orderId: number;
  sessionId: string | null;
  expiresAt: Instant;
  usedAt: Instant | null;
  createdAt: Instant;
}

/** The courier's last position per order (only while it is under way). */
export interface DeliveryPositionsTable {
  orderId: number;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
  at: Instant;
}

export interface DeliveryChatTable {
  id: Generated<number>;
  orderId: number;
  userId: number | null;
  sender: string;
  message: string;
  createdAt: Instant;
}
