import { graphql } from '../lib/graphql';

export type StoreTheme = { primary?: string; secondary?: string };
export type StoreConfig = {
  id: string;
  name: string;
  ecommerce: boolean;
  appointments: boolean;
  themes: { light?: StoreTheme; dark?: StoreTheme };
};

const CONFIG_QUERY = /* GraphQL */ `
  query Config($url: String) {
    config(url: $url) { id name ecommerce appointments themes }
  }
`;

export async function fetchStoreConfig(url: string, signal?: AbortSignal): Promise<StoreConfig | null> {
  const data = await graphql<{ config: StoreConfig | null }>(CONFIG_QUERY, { url }, signal);
  return data.config;
}

/** Applies the store's light theme as CSS custom properties, so every component follows the store's colours. */
export function applyTheme(theme: StoreTheme | undefined, root: HTMLElement = document.documentElement) {
  if (theme?.primary) root.style.setProperty('--color-primary', theme.primary);
  if (theme?.secondary) root.style.setProperty('--color-secondary', theme.secondary);
}
