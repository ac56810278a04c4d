import type { ResultOf } from 'gql.tada';
import type { ThemeColours } from '@store/core';
import { graphql } from './graphql-client.ts';

/** A home banner: its picture, the words on it (`alt`) and where its call to action leads (a storefront path or a URL). */
export type Banner = { src: string; type: string; alt?: string; link?: string | null };
export type StoreTheme = ThemeColours;
export type StoreLinks = { privacy?: string; terms?: string; docs?: unknown[] };

export const CONFIG_QUERY = graphql(`
  query Config($url: String) {
    config(url: $url) { id guid storeId name ecommerce appointments timeZone themes banners config notify providers urls }
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
