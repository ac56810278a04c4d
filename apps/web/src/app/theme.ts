import { themeProperties } from '@store/core';
import type { StoreConfig } from '../lib/store-config';

/**
 * Applies the store's light and dark themes as CSS custom properties, so every component follows the store's
 * colours (the API writes the same properties into the page it serves, so its first paint has them already).
 */
export function applyTheme(themes: StoreConfig['themes'] | undefined, root: HTMLElement = document.documentElement) {
  for (const [name, value] of themeProperties(themes)) root.style.setProperty(name, value);
}
