import {
  MAX_CART_LINES,
  MAX_QUANTITY,
  msg,
  shouldAppendObservation,
  validateNoCardNumber,
  validateObservation,
  type Message,
  type MessageKey,
} from '@store/core';
import { validationError } from '../../lib/errors.js';
import { parseId } from '../stores/scope.js';
import type { CreateOrderInput } from '../../graphql/generated/resolvers.js';

/** The createOrder input as GraphQL hands it over (spec 3 'Order creation input'). */
export type CreateOrderArgs = CreateOrderInput;

const MAX_OBSERVATION = 500;

export type OrderRequest = {
  lines: { itemId: number; quantity: number; clientPrice: number | null }[];
  shippingOptionId: number;
  paymentMethodId: number;
  addressId: number | null;
  couponCode: string | null;
  observation: string | null;
  clientTotal: number;
};

/**
 * Checks the shape of an order before anything is read: every quantity a whole number from 1 to 999, known ids,
 * a note long enough to keep and free of card numbers. Lines of the same item are merged. Throws one validation error naming every bad field.
 */
export function parseOrderInput(args: CreateOrderArgs): OrderRequest {
  const errors: Record<string, Message | MessageKey> = {};
  const merged = new Map<number, { itemId: number; quantity: number; clientPrice: number | null }>();
  if (!Array.isArray(args.items) || args.items.length === 0) errors.items = 'order.noItems';
  else if (args.items.length > MAX_CART_LINES) errors.items = msg('order.tooManyItems', { max: MAX_CART_LINES });
  for (const line of args.items ?? []) {
    const itemId = parseId(line.item);
    const quantity = line.quantity;
    if (itemId === null) errors.items = 'cart.itemUnavailable';
    else if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
      errors.items = msg('cart.quantityInvalid', { max: MAX_QUANTITY });
    else {
      const previous = merged.get(itemId);
      const total = (previous?.quantity ?? 0) + quantity;
      if (total > MAX_QUANTITY) errors.items = msg('cart.quantityInvalid', { max: MAX_QUANTITY });
      merged.set(itemId, { itemId, quantity: total, clientPrice: typeof line.price === 'number' ? line.price : null });
    }
  }
  const shippingOptionId = parseId(args.shippingOption);
  if (shippingOptionId === null) errors.shippingOption = 'order.shippingUnavailable';
  const paymentMethodId = parseId(args.paymentMethod);
  if (paymentMethodId === null) errors.paymentMethod = 'payment.invalidMethod';
  const addressId = args.addressId == null || args.addressId === '' ? null : parseId(args.addressId);
  if (args.addressId && addressId === null) errors.addressId = 'order.addressNotFound';
  const observation = (args.observation ?? '').trim();
  const problem = validateObservation(observation) ?? validateNoCardNumber(observation);
  if (problem) errors.observation = problem;
  else if (observation.length > MAX_OBSERVATION)
    errors.observation = msg('order.observationTooLong', { max: MAX_OBSERVATION });
  if (!Number.isSafeInteger(args.total) || args.total < 0) errors.total = 'order.totalInvalid';
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    lines: [...merged.values()],
    shippingOptionId: shippingOptionId!,
    paymentMethodId: paymentMethodId!,
    addressId,
    couponCode: args.discountCouponCode?.trim() ? args.discountCouponCode.trim() : null,
    observation: shouldAppendObservation(observation) ? observation : null,
    clientTotal: args.total,
  };
}
