import type { AttrKey } from './attrs.js';

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
  /** Price range in whole reais; prices end in ,90. */
  price: readonly [number, number];
  /** Relative share of the catalogue (food sells more than cages). Default 1. */
  weight?: number;
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
  extra: { variant?: AttrKey; weight?: number } = {},
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
