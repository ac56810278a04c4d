import type { ResultOf } from 'gql.tada';
import { pickTextColour, strongVariant } from '../lib/contrast.ts';
import { graphql } from '../lib/graphql-client.ts';

export type Banner = { src: string; type: string; link?: string };
export type StoreTheme = { primary?: string; secondary?: string };
export type StoreLinks = { privacy?: string; terms?: string; docs?: unknown[] };

export const CONFIG_QUERY = graphql(`
  query Config($url: String) {
    config(url: $url) { id guid storeId name ecommerce appointments themes banners config notify providers urls }
  }
`);

/** The JSON fields of the config (JSON in the schema): what the storefront reads of them. */
type ConfigJson = {
  themes: { light?: StoreTheme; dark?: StoreTheme };
  banners: { web?: Banner[]; mobile?: Banner[] };
  config: {
    ignoreStock?: boolean;
    hideItemsWithoutStock?: boolean;
    listPriceCompanyUsers?: boolean;
    listPrice?: { id: number | null; isentoId: number | null };
    links?: StoreLinks;
  };
  notify: { email?: string; whatsapp?: string };
  /** the store's public OAuth client ids for Google and Apple sign-in */
  providers?: { google?: { clientId?: string }; apple?: { clientId?: string } };
};

/** The public store configuration the storefront boots from (spec 3 'Store config'). */
export type StoreConfig = Omit<NonNullable<ResultOf<typeof CONFIG_QUERY>['config']>, keyof ConfigJson> & ConfigJson;

/** Spec 9 default colours, used when a store's theme leaves one out. */
export const DEFAULT_THEME = { primary: '#0098db', secondary: '#ff7a2b' } as const;

/**
 * Applies the store's light and dark themes as CSS custom properties, so every component follows the
 * store's colours. Each colour also gets a darker "strong" variant that keeps 4.5:1 contrast on white
 * and a text colour readable on top of it.
 */
export function applyTheme(themes: StoreConfig['themes'] | undefined, root: HTMLElement = document.documentElement) {
  const set = (scheme: 'light' | 'dark', theme: StoreTheme | undefined) => {
    for (const name of ['primary', 'secondary'] as const) {
      const colour = theme?.[name] ?? DEFAULT_THEME[name];
      root.style.setProperty(`--${scheme}-${name}`, colour);
      const strong = scheme === 'light' ? strongVariant(colour) : colour;
      root.style.setProperty(`--${scheme}-${name}-strong`, strong);
      root.style.setProperty(`--${scheme}-on-${name}`, pickTextColour(strong));
    }
  };
  set('light', themes?.light);
  set('dark', themes?.dark ?? themes?.light);
}
