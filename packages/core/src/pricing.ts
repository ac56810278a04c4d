import type { Cents } from './money';
import { multiplyCents, sumCents } from './money';

export type PricedItem = {
  price: Cents;
  promotionalPrice?: Cents | null;
  listPrice?: Cents | null;
  discountedPrice?: Cents | null;
  paymentDiscountPrice?: Cents | null;
};

export type CartLinePrice = { unitPrice: Cents; quantity: number };

export type DiscountInfo = {
  /** The price the shopper pays. */
  price: Cents;
  /** Badge text such as '-15%'. */
  label: string;
  /** Whole percent off the regular price. */
  discountValue: number;
  discountType: 'percentage';
};

// A zero or missing price means "not set" in the store data, never "free".
const isSet = (value: Cents | null | undefined): value is Cents => value != null && value > 0;

/**
 * Unit price by spec 9 precedence: payment discount price, discounted price, list price,
 * promotional price, price. `unitPrice({ price: cents(1000), promotionalPrice: cents(850) })` → 850.
 */
export function unitPrice(item: PricedItem): Cents {
  const candidates = [item.paymentDiscountPrice, item.discountedPrice, item.listPrice, item.promotionalPrice];
  return candidates.find(isSet) ?? item.price;
}

/** Cart total = Σ quantity × unit price: `cartTotal([{ unitPrice: cents(1999), quantity: 2 }])` → 3998. */
export function cartTotal(lines: readonly CartLinePrice[]): Cents {
  return sumCents(lines.map((line) => multiplyCents(line.unitPrice, line.quantity)));
}

/** Item-card badge when the paid price is below the regular one, else null: price 10000 promo 8500 → '-15%'. */
export function discountInfo(item: PricedItem): DiscountInfo | null {
  const price = unitPrice(item);
  if (item.price <= 0 || price >= item.price) return null;
  // A 0.3% cut still shows a badge, so never print '-0%'.
  const percent = Math.max(1, Math.round(((item.price - price) * 100) / item.price));
  return { price, label: `-${percent}%`, discountValue: percent, discountType: 'percentage' };
}
