import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { resolveLocale, themeProperties, type Locale, type StoreThemes } from '@store/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import { allowInlineStyles } from './http/security-headers.js';
import { signToken } from './modules/auth/jwt.js';
import { manifestRoutes } from './modules/stores/manifest.js';
import { resolveStore } from './modules/stores/service.js';
import { internalRequestHeaders } from './graphql/request-identity.js';

/** A query the storefront's first screen needs, as its build lists them in dist/boot-queries.json. */
type BootQuery = { key: unknown[]; query: string; variables: Record<string, unknown> };
type BootResult = { key: unknown[]; data: unknown };
/** The store's anonymous app token, handed to the storefront in its page: its first queries need not ask for one. */
export type InlineAppToken = { accessToken: string; expiresAt: number };
/** Each locale's chunks beyond the entry's, as the storefront's build lists them in dist/locale-chunks.json. */
type LocaleChunks = Partial<Record<Locale, string[]>>;

/** Answers are shared by every visitor of a host for this long: the home rows are the same for all of them. */
const BOOT_TTL_MS = 30_000;
/** How long an older answer may still be shown while the next one is asked for. */
const BOOT_STALE_MS = 5 * 60_000;
const MAX_CACHED_HOSTS = 100;
/** Phones get the store's mobile banners below this width (the storefront's banner carousel uses the same query). */
const MOBILE_MEDIA = '(max-width: 599.98px)';
const DESKTOP_MEDIA = '(min-width: 600px)';

/** Reads a file again only when it changed, so a rebuild of the storefront shows without a restart. */
function watchedFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let seen = -1;
  let value: T | null = null;
  return () => {
    let mtime: number;
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (mtime !== seen) {
      seen = mtime;
      try {
        value = parse(fs.readFileSync(file, 'utf8'));
      } catch {
        value = null;
      }
    }
    return value;
  };
}

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

/**
 * Serves the built storefront at `/`; the storefront uses a hash router, so `/` is its only page. For a
 * first paint without waiting for the API, `/` carries the answers to the storefront's boot queries for
 * the request's host (its store config and home rows) as inline JSON, asked of this same app in one
 * batched in-process GraphQL request and kept per host for 30 s.
 */
export async function webPlugin(
  app: FastifyInstance,
  opts: { webDist: string; db: Db; defaultStore: string; signingSecret: Uint8Array },
) {
  // Each store installs as its own app: its manifest and icons are made per request's host.
  await app.register(manifestRoutes, { db: opts.db, defaultStore: opts.defaultStore });
  const index = path.join(opts.webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.get('/', async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The storefront is not built yet: run `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webDist,
    // Files are looked up per request, so a rebuild of the storefront is served without a restart.
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each file: a phone on a slow network gets a fraction of the bytes.
    preCompressed: true,
    // Hashed assets never change; index.html always revalidates so a deploy shows at once.
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const template = watchedFile(index, (text) => text);
  const bootQueries = watchedFile(
    path.join(opts.webDist, 'boot-queries.json'),
    (text) => JSON.parse(text) as BootQuery[],
  );
  const localeChunks = watchedFile(
    path.join(opts.webDist, 'locale-chunks.json'),
    (text) => JSON.parse(text) as LocaleChunks,
  );
  const cache = new Map<string, { expires: number; staleUntil: number; results: Promise<BootResult[]> }>();

  async function answer(host: string, queries: BootQuery[]): Promise<BootResult[]> {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host, 'content-type': 'application/json', ...internalRequestHeaders() },
      payload: queries.map(({ query, variables }) => ({ query, variables })),
    });
    const body = response.json() as unknown;
    if (response.statusCode !== 200 || !Array.isArray(body)) return [];
    return queries.flatMap((q, i) => {
      const one = body[i] as { data?: unknown; errors?: unknown[] } | undefined;
      return one?.data && !one.errors?.length ? [{ key: q.key, data: one.data }] : [];
    });
  }

  // Cached per store, not per Host header: made-up hosts all land on the default store's one entry. Past its 30 s an
  // entry is still served (up to 5 min) while a fresh one is asked for, so no visitor waits for the boot queries.
  async function bootFor(host: string, storeId: number, queries: BootQuery[]): Promise<BootResult[]> {
    const key = String(storeId);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.results;
    const fresh = () => {
      const results = answer(host, queries).catch((error: unknown) => {
        app.log.warn({ err: error }, 'storefront boot queries failed; serving index.html without them');
        cache.delete(key);
        return [];
      });
      if (cache.size >= MAX_CACHED_HOSTS && !cache.has(key)) cache.clear();
      cache.set(key, { expires: now + BOOT_TTL_MS, staleUntil: now + BOOT_STALE_MS, results });
      return results;
    };
    if (hit && hit.staleUntil > now) {
      const stale = hit.results;
      void fresh();
      return stale;
    }
    return fresh();
  }

  app.get('/', async (request, reply) => {
    // The page differs by language too: English readers get their texts' chunks preloaded.
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language');
    const html = template();
    if (html === null) return reply.sendFile('index.html');
    const queries = bootQueries();
    const host = request.headers.host ?? '';
    const store = queries?.length ? await resolveStore(opts.db, host, opts.defaultStore) : undefined;
    const results = store ? await bootFor(host, store.id, queries ?? []) : [];
    // The same anonymous token POST /oauth/token gives for client_credentials: it names the store and no one.
    const appToken = store ? await signToken(opts.signingSecret, { type: 'app', storeId: store.id }) : undefined;
    // The storefront picks its language with the same rule from navigator.languages (apps/web/src/app/boot.tsx).
    const locale = resolveLocale(request.headers['accept-language']);
    const modules = locale === 'pt-BR' ? [] : (localeChunks()?.[locale] ?? []);
    const { html: page, styleHashes } = renderIndex(
      html,
      results,
      modules,
      appToken && { accessToken: appToken.token, expiresAt: Date.now() + appToken.expiresIn * 1000 },
    );
    reply.type('text/html; charset=utf-8');
    if (styleHashes.length)
      reply.header(
        'content-security-policy',
        allowInlineStyles(String(reply.getHeader('content-security-policy') ?? ''), styleHashes),
      );
    // The page carries the store's data inline, so it is compressed here rather than ahead of time.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted))
      return reply
        .header('content-encoding', 'br')
        .send(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
    return reply.send(page);
  });
}
