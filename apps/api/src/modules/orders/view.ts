import { isOrderStatus, statusColor, statusLabel } from '@store/core';
import { itemImages, orderAddress, paymentTransaction } from '../../db/json-columns.js';
import type { loadOrderDetails, OrderRow } from './repository.js';
import type { Order } from '../../graphql/generated/resolvers.js';

type Details = Awaited<ReturnType<typeof loadOrderDetails>>;

const thumbnail = (images: string | null): string | null => itemImages(images)[0] ?? null;

/** What a customer sees of an order (spec 3 'Order'): money in cents, the address as it was when ordered. */
export function orderViews(orders: readonly OrderRow[], details: Details): Order[] {
  return orders.map((order) => ({
    id: order.id,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    status: order.status,
    statusLabel: isOrderStatus(order.status) ? statusLabel(order.status, 'pt-BR') : order.status,
    statusColor: isOrderStatus(order.status) ? statusColor(order.status) : null,
    statusMessage: order.statusMessage,
    subtotal: order.subtotal,
    couponDiscount: order.couponDiscount,
    paymentDiscount: order.paymentDiscount,
    freight: order.freight,
    total: order.total,
    changeFor: order.changeFor,
    couponCode: order.couponCode,
    observation: order.observation,
    fiscalDocument: order.fiscalDocument,
    fiscalDocumentLink: order.fiscalDocumentLink,
    address: orderAddress(order.address),
    shippingOptionId: order.shippingOptionId,
    paymentMethodId: order.paymentMethodId,
    items: details.items
      .filter((i) => i.orderId === order.id)
      .map((i) => ({
        id: i.id,
        quantity: i.quantity,
        price: i.price,
        total: i.total,
        item: { id: i.itemId, code: i.code, name: i.name, image: thumbnail(i.images) },
      })),
    payments: details.payments
      .filter((p) => p.orderId === order.id)
      .map((p) => ({
        id: p.id,
        type: p.type,
        gateway: p.gateway,
        billingType: p.billingType,
        status: p.status,
        amount: p.amount,
        installments: p.installments,
        transaction: paymentTransaction(p.transaction),
      })),
    statusStory: details.history
      .filter((h) => h.orderId === order.id)
      .map((h) => ({ id: h.id, createdAt: h.createdAt, status: h.status, message: h.message })),
  }));
}
