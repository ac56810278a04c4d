import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { BOOT_QUERIES } from '../src/app/boot-queries.ts';

/** The mobile budget for the home route's JavaScript (issue 5): entry, its static imports and the home chunk. */
export const INITIAL_JS_BUDGET_KB = 150;
/** Every other route's own chunks, beyond the entry's (issue 14). */
export const ROUTE_JS_BUDGET_KB = 60;

type Chunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
};
type Asset = { type: 'asset' };

const HOME_PAGE = '/features/catalog/home-page.tsx';
const ENGLISH_TEXTS = '/lib/i18n/texts-en.ts';
/** Where the build lists each locale's chunks for the API (apps/api/src/web.ts preloads them per Accept-Language). */
export const LOCALE_CHUNKS_FILE = 'locale-chunks.json';
const posix = (id: string | null) => id?.replace(/\\/g, '/') ?? '';

/** `roots` and every chunk they import statically, each once. */
function withStaticImports(bundle: Record<string, Chunk | Asset>, roots: Chunk[]): Chunk[] {
  const byName = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  roots.forEach(visit);
  return [...seen.values()];
}

const chunksOf = (bundle: Record<string, Chunk | Asset>) =>
  Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

/** The entry and its static imports: what every route loads first. */
export function entryChunks(bundle: Record<string, Chunk | Asset>): Chunk[] {
  return withStaticImports(
    bundle,
    chunksOf(bundle).filter((c) => c.isEntry),
  );
}

/** The chunks a first visit to home downloads before it can render: entry + home chunk, with their static imports. */
export function initialChunks(bundle: Record<string, Chunk | Asset>): Chunk[] {
  return withStaticImports(
    bundle,
    chunksOf(bundle).filter((c) => c.isEntry || posix(c.facadeModuleId).endsWith(HOME_PAGE)),
  );
}

/** The chunks an English reader's first load adds to the entry's before it renders: lib/i18n/texts-en.ts and its imports. */
export function englishChunks(bundle: Record<string, Chunk | Asset>): Chunk[] {
  const entry = new Set(entryChunks(bundle).map((c) => c.fileName));
  const roots = chunksOf(bundle).filter((c) => c.isDynamicEntry && posix(c.facadeModuleId).endsWith(ENGLISH_TEXTS));
  return withStaticImports(bundle, roots).filter((c) => !entry.has(c.fileName));
}

/**
 * Each lazily loaded page (a `*-page.tsx` chunk) with the chunks it adds to the entry's: what a shopper's phone
 * downloads on the way to that screen once the store has started. Home's are `initialChunks`.
 */
export function routeChunks(bundle: Record<string, Chunk | Asset>): { page: string; chunks: Chunk[] }[] {
  const chunks = chunksOf(bundle);
  const entry = new Set(entryChunks(bundle).map((c) => c.fileName));
  return chunks
    .filter(
      (c) =>
        c.isDynamicEntry && /-page\.tsx$/.test(posix(c.facadeModuleId)) && !posix(c.facadeModuleId).endsWith(HOME_PAGE),
    )
    .map((page) => ({
      page: posix(page.facadeModuleId).replace(/^.*\/src\//, ''),
      chunks: withStaticImports(bundle, [page]).filter((c) => !entry.has(c.fileName)),
    }));
}

/** Kilobytes of gzip (level 9) of the chunks' code, each chunk on its own as the browser downloads it. */
export function gzipKb(chunks: { code: string }[]): number {
  return chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0) / 1024;
}

const NO_ENGLISH = '\0store-build:core-without-english';
const LATER_PREFIX = '\0store-build:later-texts:';

/**
 * Core's pt-BR domains whose texts no screen of the first page shows (file under packages/core/src/i18n/catalogues
 * → its export): the form rules' and the server's refusal texts of the account, checkout, orders, pet and agenda screens.
 * The first load's catalogue has them empty; lib/i18n/later-texts.ts brings the real ones, and every screen but home
 * waits for it (app/routes.tsx), as do the dialogs that show them.
 */
export const LATER_DOMAINS: Readonly<Record<string, string>> = {
  account: 'accountPtBR',
  appointments: 'appointmentPtBR',
  forms: 'formPtBR',
  orders: 'orderPtBR',
  payments: 'paymentPtBR',
  pets: 'petPtBR',
};

/**
 * The first load speaks pt-BR only, and not all of it: core's catalogue registry (packages/core/src/i18n/registry.ts)
 * gets a null English there, so its texts stay out of the entry; lib/i18n/texts-en.ts imports the real one, in its
 * own chunk, for English readers. Likewise core's pt-BR catalogue (i18n/pt-BR.ts) gets the LATER_DOMAINS empty; the
 * storefront adds them with lib/i18n/later-texts.ts. Other importers of these files (the API, the tests, core's own
 * index, which later-texts.ts imports them from) are untouched.
 */
export function englishOnDemand(): Plugin {
  return {
    name: 'store-build:english-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = posix(importer ?? null);
      if (source === './en' && from.endsWith('/packages/core/src/i18n/registry.ts')) return NO_ENGLISH;
      const domain = /^\.\/catalogues\/([\w-]+)$/.exec(source)?.[1];
      if (domain && domain in LATER_DOMAINS && from.endsWith('/packages/core/src/i18n/pt-BR.ts'))
        return `${LATER_PREFIX}${domain}`;
      return null;
    },
    load(id) {
      if (id === NO_ENGLISH) return 'export const en = null;';
      if (id.startsWith(LATER_PREFIX)) return `export const ${LATER_DOMAINS[id.slice(LATER_PREFIX.length)]} = {};`;
      return null;
    },
  };
}

/**
 * Build steps of the storefront:
 * - writes dist/boot-queries.json, the queries apps/api web.ts answers inside index.html for first paint;
 * - writes dist/locale-chunks.json, English's chunks, which web.ts preloads for readers whose Accept-Language prefers
 *   English (boot imports them before its first render, so without the hint they wait for the entry to run);
 * - prints 'Initial JS (gzip): N KB' for the home route and fails the build over the budget;
 * - writes .br and .gz beside every text file, which the API serves to browsers that accept them;
 * - lists home's chunks in index.html as modulepreload links: they download beside the entry (which main.tsx starts
 *   them from anyway, but only once it has arrived and run), so home's first paint waits for one round trip, not three.
 */
export function storeBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'store-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      // After Vite's own: the preload lists of dynamic imports (`__vite__mapDeps`) are written into the chunks
      // then, and they are part of what the browser downloads (measured before them, home read 1.4 KB less).
      order: 'post',
      handler(_options, bundle) {
        const queries = BOOT_QUERIES.map((q) => ({
          key: q.key,
          query: q.query.replace(/\s+/g, ' ').trim(),
          variables: q.variables,
        }));
        this.emitFile({ type: 'asset', fileName: 'boot-queries.json', source: JSON.stringify(queries) });
        const english = englishChunks(bundle as unknown as Record<string, Chunk | Asset>).map((c) => `/${c.fileName}`);
        this.emitFile({ type: 'asset', fileName: LOCALE_CHUNKS_FILE, source: JSON.stringify({ en: english }) });
        const initial = initialChunks(bundle as unknown as Record<string, Chunk | Asset>);
        const kb = gzipKb(initial).toFixed(1);
        process.stdout.write(
          `\nInitial JS (gzip): ${kb} KB (${initial.length} chunks: ${initial.map((c) => c.fileName).join(', ')})\n`,
        );
        if (Number(kb) > INITIAL_JS_BUDGET_KB)
          this.error(`Initial JS ${kb} KB is over the ${INITIAL_JS_BUDGET_KB} KB budget`);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const bundle = context.bundle as unknown as Record<string, Chunk | Asset>;
        const entry = new Set(entryChunks(bundle).map((c) => c.fileName));
        return initialChunks(bundle)
          .filter((chunk) => !entry.has(chunk.fileName))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
    closeBundle() {
      precompress(outDir);
    },
  };
}

/** Brotli and gzip copies of the text files of the build (the API's static files send them precompressed). */
function precompress(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|svg|json|html|webmanifest)$/.test(entry.name)) {
      const content = fs.readFileSync(file);
      fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
