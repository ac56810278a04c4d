import { createHash } from 'node:crypto';
import { RestPlainFailure } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { storeObject, storeThemes } from '../../db/json-columns.js';
import { restRoutes } from '../../http/rest-routes.js';
import { errorBody } from '../../lib/errors.js';
import { resolveStore } from './service.js';
import type { StoreRow } from './repository.js';

/** The icon sizes Chromium and the app stores ask for; the maskable one fills its whole square. */
export const ICONS = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 512, purpose: 'maskable' },
] as const;
type Purpose = (typeof ICONS)[number]['purpose'];

const DEFAULT_PRIMARY = '#0098db';
const HEX = /^#[0-9a-f]{6}$|^#[0-9a-f]{3}$/i;
const colourOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && HEX.test(value) ? value : fallback;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** What a store's icons and manifest are made of: a change to any of it is a new icon URL. */
export function manifestSource(store: Pick<StoreRow, 'name' | 'themes' | 'manifest'>) {
  const own = storeObject('manifest', store.manifest);
  const primary = colourOr(storeThemes(store.themes).light?.primary, DEFAULT_PRIMARY);
  const name = text(own.name) ?? store.name;
  return {
    name,
    shortName: text(own.short_name) ?? (name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12)),
    themeColor: colourOr(own.theme_color, primary),
    backgroundColor: colourOr(own.background_color, '#ffffff'),
    primary,
  };
}
type Source = ReturnType<typeof manifestSource>;

const versionOf = (source: Source) => createHash('sha256').update(JSON.stringify(source)).digest('hex').slice(0, 10);
const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The store's initial in white on its colour. A maskable icon may be cut to any shape inside the middle 80%,
 * so it is a full square with a smaller letter; the plain icon is a rounded square.
 */
export function iconSvg(source: Source, size: number, purpose: Purpose): string {
  const initial = escapeXml([...source.name.trim()][0]?.toUpperCase() ?? '?');
  const radius = purpose === 'maskable' ? 0 : size * 0.2;
  const fontSize = size * (purpose === 'maskable' ? 0.42 : 0.58);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${source.primary}"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${initial}</text>
</svg>`;
}

/** What `/manifest.webmanifest` answers: the members of the W3C web app manifest the store fills in. */
const WebManifest = Type.Object({
  id: Type.String(),
  name: Type.String(),
  short_name: Type.String(),
  lang: Type.String(),
  start_url: Type.String(),
  scope: Type.String(),
  display: Type.String(),
  theme_color: Type.String(),
  background_color: Type.String(),
  icons: Type.Array(
    Type.Object({ src: Type.String(), sizes: Type.String(), type: Type.String(), purpose: Type.String() }),
  ),
});

const manifestSchema = { response: { 200: WebManifest, 404: RestPlainFailure } };
const iconSchema = {
  // icon-192.png, icon-512.png or icon-512-maskable.png; any other file answers 404
  params: Type.Object({ file: Type.String() }),
  response: { 200: Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'image/png' }), 404: RestPlainFailure },
};

/** The web app manifest for one store (spec 3 'Store config': manifest), its own keys over the ones made from the store. */
function webManifest(source: Source) {
  const version = versionOf(source);
  return {
    id: '/',
    name: source.name,
    short_name: source.shortName,
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: source.themeColor,
    background_color: source.backgroundColor,
    icons: ICONS.map(({ size, purpose }) => ({
      src: `/manifest/icon-${size}${purpose === 'maskable' ? '-maskable' : ''}.png?v=${version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

type IconOf = { source: Source; icon: (typeof ICONS)[number] };

/**
 * `/manifest.webmanifest` and its icons, for the request's store. Icons are drawn once per store, size and
 * look, then kept in memory, the 300 used last (a PNG of 512 px takes sharp some 20 ms; a few KB each).
 */
export async function manifestRoutes(fastify: FastifyInstance, opts: { db: Db; defaultStore: string }) {
  const app = restRoutes(fastify);
  const icons = new LRUCache<string, Buffer, IconOf>({
    max: 300,
    fetchMethod: (_key, _stale, { context: { source, icon } }) =>
      sharp(Buffer.from(iconSvg(source, icon.size, icon.purpose)))
        .png()
        .toBuffer(),
  });

  const notFound = errorBody('error.notFound');

  app.get('/manifest.webmanifest', { schema: manifestSchema }, async (request, reply) => {
    const store = await resolveStore(opts.db, request.headers.host ?? '', opts.defaultStore);
    if (!store) return reply.code(404).send(notFound);
    // Browsers check the manifest now and then; a few minutes is soon enough to see a new name or colour.
    reply.header('cache-control', 'public, max-age=300').type('application/manifest+json; charset=utf-8');
    return webManifest(manifestSource(store));
  });

  app.get('/manifest/:file', { schema: iconSchema }, async (request, reply) => {
    const match = /^icon-(\d+)(-maskable)?\.png$/.exec(request.params.file);
    const icon =
      match && ICONS.find((i) => i.size === Number(match[1]) && (i.purpose === 'maskable') === Boolean(match[2]));
    if (!icon) return reply.code(404).send(notFound);
    const store = await resolveStore(opts.db, request.headers.host ?? '', opts.defaultStore);
    if (!store) return reply.code(404).send(notFound);
    const source = manifestSource(store);
    const key = `${store.id}:${icon.size}:${icon.purpose}:${versionOf(source)}`;
    const png = await icons.fetch(key, { context: { source, icon } });
    // The URL carries the look's version, so the picture under it never changes.
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/png');
    return png;
  });
}
