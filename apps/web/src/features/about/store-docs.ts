import type { StoreLinks } from '../../lib/store-config';

/** One document of `config.links.docs` (spec 3 'links with docs'): shown at /{id}. */
export type StoreDoc = { id: string; title: string; content: string };

/** The documents the footer links to, with their routes. */
export const POLICY_DOCS = { privacy: '/privacy', terms: '/terms' } as const;
export type PolicyId = keyof typeof POLICY_DOCS;

const isDoc = (value: unknown): value is StoreDoc =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'title', 'content'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The store's document `id`, if its config carries a well-formed one. */
export function storeDoc(links: StoreLinks | undefined, id: string): StoreDoc | undefined {
  return (links?.docs ?? []).filter(isDoc).find((doc) => doc.id === id);
}

/** A `links.privacy`/`links.terms` value the footer may open: an absolute http(s) address, nothing else (no `javascript:`). */
export function externalDocUrl(links: StoreLinks | undefined, id: PolicyId): string | undefined {
  const value = links?.[id];
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where the footer's link to a policy goes: the store's own page when it has the document, else its external URL. */
export function policyLink(links: StoreLinks | undefined, id: PolicyId): { to: string } | { href: string } | null {
  if (storeDoc(links, id)) return { to: POLICY_DOCS[id] };
  const href = externalDocUrl(links, id);
  return href ? { href } : null;
}
