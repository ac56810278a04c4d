import { describe, expect, it } from 'vitest';
import { leavesOf } from './category-tree.js';
import { PINNED_ITEMS } from './catalog.js';
import { ATTRS, SIZE_FACTORS } from './data/attrs.js';
import { DEMO_STORES } from './data/stores.js';
import { generateItems, itemPrice } from './item-generator.js';
import { createRng } from './prng.js';

describe('itemPrice', () => {
  it('prices every bigger pack of a product line and brand above the smaller one', () => {
    for (const store of DEMO_STORES) {
      for (const leaf of leavesOf(store.categories)) {
        const sized = leaf.spec.attrs.findIndex((k) => SIZE_FACTORS[k]);
        if (sized < 0) continue;
        const key = leaf.spec.attrs[sized]!;
        const others = leaf.spec.attrs.map((k) => ATTRS[k].values[0] as string);
        for (const product of leaf.spec.products) {
          for (const brand of leaf.spec.brands ?? leaf.brands) {
            const prices = ATTRS[key].values.map((v) =>
              itemPrice(
                leaf.spec,
                product,
                brand,
                others.map((o, i) => (i === sized ? v : o)),
              ),
            );
            expect(prices, `${product} ${brand}`).toEqual([...prices].sort((a, b) => a - b));
            expect(new Set(prices).size, `${product} ${brand}`).toBe(prices.length);
          }
        }
      }
    }
  });

  it('keeps the pinned items within 5% of their own line price', () => {
    for (const store of DEMO_STORES) {
      for (const pinned of PINNED_ITEMS[store.slug] ?? []) {
        const leaf = leavesOf(store.categories).find((l) => l.key === pinned.leafKey)!;
        const natural = itemPrice(leaf.spec, pinned.product, pinned.brand, pinned.values);
        expect(Math.abs(natural - pinned.price) / natural, pinned.product).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it('generates the same catalogue from the same seed, with each pinned item at its place, price and stock', () => {
    const store = DEMO_STORES[0]!;
    const pins = PINNED_ITEMS[store.slug]!;
    const options = {
      count: 302,
      code: (n: number) => `T-${n}`,
      variantItems: 15,
      coverEveryLeaf: true,
      activeBrands: [...store.brands.listed],
      pinned: pins,
    };
    const a = generateItems(createRng(7), leavesOf(store.categories), options);
    expect(generateItems(createRng(7), leavesOf(store.categories), options)).toEqual(a);
    for (const pin of pins) {
      const found = a.filter((i) => i.name === [pin.product, ...pin.values].join(' '));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        price: pin.price,
        promotionalPrice: 0,
        variants: [],
        brand: pin.brand,
        leafKey: pin.leafKey,
      });
      expect(found[0]!.stockQuantity).toBeGreaterThanOrEqual(50);
      if (pin.n) expect(found[0]!.code).toBe(`T-${pin.n}`);
    }
  });
});
