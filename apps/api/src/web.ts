/** Serves the built storefront: its static files, and `/` rendered per host with its boot answers inlined. */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { resolveLocale, type Locale } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from './db/database.js';
import { restRoutes } from './http/rest-routes.js';
import { allowInlineStyles } from './http/security-headers.js';
import { signToken } from './modules/auth/jwt.js';
import { manifestRoutes } from './modules/stores/manifest.js';
import { resolveStore } from './modules/stores/service.js';
import { bootAnswers, type BootQuery } from './web-boot-queries.js';
import { renderIndex } from './web-index.js';

/** Each locale's chunks beyond the entry's, as the storefront's build lists them in dist/locale-chunks.json. */
type LocaleChunks = Partial<Record<Locale, string[]>>;

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

/** `/`: the storefront's page, compressed when the browser accepts it; 503 in plain text before the first build. */
const pageSchema = {
  response: {
    200: Type.Unsafe<string | Buffer>({ type: 'string', contentMediaType: 'text/html' }),
    503: Type.Unsafe<string>({ type: 'string', contentMediaType: 'text/plain' }),
  },
};

/**
 * Serves the built storefront at `/`; the storefront uses a hash router, so `/` is its only page. For a
 * first paint without waiting for the API, `/` carries the answers to the storefront's boot queries for
 * the request's host (its store config and home rows) as inline JSON, asked of this same app in one
 * batched in-process GraphQL request and kept per host for 30 s.
 */
export async function webPlugin(
  fastify: FastifyInstance,
  opts: { webDist: string; db: Db; defaultStore: string; signingSecret: Uint8Array },
) {
  const app = restRoutes(fastify);
  // Each store installs as its own app: its manifest and icons are made per request's host.
  await app.register(manifestRoutes, { db: opts.db, defaultStore: opts.defaultStore });
  const index = path.join(opts.webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.get('/', { schema: pageSchema }, async (_request, reply) =>
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
  const bootFor = bootAnswers(app);

  app.get('/', { schema: pageSchema }, async (request, reply) => {
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
