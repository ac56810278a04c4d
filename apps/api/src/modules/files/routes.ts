import fs from 'node:fs/promises';
import { RestPlainFailure } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { READS_OWN_INPUT, restRoutes } from '../../http/rest-routes.js';
import { errorBody } from '../../lib/errors.js';
import { isUploadFolder, SIGNED_FOLDERS, type UploadFolder } from './folders.js';
import { AVATAR_PICTURE, PictureCleaner } from './picture.js';
import { signatureValidFor, urlSigningKey } from './signed-url.js';
import { uploadPath } from './storage.js';

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * GET /api/files/-/:folder/:name serves uploaded images. Shoppers' avatars are public on purpose (an <img> sends
 * no bearer token; 128-bit random names keep one shopper from listing another's pictures). A pet's picture is
 * served only through the signed, expiring URL its owner's answers carry: without a valid signature it answers
 * exactly like a missing file. A shopper's avatar stored before avatars were re-encoded is re-encoded the first
 * time it is asked for (its photo's EXIF, GPS position included, is never served again).
 */
export async function filesRoutes(fastify: FastifyInstance, opts: { dataDir: string; signingSecret: Uint8Array }) {
  const app = restRoutes(fastify);
  const key = urlSigningKey(opts.signingSecret);
  const cleaners: Partial<Record<UploadFolder, PictureCleaner>> = { avatars: new PictureCleaner(AVATAR_PICTURE) };
  const read = (folder: UploadFolder, file: string) =>
    cleaners[folder]?.read(file) ?? fs.readFile(file).catch(() => null);
  const schema = {
    params: Type.Object({ folder: Type.String(), name: Type.String() }),
    // a pet's picture: the signature's expiry (unix seconds) and its HMAC; a missing or bad one answers 404
    querystring: Type.Object({ exp: Type.Optional(Type.String()), sig: Type.Optional(Type.String()) }),
    response: { 200: Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'image/*' }), 404: RestPlainFailure },
  };
  app.get('/api/files/-/:folder/:name', { schema, ...READS_OWN_INPUT }, async (request, reply) => {
    const { folder, name } = request.params;
    const file = isUploadFolder(folder) ? uploadPath(opts.dataDir, folder, name) : null;
    const signed = file !== null && isUploadFolder(folder) && SIGNED_FOLDERS.has(folder);
    const validFor = signed ? signatureValidFor(key, folder, name, request.query.exp, request.query.sig) : null;
    const bytes = file && isUploadFolder(folder) && (!signed || validFor !== null) ? await read(folder, file) : null;
    if (!bytes) return reply.code(404).send(errorBody('error.notFound'));
    const ext = name.slice(name.lastIndexOf('.') + 1) as keyof typeof MIME;
    return (
      reply
        .header('content-type', MIME[ext])
        // the bytes were checked on upload; nosniff and an empty CSP keep a browser from reading them as anything else
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // a name is never reused (a new picture gets a new name); a signed one is the owner's, kept no longer than it is valid
        .header(
          'cache-control',
          validFor !== null ? `private, max-age=${validFor}` : 'public, max-age=31536000, immutable',
        )
        .send(bytes)
    );
  });
}
