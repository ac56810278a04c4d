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
            const prices = ATTRS[key].values.map((v) => itemPrice(leaf.spec, product, brand, others.map((o, i) => (i === sized ? v : o))));
            expect(prices, `${product} ${brand}`).toEqual([...prices].sort((a, b) => a - b));
            expect(new Set(prices).size, `${product} ${brand}`).toBe(prices.length);
          }
        }
      }
    }
  });

  it('keeps the pinned items at their own line price', () => {
    for (const store of DEMO_STORES) {
      const pinned = PINNED_ITEMS[store.slug];
      if (!pinned) continue;
      const leaf = leavesOf(store.categories).find((l) => l.key === pinned.leafKey)!;
      expect(itemPrice(leaf.spec, pinned.product, pinned.brand, pinned.values)).toBe(pinned.price);
    }
  });

  it('generates the same catalogue from the same seed, and never promotes or empties the pinned item', () => {
    const store = DEMO_STORES[0]!;
    const options = { count: 302, code: (n: number) => `T-${n}`, variantItems: 15, coverEveryLeaf: true, activeBrands: [...store.brands.listed], pinned: PINNED_ITEMS[store.slug] };
    const a = generateItems(createRng(7), leavesOf(store.categories), options);
    expect(generateItems(createRng(7), leavesOf(store.categories), options)).toEqual(a);
    const pinned = a.filter((i) => i.name === [options.pinned!.product, ...options.pinned!.values].join(' '));
    expect(pinned).toHaveLength(1);
    expect(pinned[0]).toMatchObject({ price: 13490, promotionalPrice: 0, variants: [] });
    expect(pinned[0]!.stockQuantity).toBeGreaterThan(0);
  });
});
