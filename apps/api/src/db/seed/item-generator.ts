import { ATTRS, SIZE_FACTORS, type AttrKey } from './data/attrs.js';
import type { LeafSpec } from './data/catalog-types.js';
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
  /** Items with a fixed name and price, in stock, without promotion or variants (journeys count on them). */
  pinned?: readonly PinnedItem[];
}

export interface PinnedItem {
  /** The item's number (its code's): omitted, the first item generated in `leafKey` takes the pin. */
  n?: number;
  leafKey: string;
  product: string;
  brand: string;
  /** One value per attribute of the leaf, in order. */
  values: readonly string[];
  /** Cents. */
  price: number;
}

// Exact shares rather than a coin per item: with 300 items a coin can land far from the target.
const PROMO_SHARE = 0.15;
const OUT_OF_STOCK_SHARE = 0.1;
/** A pinned item has at least this much stock, so a journey can buy several. */
const PINNED_STOCK = 50;

const BLURBS = [
  'Qualidade garantida e nota fiscal em todas as compras.',
  'Um dos favoritos dos nossos clientes.',
  'Produto original, com garantia do fabricante.',
  'Ótimo custo-benefício para o dia a dia.',
  'Entrega rápida ou retirada na loja.',
];

/** Reais → cents ending in ,90: 20.3 → 1990, 4.6 → 490. */
const price90 = (reais: number): number => Math.max(1, Math.round(reais)) * 100 - 10;

/** A stable number in [0, 1) for a text (FNV-1a), so a product line keeps its price point whatever is drawn around it. */
function unitHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

/**
 * The price of one product line, brand and pack: the line and brand pick a point in the leaf's range (the price
 * of its smallest pack) and each size attribute multiplies it, so within a line a bigger pack always costs more.
 * `itemPrice(adultDogFood, 'Ração Premium Cães Adultos', 'NutriPet', ['Frango', '15kg'])` → 24990 or so.
 */
export function itemPrice(spec: LeafSpec, product: string, brand: string, values: readonly string[]): number {
  const [min, max] = spec.price;
  // Lines are listed cheapest first ('Premium' before 'Super Premium'): each gets its slice of the range.
  const lines = Math.max(1, spec.products.length);
  const tier = Math.max(0, spec.products.indexOf(product));
  const base = min + ((max - min) * (tier + unitHash(`${product}|${brand}`))) / lines;
  const factor = spec.attrs.reduce((f, key: AttrKey, i) => {
    const at = (ATTRS[key].values as readonly string[]).indexOf(values[i] ?? '');
    return f * (SIZE_FACTORS[key]?.[at] ?? 1);
  }, 1);
  return price90(base * factor);
}

/** 10–30% off, ending in ,90 (R$ 10 and up) or in ,49/,99 below that (R$ 4,90 → R$ 3,99), above zero. */
function promoPrice(price: number, off: number): number {
  const target = (price * (100 - off)) / 100;
  if (price >= 1000) return Math.floor((target + 10) / 100) * 100 - 10;
  return Math.max(49, Math.floor((target + 1) / 50) * 50 - 1);
}

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
  const pins = options.pinned ?? [];
  const pinName = (pin: PinnedItem) => [pin.product, ...pin.values].join(' ');
  const leafByKey = new Map(leaves.map((l) => [l.key, l]));
  const names = new Set<string>(pins.map(pinName));
  const items: Drawn[] = [];
  const pinnedItems = new Set<GeneratedItem>();
  const open = new Set(pins);
  for (let n = 1; n <= options.count; n++) {
    const atN = pins.find((p) => p.n === n);
    const leaf =
      (atN && leafByKey.get(atN.leafKey)) ||
      (options.coverEveryLeaf && n <= leaves.length ? (leaves[n - 1] as LeafChoice) : weightedLeaf());
    const code = options.code(n);
    let attrs: { name: string; value: string }[] = [];
    let product = '';
    let name = '';
    // A few draws to avoid repeating a name; a large catalogue still repeats some, as real ones do.
    for (let attempt = 0; attempt < 8 && (name === '' || names.has(name)); attempt++) {
      attrs = leaf.spec.attrs.map((key) => ({ name: ATTRS[key].name, value: rng.pick(ATTRS[key].values) }));
      product = rng.pick(leaf.spec.products);
      name = [product, ...attrs.map((a) => a.value)].join(' ');
    }
    const pin = atN ?? [...open].find((p) => p.n === undefined && p.leafKey === leaf.key);
    if (pin) {
      open.delete(pin);
      product = pin.product;
      attrs = leaf.spec.attrs.map((key, i) => ({ name: ATTRS[key].name, value: pin.values[i] ?? '' }));
      name = pinName(pin);
    }
    names.add(name);
    const allowed = (leaf.spec.brands ?? leaf.brands).filter((b) => options.activeBrands.includes(b));
    const drawn = rng.pick(allowed.length > 0 ? allowed : options.activeBrands);
    const brand = pin ? pin.brand : drawn;
    const stockQuantity = rng.int(1, 200);
    const blurb = rng.pick(BLURBS);
    const item: Drawn = {
      leaf,
      product,
      blurb,
      brands: allowed.length > 0 ? allowed : options.activeBrands,
      code,
      name,
      description: describeItem(name, brand, blurb),
      images: JSON.stringify([`/media/items/${code}.svg`, `/media/items/${code}-2.svg`]),
      attrs: JSON.stringify(attrs),
      price: pin
        ? pin.price
        : itemPrice(
            leaf.spec,
            product,
            brand,
            attrs.map((a) => a.value),
          ),
      promotionalPrice: 0,
      stockQuantity: pin ? Math.max(PINNED_STOCK, stockQuantity) : stockQuantity,
      ranking: rng.int(0, 1000),
      leafKey: leaf.key,
      brand,
      variants: [],
    };
    if (pin) pinnedItems.add(item);
    items.push(item);
  }
  const missed = [...open][0];
  if (missed) throw new Error(`no item in '${missed.leafKey}' to pin`);
  separateRepeats(items, pinnedItems);
  // Pinned items keep their price and stock: they are drawn from neither the promotions nor the empty shelves.
  const drawable = items.filter((i) => !pinnedItems.has(i));

  const promos = rng.sample(drawable, Math.round(options.count * PROMO_SHARE));
  for (const item of promos) item.promotionalPrice = promoPrice(item.price, rng.int(10, 30));
  const outOfStock = rng.sample(drawable, Math.round(options.count * OUT_OF_STOCK_SHARE));
  // Hide-items-without-stock needs a promotion that must disappear: make sure one exists.
  const firstPromo = promos[0];
  if (firstPromo && !outOfStock.some((i) => i.promotionalPrice > 0)) outOfStock.push(firstPromo);
  for (const item of outOfStock) item.stockQuantity = 0;

  const eligible = drawable.filter((i) => i.leaf.spec.variant !== undefined);
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
  return items.map(({ leaf: _leaf, product: _product, blurb: _blurb, brands: _brands, ...item }) => item);
}

type Drawn = GeneratedItem & { leaf: LeafChoice; product: string; blurb: string; brands: readonly string[] };

const describeItem = (name: string, brand: string, blurb: string) => `${name}. Marca ${brand}. ${blurb}`;

/**
 * Gives each item a name and brand no other item has, without drawing again (so every other item stays as drawn):
 * a repeat takes another pack or flavour, else another brand its leaf sells, else another product line. Pinned items never change. Only a leaf
 * with every combination taken keeps a repeat.
 */
function separateRepeats(items: Drawn[], pinned: ReadonlySet<GeneratedItem>): void {
  const key = (name: string, brand: string) => `${name}|${brand}`;
  const taken = new Set([...pinned].map((i) => key(i.name, i.brand)));
  for (const item of items) {
    if (pinned.has(item)) continue;
    if (taken.has(key(item.name, item.brand))) {
      const other = alternatives(item).find((a) => !taken.has(key(a.name, a.brand)));
      if (other) Object.assign(item, other, { description: describeItem(other.name, other.brand, item.blurb) });
    }
    taken.add(key(item.name, item.brand));
  }
}

/** The same product and brand in other packs or flavours, then under the leaf's other brands, then other lines. */
function alternatives(item: Drawn): { name: string; brand: string; attrs: string; price: number }[] {
  const spec = item.leaf.spec;
  const make = (product: string, brand: string, vals: readonly string[]) => ({
    name: [product, ...vals].join(' '),
    brand,
    attrs: JSON.stringify(spec.attrs.map((k, i) => ({ name: ATTRS[k].name, value: vals[i] ?? '' }))),
    price: itemPrice(spec, product, brand, vals),
  });
  const packs = spec.attrs.reduce<string[][]>(
    (all, k) => all.flatMap((vals) => (ATTRS[k].values as readonly string[]).map((v) => [...vals, v])),
    [[]],
  );
  return [item.product, ...spec.products.filter((p) => p !== item.product)].flatMap((product) =>
    [item.brand, ...item.brands.filter((b) => b !== item.brand)].flatMap((brand) =>
      packs.map((vals) => make(product, brand, vals)),
    ),
  );
}
