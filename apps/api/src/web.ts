import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built storefront at `/`; the storefront uses a hash router, so `/` is its only page. */
export async function webPlugin(app: FastifyInstance, opts: { webDist: string }) {
  const index = path.join(opts.webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.get('/', async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The storefront is not built yet: run `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webDist,
    wildcard: false,
    index: false,
    // Hashed assets never change; index.html always revalidates so a deploy shows at once.
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}
