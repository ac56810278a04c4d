import { isOrderStatus, statusLabel } from '@store/core';
import { orderAddress } from '../../db/json-columns.js';
import type { CourierOrder, DeliveryPosition } from '../../graphql/generated/resolvers.js';
import type { CourierOrderRow } from './courier-repository.js';

/** The order's address point, as it was when ordered; null when it has none (pickup, or no map position). */
export function destinationOf(address: string | null, at: string): DeliveryPosition | null {
  const a = orderAddress(address);
  if (!a || typeof a.latitude !== 'number' || typeof a.longitude !== 'number') return null;
  return { latitude: a.latitude, longitude: a.longitude, at };
}

/** What a courier sees of an order: who, where and how much to collect; never the customer's delivery code. */
export function courierOrderView(row: CourierOrderRow): CourierOrder {
  return {
    id: row.id,
    status: row.status,
    statusLabel: isOrderStatus(row.status) ? statusLabel(row.status, 'pt-BR') : row.status,
    pickup: row.shippingType === 'pickup',
    customerName: row.customerName,
    address: orderAddress(row.address),
    destination: destinationOf(row.address, row.createdAt),
    total: row.total,
    createdAt: row.createdAt,
  };
}
