import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { BOOT_QUERIES } from '../src/app/boot-queries.ts';

/** The mobile budget for the home route's JavaScript (issue 5): entry, its static imports and the home chunk. */
export const INITIAL_JS_BUDGET_KB = 180;

type Chunk = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; facadeModuleId: string | null };
type Asset = { type: 'asset' };

/** The chunks a first visit to home downloads before it can render: entry + home chunk, with their static imports. */
export function initialChunks(bundle: Record<string, Chunk | Asset>): Chunk[] {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter((c) => c.isEntry || c.facadeModuleId?.replace(/\\/g, '/').endsWith('/features/catalog/home-page.tsx'));
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  roots.forEach(visit);
  return [...seen.values()];
}

/**
 * Build steps of the storefront:
 * - writes dist/boot-queries.json, the queries apps/api web.ts answers inside index.html for first paint;
 * - prints 'Initial JS (gzip): N KB' for the home route and fails the build over the budget;
 * - writes .br and .gz beside every text file, which the API serves to browsers that accept them.
 */
export function storeBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'store-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const queries = BOOT_QUERIES.map((q) => ({ key: q.key, query: q.query.replace(/\s+/g, ' ').trim(), variables: q.variables }));
      this.emitFile({ type: 'asset', fileName: 'boot-queries.json', source: JSON.stringify(queries) });
      const initial = initialChunks(bundle as unknown as Record<string, Chunk | Asset>);
      const bytes = initial.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
      const kb = (bytes / 1024).toFixed(1);
      process.stdout.write(`\nInitial JS (gzip): ${kb} KB (${initial.length} chunks: ${initial.map((c) => c.fileName).join(', ')})\n`);
      if (bytes / 1024 > INITIAL_JS_BUDGET_KB) this.error(`Initial JS ${kb} KB is over the ${INITIAL_JS_BUDGET_KB} KB budget`);
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
