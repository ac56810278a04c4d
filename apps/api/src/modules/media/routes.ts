import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { RestPlainFailure } from '@store/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { restRoutes } from '../../http/rest-routes.js';
import { errorBody } from '../../lib/errors.js';
import type { Db } from '../../db/database.js';
import { storeThemes } from '../../db/json-columns.js';
import { campaignFor } from './banner-campaigns.js';
import { bannerSvg } from './banner.js';
import { brandLogoSvg } from './brand-logo.js';
import { pictureFor, valueIcon } from './picture-specs.js';
import { productPictureSvg } from './product-picture.js';
import { brandNameByImage, itemByCode, storeBySlug } from './repository.js';

const FILE = /^([A-Za-z0-9_.-]+?)(-min)?\.svg$/;
const BANNER = /^([a-z0-9-]+)-(\d{1,2})-(web|mobile)$/;

/** 'PET-0001-2' → ['PET-0001-2', 'PET-0001']: an image index may follow the item code. */
function codeCandidates(name: string): string[] {
  const withoutIndex = name.replace(/-\d{1,2}$/, '');
  return withoutIndex === name ? [name] : [name, withoutIndex];
}

/** The picture number in 'PET-0001-2' when 'PET-0001' is the item's code; 1 for the code itself. */
function variantOf(name: string, code: string): number {
  return name === code ? 1 : Number(name.slice(code.length + 1)) || 1;
}

/**
 * The drawing compressed as the browser accepts: a demo picture is 4–7 KB of SVG, 1.5–3 KB in brotli or gzip (the same
 * picture as an 800 px WebP is 9–22 KB, docs/decisions/0026-storefront-weight.md). Brotli at quality 5 takes well
 * under a millisecond for these sizes.
 */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(svg));
  return reply.send(svg);
}

/**
 * Demo images, drawn at request time (the demo ships no image files): /media/items/PET-0001.svg (and -2, -min),
 * /media/brands/petshop-3.svg, /media/banners/petshop-1-web.svg. Real stores upload their own files.
 */
export async function mediaRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = restRoutes(fastify);
  // kind: items, brands or banners; any other kind or file answers 404
  const schema = {
    params: Type.Object({ kind: Type.String(), file: Type.String() }),
    response: {
      200: Type.Unsafe<string | Buffer>({ type: 'string', contentMediaType: 'image/svg+xml' }),
      404: RestPlainFailure,
    },
  };
  app.get('/media/:kind/:file', { schema }, async (request, reply) => {
    const { kind, file } = request.params;
    const match = FILE.exec(file);
    if (!match) return reply.code(404).send(errorBody('error.notFound'));
    const name = match[1] ?? '';
    const small = Boolean(match[2]);
    let svg: string | undefined;
    if (kind === 'items') {
      const item = await itemByCode(opts.db, codeCandidates(name));
      if (item) {
        svg = productPictureSvg({
          spec: pictureFor(item.name),
          variant: variantOf(name, item.code),
          label: item.name,
          brand: item.brand ?? undefined,
          valueIcon: valueIcon(item.attrs),
          size: small ? 240 : 800,
        });
      }
    } else if (kind === 'brands') {
      const brand = await brandNameByImage(opts.db, `/media/brands/${file}`);
      if (brand) svg = brandLogoSvg(brand);
    } else if (kind === 'banners') {
      const parts = BANNER.exec(name);
      const store = parts ? await storeBySlug(opts.db, parts[1] ?? '') : undefined;
      if (parts && store) {
        const theme = storeThemes(store.themes).light;
        const colours = { primary: theme?.primary ?? '#1565c0', secondary: theme?.secondary ?? '#ffb300' };
        svg = bannerSvg(
          campaignFor(parts[1] ?? '', store.name, Number(parts[2])),
          colours,
          parts[3] === 'mobile' ? 'mobile' : 'web',
        );
      }
    }
    if (!svg) return reply.code(404).send(errorBody('error.notFound'));
    return sendSvg(request, reply, svg);
  });
}
