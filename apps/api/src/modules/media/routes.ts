import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../lib/errors.js';
import type { Db } from '../../db/database.js';
import { placeholderSvg } from './placeholder-svg.js';
import { brandNameByImage, itemNameByCode, storeNameBySlug } from './repository.js';

const FILE = /^([A-Za-z0-9_.-]+?)(-min)?\.svg$/;

/** 'PET-0001-2' → ['PET-0001-2', 'PET-0001']: an image index may follow the item code. */
function codeCandidates(name: string): string[] {
  const withoutIndex = name.replace(/-\d{1,2}$/, '');
  return withoutIndex === name ? [name] : [name, withoutIndex];
}

/** Demo images: /media/items/PET-0001.svg (and -2, -min), /media/brands/petshop-3.svg, /media/banners/petshop-1-web.svg */
export async function mediaRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = FILE.exec(file);
    if (!match) return reply.code(404).send(errorBody('error.notFound'));
    const name = match[1] ?? '';
    const small = Boolean(match[2]);
    let svg: string | undefined;
    if (kind === 'items') {
      const item = await itemNameByCode(opts.db, codeCandidates(name));
      if (item) svg = placeholderSvg({ seed: name, label: item, width: small ? 240 : 800, height: small ? 240 : 800, small });
    } else if (kind === 'brands') {
      const brand = await brandNameByImage(opts.db, `/media/brands/${file}`);
      if (brand) svg = placeholderSvg({ seed: name, label: brand, width: 240, height: 120, small: true });
    } else if (kind === 'banners') {
      const slug = name.split('-')[0] ?? '';
      const store = await storeNameBySlug(opts.db, slug);
      const mobile = name.endsWith('-mobile');
      if (store) svg = placeholderSvg({ seed: name, label: `${store} · ofertas da semana`, width: mobile ? 800 : 1600, height: mobile ? 600 : 500 });
    }
    if (!svg) return reply.code(404).send(errorBody('error.notFound'));
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
