import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../lib/errors.js';
import { isUploadFolder } from './folders.js';
import { uploadPath } from './storage.js';

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * GET /api/files/-/:folder/:name serves uploaded images. Public on purpose (an <img> sends no bearer token);
 * the 128-bit random names are what keeps one shopper from listing another's pictures.
 */
export async function filesRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  app.get<{ Params: { folder: string; name: string } }>('/api/files/-/:folder/:name', async (request, reply) => {
    const { folder, name } = request.params;
    const file = isUploadFolder(folder) ? uploadPath(opts.dataDir, folder, name) : null;
    const bytes = file ? await fs.readFile(file).catch(() => null) : null;
    if (!bytes) return reply.code(404).send(errorBody('error.notFound'));
    const ext = name.slice(name.lastIndexOf('.') + 1) as keyof typeof MIME;
    return reply
      .header('content-type', MIME[ext])
      // the bytes were checked on upload; nosniff and an empty CSP keep a browser from reading them as anything else
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      // a name is never reused: a new picture gets a new name
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
