import { isBranch, type BranchSpec, type CategorySpec, type LeafSpec } from './data/catalog-types.js';

export interface FlatCategory {
  /** Names from the top level down: ['Cães', 'Alimentação', 'Ração Seca', 'Adultos']. */
  path: readonly string[];
  spec: CategorySpec;
  /** 1-based position among its siblings. */
  sequence: number;
  /** Brands of the top-level ancestor: the ones whose items may sit here. */
  brands: readonly string[];
}

export interface LeafChoice {
  /** The path joined with '/', unique within a store. */
  key: string;
  spec: LeafSpec;
  brands: readonly string[];
}

export const pathKey = (path: readonly string[]): string => path.join('/');

/** Depth-first, parents before children, so inserting level by level can resolve every parent id. */
export function flattenTree(tops: readonly BranchSpec[]): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (spec: CategorySpec, parent: readonly string[], sequence: number, brands: readonly string[]): void => {
    const path = [...parent, spec.name];
    out.push({ path, spec, sequence, brands });
    if (isBranch(spec)) spec.children.forEach((child, i) => walk(child, path, i + 1, brands));
  };
  tops.forEach((top, i) => walk(top, [], i + 1, top.brands ?? []));
  return out;
}

export function leavesOf(tops: readonly BranchSpec[]): LeafChoice[] {
  return flattenTree(tops).flatMap((c) =>
    isBranch(c.spec) ? [] : [{ key: pathKey(c.path), spec: c.spec, brands: c.brands }],
  );
}
