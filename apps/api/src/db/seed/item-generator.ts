import { ATTRS } from './data/attrs.js';
import type { LeafChoice } from './category-tree.js';
import type { Rng } from './prng.js';

export interface GeneratedItem {
  code: string;
  name: string;
  description: string;
  images: string;
  attrs: string;
  price: number;
  promotionalPrice: number;
  stockQuantity: number;
  ranking: number;
  leafKey: string;
  brand: string;
  variants: { attrs: string; stockQuantity: number }[];
}

export interface GenerateOptions {
  count: number;
  code: (n: number) => string;
  /** How many items get 2–4 variants (fewer if not enough items sit in leaves that have variants). */
  variantItems: number;
  /** Give every leaf one item before the weighted draw, so no category page is empty. */
  coverEveryLeaf: boolean;
  /** Brands items may use (active ones); a leaf whose brands are all excluded uses any of these. */
  activeBrands: readonly string[];
}

// Exact shares rather than a coin per item: with 300 items a coin can land far from the target.
const PROMO_SHARE = 0.15;
const OUT_OF_STOCK_SHARE = 0.1;

const BLURBS = [
  'Qualidade garantida e nota fiscal em todas as compras.',
  'Um dos favoritos dos nossos clientes.',
  'Produto original, com garantia do fabricante.',
  'Ótimo custo-benefício para o dia a dia.',
  'Entrega rápida ou retirada na loja.',
];

/** Whole reais → cents ending in ,90: 20 → 1990. */
const price90 = (reais: number): number => Math.max(1, reais) * 100 - 10;

/** 10–30% off, still ending in ,90 and above zero. */
const promoPrice = (price: number, off: number): number => Math.max(90, Math.floor((price * (100 - off)) / 10000) * 100 - 10);

/** Items for the given leaves. Pure: the same rng state gives the same items. */
export function generateItems(rng: Rng, leaves: readonly LeafChoice[], options: GenerateOptions): GeneratedItem[] {
  if (leaves.length === 0) throw new Error('no leaf categories to put items in');
  const totalWeight = leaves.reduce((sum, l) => sum + (l.spec.weight ?? 1), 0);
  const weightedLeaf = (): LeafChoice => {
    let r = rng.next() * totalWeight;
    for (const l of leaves) {
      r -= l.spec.weight ?? 1;
      if (r < 0) return l;
    }
    return leaves[leaves.length - 1] as LeafChoice;
  };
  const names = new Set<string>();
  const items: (GeneratedItem & { leaf: LeafChoice })[] = [];
  for (let n = 1; n <= options.count; n++) {
    const leaf = options.coverEveryLeaf && n <= leaves.length ? (leaves[n - 1] as LeafChoice) : weightedLeaf();
    const code = options.code(n);
    let attrs: { name: string; value: string }[] = [];
    let name = '';
    // A few draws to avoid repeating a name; a large catalogue still repeats some, as real ones do.
    for (let attempt = 0; attempt < 8 && (name === '' || names.has(name)); attempt++) {
      attrs = leaf.spec.attrs.map((key) => ({ name: ATTRS[key].name, value: rng.pick(ATTRS[key].values) }));
      name = [rng.pick(leaf.spec.products), ...attrs.map((a) => a.value)].join(' ');
    }
    names.add(name);
    const allowed = leaf.brands.filter((b) => options.activeBrands.includes(b));
    const brand = rng.pick(allowed.length > 0 ? allowed : options.activeBrands);
    items.push({
      leaf,
      code,
      name,
      description: `${name}. Marca ${brand}. ${rng.pick(BLURBS)}`,
      images: JSON.stringify([`/media/items/${code}.svg`, `/media/items/${code}-2.svg`]),
      attrs: JSON.stringify(attrs),
      price: price90(rng.int(leaf.spec.price[0], leaf.spec.price[1])),
      promotionalPrice: 0,
      stockQuantity: rng.int(1, 200),
      ranking: rng.int(0, 1000),
      leafKey: leaf.key,
      brand,
      variants: [],
    });
  }

  const promos = rng.sample(items, Math.round(options.count * PROMO_SHARE));
  for (const item of promos) item.promotionalPrice = promoPrice(item.price, rng.int(10, 30));
  const outOfStock = rng.sample(items, Math.round(options.count * OUT_OF_STOCK_SHARE));
  // Hide-items-without-stock needs a promotion that must disappear: make sure one exists.
  const firstPromo = promos[0];
  if (firstPromo && !outOfStock.some((i) => i.promotionalPrice > 0)) outOfStock.push(firstPromo);
  for (const item of outOfStock) item.stockQuantity = 0;

  const eligible = items.filter((i) => i.leaf.spec.variant !== undefined);
  for (const item of rng.sample(eligible, options.variantItems)) {
    const dim = ATTRS[item.leaf.spec.variant ?? 'tamanho'];
    const values = dim.values.slice(0, Math.min(dim.values.length, rng.int(2, 4)));
    const inStock = item.stockQuantity > 0;
    item.variants = values.map((value) => ({
      attrs: JSON.stringify([{ name: dim.name, value }]),
      stockQuantity: inStock ? rng.int(1, 40) : 0,
    }));
    // The item's stock is what its variants add up to, so both views agree.
    item.stockQuantity = item.variants.reduce((sum, v) => sum + v.stockQuantity, 0);
  }
  return items.map(({ leaf: _leaf, ...item }) => item);
}
