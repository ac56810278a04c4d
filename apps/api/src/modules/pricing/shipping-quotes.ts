import { maskCep, MAX_QUANTITY, stripMask, validateCep } from '@store/core';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ShippingQuotes } from '../../graphql/generated/resolvers.js';
import { notFoundError, userError } from '../../lib/errors.js';
import { lookupCep } from '../postal-codes/routes.js';
import { priceLines } from './price-lines.js';
import type { StoreRow } from '../stores/repository.js';
import { parseId } from '../stores/scope.js';
import { calculateFreight } from '../shipping/freight.js';
import { listShippingOptions } from '../shipping/repository.js';

export type QuotesRequest = {
  postalCode: string;
  /** quote this item, priced by the server for the viewer, `quantity` times (the item page) */
  itemId?: string | null;
  quantity?: number | null;
  /** else this subtotal in cents (checkout's cart total, as calcFreight takes it) */
  price?: number | null;
};

type Deadline = { value: number; type: string } | null;

/** The subtotal to quote: the item priced for this viewer times the quantity, or the price the caller gave. */
async function subtotalOf(ctx: GraphQLContext, store: StoreRow, request: QuotesRequest): Promise<number> {
  if (request.itemId == null) return request.price ?? 0;
  const quantity = request.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    throw userError('cart.quantityInvalid');
  const itemId = parseId(request.itemId);
  const priced = itemId === null ? null : await priceLines(ctx.db, store, await ctx.viewer(), [{ itemId, quantity }]);
  const line = priced?.lines[0];
  if (!line) throw notFoundError();
  return line.total;
}

/**
 * `shippingQuotes`: where a CEP is (the address form's lookup) and, for each of the store's active options by
 * sequence, its freight and delivery time there (calculateFreight, the rule orders are charged by). An invalid CEP is
 * refused with 'CEP deve ser válido', one no source knows with 'freight.cepUnknown'; the field is expensive
 * (graphql/limits.ts), so a client asks a few a minute.
 */
export async function shippingQuotes(
  ctx: GraphQLContext,
  store: StoreRow,
  request: QuotesRequest,
): Promise<ShippingQuotes> {
  if (validateCep(request.postalCode)) throw userError('cep.invalid');
  const cep = stripMask(request.postalCode);
  const [place, subtotal, options] = await Promise.all([
    lookupCep(ctx.services, cep, ctx.request.log),
    subtotalOf(ctx, store, request),
    listShippingOptions(ctx.db, store.id),
  ]);
  if (!place) throw userError('freight.cepUnknown', 404);
  const coordinates =
    place.info.latitude !== null && place.info.longitude !== null
      ? { latitude: place.info.latitude, longitude: place.info.longitude }
      : null;
  const quotes = [];
  for (const option of options) {
    const quote = await calculateFreight(ctx.db, store, {
      postalCode: cep,
      subtotal,
      coordinates,
      shippingOptionId: option.id,
      option,
    });
    const extra = quote.extra as { deliveryDeadline?: Deadline };
    quotes.push({
      shippingId: option.id,
      type: option.type,
      label: option.label,
      price: quote.price,
      deadline: extra.deliveryDeadline ?? null,
      reason: quote.reason,
      reasonCode: quote.reasonCode,
      reasonParams: quote.reasonParams,
    });
  }
  return {
    postalCode: maskCep(cep),
    city: place.info.municipio.nome || null,
    state: place.info.municipio.uf.sigla || null,
    subtotal,
    quotes,
  };
}
