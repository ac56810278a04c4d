/** The storefront's page for one host: index.html with its boot answers, app token, colours and top bar inlined. */
import { createHash } from 'node:crypto';
import { themeProperties, type StoreThemes } from '@store/core';

export type BootResult = { key: unknown[]; data: unknown };
/** The store's anonymous app token, handed to the storefront in its page: its first queries need not ask for one. */
export type InlineAppToken = { accessToken: string; expiresAt: number };

/** Phones get the store's mobile banners below this width (the storefront's banner carousel uses the same query). */
const MOBILE_MEDIA = '(max-width: 599.98px)';
const DESKTOP_MEDIA = '(min-width: 600px)';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script> must not be able to close the tag or break a line in old parsers.
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

type BootConfig = {
  name?: string;
  ecommerce?: boolean;
  banners?: { web?: { src?: string }[]; mobile?: { src?: string }[] };
  themes?: StoreThemes;
};

/** The page for one host, and the hashes of the inline styles it carries, for its Content-Security-Policy. */
export type RenderedIndex = { html: string; styleHashes: string[] };

/** The stylesheet that paints the store's colours from the first frame ('html:root' outranks the defaults' ':root'). */
function themeStyle(properties: [string, string][]): string {
  return `html:root{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}

/**
 * The store's top bar in index.html (`data-shell` marks its parts), painted before the storefront's code arrives:
 * its name and initial written in, the menu button's room taken away where the store sells nothing (no drawer).
 */
function fillShell(html: string, config: BootConfig): string {
  let page = html;
  const name = config.name;
  if (name) {
    page = page
      .replace(
        /(<span[^>]*data-shell="name"[^>]*>)[^<]*(<\/span>)/,
        (_m, open: string, close: string) => `${open}${escapeText(name)}${close}`,
      )
      .replace(
        /(<span[^>]*data-shell="initial"[^>]*>)[^<]*(<\/span>)/,
        (_m, open: string, close: string) => `${open}${escapeText(name.slice(0, 1))}${close}`,
      );
  }
  if (config.ecommerce === false) page = page.replace(/<span[^>]*data-shell="menu"[^>]*><\/span>/, '');
  return page;
}

/**
 * index.html with the host's boot answers and an app token inlined, the title, the theme colour, the store's colours
 * and top bar, a preload of the first banner and of `modules` (the reader's language chunks: the storefront imports
 * them before its first render).
 */
export function renderIndex(
  template: string,
  results: BootResult[],
  modules: string[] = [],
  appToken?: InlineAppToken,
): RenderedIndex {
  const preloads = modules
    .filter((href) => /^\/[\w./-]+\.js$/.test(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
  const config = (results.find((r) => r.key[0] === 'config')?.data as { config?: BootConfig | null } | undefined)
    ?.config;
  if (!config)
    return {
      html: preloads.length ? template.replace('<!--store-boot-->', preloads.join('\n    ')) : template,
      styleHashes: [],
    };
  const properties = themeProperties(config.themes);
  const style = themeStyle(properties);
  const head: string[] = [
    `<script id="store-boot" type="application/json">${scriptJson({ results, ...(appToken ? { appToken } : {}) })}</script>`,
    `<style>${style}</style>`,
    ...preloads,
  ];
  const mobile = config.banners?.mobile?.[0]?.src;
  const web = config.banners?.web?.[0]?.src;
  if (mobile)
    head.push(
      `<link rel="preload" as="image" href="${escapeAttribute(mobile)}" media="${MOBILE_MEDIA}" fetchpriority="high">`,
    );
  if (web)
    head.push(
      `<link rel="preload" as="image" href="${escapeAttribute(web)}" media="${mobile ? DESKTOP_MEDIA : 'all'}" fetchpriority="high">`,
    );
  let html = fillShell(template.replace('<!--store-boot-->', head.join('\n    ')), config);
  if (config.name) html = html.replace(/<title>[^<]*<\/title>/, `<title>Loja :: ${escapeText(config.name)}</title>`);
  // the browser's bar in the store's colour: the same checked value the page's style gives --light-primary
  const primary = properties.find(([name]) => name === '--light-primary')?.[1];
  if (primary)
    html = html.replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${primary}"`);
  return { html, styleHashes: [`sha256-${createHash('sha256').update(style).digest('base64')}`] };
}
