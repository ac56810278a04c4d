import { cents, haversineMeters, type Cents } from '@store/core';

export type Coordinates = { latitude: number; longitude: number };

/** Great-circle distance (core's haversine), whole metres: one degree of latitude → 111 195 m. */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  return Math.round(haversineMeters(a, b));
}

export type FreightRule = {
  postalCodeStart: string | null;
  postalCodeEnd: string | null;
  maxDistanceMeters: number | null;
  price: number;
  freeShippingPrice: number | null;
  minimalPurchase: number;
  discount: number;
};

/** Where the buyer is: an 8-digit CEP and, when known, the distance from the store. */
export type Destination = { cep: string | null; distanceMeters: number | null };

/**
 * A rule matches when every condition it has holds: the CEP inside its range (8-digit strings compare in
 * numeric order; a missing bound is open; no CEP, no match) and, for a distance rule, a known distance within its radius.
 * A rule with no condition matches everywhere. See docs/decisions/0005-freight-coupons-cart.md.
 */
export function ruleMatches(rule: FreightRule, to: Destination): boolean {
  const ranged = rule.postalCodeStart !== null || rule.postalCodeEnd !== null;
  if (ranged && to.cep === null) return false;
  if (rule.postalCodeStart !== null && to.cep !== null && to.cep < rule.postalCodeStart) return false;
  if (rule.postalCodeEnd !== null && to.cep !== null && to.cep > rule.postalCodeEnd) return false;
  if (rule.maxDistanceMeters !== null && (to.distanceMeters === null || to.distanceMeters > rule.maxDistanceMeters))
    return false;
  return true;
}

export type RuleQuote =
  { available: true; price: Cents; discount: Cents } | { available: false; minimalPurchase: Cents };

/**
 * What a matching rule charges for a subtotal: below the minimal purchase it does not deliver; at or above
 * the free-shipping price it is free; otherwise its price less its discount (never below zero).
 * `quoteRule({ price: 990, freeShippingPrice: 15000, … }, 11970)` → { available: true, price: 990, discount: 0 }.
 */
export function quoteRule(rule: FreightRule, subtotal: number): RuleQuote {
  if (rule.minimalPurchase > 0 && subtotal < rule.minimalPurchase)
    return { available: false, minimalPurchase: cents(rule.minimalPurchase) };
  const discount = cents(Math.min(Math.max(0, rule.discount), rule.price));
  if (rule.freeShippingPrice !== null && subtotal >= rule.freeShippingPrice)
    return { available: true, price: cents(0), discount };
  return { available: true, price: cents(rule.price - discount), discount };
}
