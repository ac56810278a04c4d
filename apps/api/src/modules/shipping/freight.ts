import { FREIGHT_NOT_SERVED, msg, stripMask, t, validateCep, type Message } from '@store/core';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/errors.js';
import type { FreightResult } from '../../graphql/generated/resolvers.js';
import type { StoreRow } from '../stores/repository.js';
import { storeSettings } from '../stores/service.js';
import { distanceMeters, quoteRule, ruleMatches, type Coordinates } from './freight-rules.js';
import {
  freightRulesOfOptions,
  postalCodeCoordinates,
  shippingOptionsWithRules,
  storeCoordinates,
  type FreightRuleRow,
  type ShippingOptionRow,
} from './repository.js';

export type FreightRequest = {
  /** masked or not: '01310-100' or '01310100'; null when there is none (pickup): postal-code rules then never match */
  postalCode: string | null;
  /** cents: the client's cart total for a quote, the server-priced subtotal for an order */
  subtotal: number;
  /** the delivery address's position, when known; else the local postal-code table is asked */
  coordinates?: Coordinates | null;
  /** quote this option only; without it, the store's delivery options (the postal-code widget) */
  shippingOptionId?: number | null;
  /** that option's row when the caller has already read it (an order checks it first), so it is not read again */
  option?: ShippingOptionRow;
};

type Deadline = { value: number; type: string };

/**
 * Spec 3 'Freight result' (the schema's FreightResult, money in cents), plus the reason as a core message whenever
 * price is -1, for an order to refuse with it; clients read it as `reasonCode` and `reasonParams` (its key and
 * parameters, to say in their reader's language), and `reason` carries its pt-BR text.
 */
type Quote = FreightResult & { reasonMessage: Message | null };

/** The reason fields of a quote that is served: none. */
const SERVED = { reason: null, reasonCode: null, reasonParams: null, reasonMessage: null } as const;

function checkRequest(request: FreightRequest): string | null {
  const cepError = request.postalCode === null ? null : validateCep(request.postalCode);
  if (cepError) throw validationError({ postalCode: cepError });
  if (!Number.isSafeInteger(request.subtotal) || request.subtotal < 0)
    throw validationError({ price: 'freight.subtotalInvalid' });
  const c = request.coordinates;
  if (c && !(Math.abs(c.latitude) <= 90 && Math.abs(c.longitude) <= 180))
    throw validationError({ address: 'address.coordinatesInvalid' });
  return request.postalCode === null ? null : stripMask(request.postalCode);
}

/**
 * Freight to a CEP for a subtotal (spec 3 'Freight result', spec 4 'Shipping selection'). Options are tried by
 * sequence and the first rule that matches the place decides (docs/decisions/0005-freight-coupons-cart.md); price is
 * FREIGHT_NOT_SERVED (-1) with a reason when nothing matches or the subtotal is below the rule's minimal purchase.
 * The storefront calls it with its cart total; orders call it with the server-priced subtotal.
 */
export async function calculateFreight(db: Db, store: StoreRow, request: FreightRequest): Promise<Quote> {
  const cep = checkRequest(request);
  const fallbackDeadline = storeSettings(store).deliveryDeadline;
  const wanted = request.shippingOptionId;
  const known =
    request.option && request.option.id === wanted && request.option.storeId === store.id ? request.option : null;
  const { options, rules } = known
    ? { options: [known], rules: await freightRulesOfOptions(db, [known.id]) }
    : await shippingOptionsWithRules(db, store.id, wanted != null ? { ids: [wanted] } : { type: 'delivery' });
  const distance = rules.some((r) => r.maxDistanceMeters !== null)
    ? await distanceTo(db, store, cep, request.coordinates)
    : null;
  const notServed = (option: ShippingOptionRow | undefined, reason: Message, minimalPurchase = 0): Quote => ({
    price: FREIGHT_NOT_SERVED,
    freeShippingPrice: null,
    minimalPurchase,
    discount: 0,
    type: option?.type ?? null,
    shippingId: option?.id ?? null,
    extra: { deliveryDeadline: null },
    reason: t('pt-BR', reason),
    reasonCode: reason.key,
    reasonParams: reason.params ?? {},
    reasonMessage: reason,
  });

  for (const option of options) {
    const own = rules.filter((r) => r.shippingOptionId === option.id);
    const base = { type: option.type, shippingId: option.id, ...SERVED };
    // an option without rules (pickup, a flat-rate courier) charges its amount everywhere
    if (own.length === 0) {
      return {
        ...base,
        price: option.amount,
        freeShippingPrice: null,
        minimalPurchase: 0,
        discount: 0,
        extra: { deliveryDeadline: fallbackDeadline },
      };
    }
    const rule = own.find((r) => ruleMatches(r, { cep, distanceMeters: distance }));
    if (!rule) continue;
    const quote = quoteRule(rule, request.subtotal);
    if (!quote.available)
      return notServed(
        option,
        msg('freight.minimumPurchase', { amount: quote.minimalPurchase }),
        quote.minimalPurchase,
      );
    return {
      ...base,
      price: quote.price,
      freeShippingPrice: rule.freeShippingPrice,
      minimalPurchase: rule.minimalPurchase,
      discount: quote.discount,
      extra: { deliveryDeadline: deadlineOf(rule) ?? fallbackDeadline },
    };
  }
  return notServed(wanted != null ? options[0] : undefined, msg('freight.notServed'));
}

function deadlineOf(rule: FreightRuleRow): Deadline | null {
  return rule.deadlineValue === null ? null : { value: rule.deadlineValue, type: rule.deadlineType ?? 'days' };
}

/** Metres from the store to the buyer: the address's position, else the CEP's in the local table; null when unknown. */
async function distanceTo(
  db: Db,
  store: StoreRow,
  cep: string | null,
  given: Coordinates | null | undefined,
): Promise<number | null> {
  const position = given
    ? Promise.resolve(given)
    : cep === null
      ? Promise.resolve(null)
      : postalCodeCoordinates(db, cep);
  const [from, to] = await Promise.all([storeCoordinates(db, store.id), position]);
  return from && to ? distanceMeters(from, to) : null;
}
