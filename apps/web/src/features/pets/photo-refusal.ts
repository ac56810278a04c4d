import type { Message } from '@store/core';
import { RestError } from '../../lib/http-client';
import { wireFields } from '../../lib/wire-message';

/**
 * Why the API refused a pet's picture (PUT /api/pets/:id/avatar answers `fields: { file: [{ code, params }] }`),
 * for the shopper's language: 'Envie uma imagem PNG, JPEG ou WEBP', 'A imagem deve ter no máximo 5 MB'. Null for
 * any other failure, which the usual error report handles.
 */
export function photoRefusal(error: unknown): Message | null {
  if (!(error instanceof RestError)) return null;
  return wireFields(error.keyed.fields).file?.[0] ?? null;
}
