import type { AttrKey } from './attrs.js';

/** Packaging drawn around the product's illustration: a kibble bag, a sachet, a can, a bottle, a box, a jar. */
export type PackShape = 'bag' | 'pouch' | 'can' | 'bottle' | 'box' | 'jar';

/**
 * What a product's demo picture shows: `icon` (a Fluent Emoji Flat name) on its own, like a chair or a pan,
 * or on the label of its `pack`; `extra` is a second illustration (what is inside, a companion object)
 * that the item's other pictures show.
 */
export interface PictureSpec {
  icon: string;
  pack?: PackShape;
  extra?: string;
}

/**
 * A leaf category and how to make believable items for it: a product line plus the values of
 * `attrs` gives the item name ('Ração Premium Cães Adultos' + 'Frango' + '15kg').
 */
export interface LeafSpec {
  name: string;
  products: readonly string[];
  attrs: readonly AttrKey[];
  /** Items here may come in variants along this attribute (sizes, colours, voltages). */
  variant?: AttrKey;
  /**
   * Price range in reais of the smallest pack (sizes in `attrs` multiply it, see SIZE_FACTORS); each product
   * line and brand sits at its own point of the range, so a bigger pack of the same line always costs more.
   */
  price: readonly [number, number];
  /** The picture of every product, or one per entry of `products`. */
  picture?: PictureSpec | readonly PictureSpec[];
  /** Relative share of the catalogue (food sells more than cages). Default 1. */
  weight?: number;
  /** The brands that make this product (a shampoo brand sells no food); default: the top-level category's. */
  brands?: readonly string[];
}

export interface BranchSpec {
  name: string;
  /** Icon name, shown for top-level categories only. */
  icon?: string;
  /** Brands (by name) whose items may appear under this branch; set on top-level categories. */
  brands?: readonly string[];
  children: readonly CategorySpec[];
}

export type CategorySpec = LeafSpec | BranchSpec;

export function isBranch(spec: CategorySpec): spec is BranchSpec {
  return 'children' in spec;
}

/** `leaf('Adultos', ['Ração Premium Cães Adultos'], ['sabor', 'pesoRacao'], [89, 320], { weight: 3 })` */
export function leaf(
  name: string,
  products: readonly string[],
  attrs: readonly AttrKey[],
  price: readonly [number, number],
  extra: { variant?: AttrKey; weight?: number; brands?: readonly string[]; picture?: PictureSpec | readonly PictureSpec[] } = {},
): LeafSpec {
  return { name, products, attrs, price, ...extra };
}

export function branch(name: string, children: readonly CategorySpec[], extra: { icon?: string; brands?: readonly string[] } = {}): BranchSpec {
  return { name, children, ...extra };
}

/**
 * A store's brands: `listed` get sequence 1..n; `unsequenced` is active without a sequence and
 * `inactive` is switched off, so the brands query's filter (active, sequence not null) is testable.
 */
export interface BrandSet {
  listed: readonly string[];
  unsequenced: string;
  inactive: string;
}
