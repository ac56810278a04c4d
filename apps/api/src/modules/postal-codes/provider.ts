import type { Db } from '../../db/database.js';
import { findPostalCode } from './repository.js';

/** The spec 7 shape of a postal-code lookup. */
export type PostalCodeInfo = {
  cep: string;
  logradouro: string | null;
  complemento: string | null;
  bairro: string | null;
  municipio: { nome: string; uf: { sigla: string } };
  latitude: number | null;
  longitude: number | null;
};

/** Looks up one CEP (8 digits, no mask); null when nothing is known about it. */
export interface PostalCodeProvider {
  lookup(cep: string): Promise<PostalCodeInfo | null>;
}

/** The offline default: the seeded `postal_codes` table. */
export function tableProvider(db: Db): PostalCodeProvider {
  return {
    async lookup(cep) {
      const row = await findPostalCode(db, cep);
      if (!row) return null;
      return {
        cep: `${row.cep.slice(0, 5)}-${row.cep.slice(5)}`,
        logradouro: row.street,
        complemento: row.complement,
        bairro: row.neighbourhood,
        municipio: { nome: row.city, uf: { sigla: row.state } },
        latitude: row.latitude,
        longitude: row.longitude,
      };
    },
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * A remote lookup service answering the spec 7 shape. `{cep}` in the URL is replaced by the digits,
 * otherwise they are appended as the last path segment. Any status but 200 (or an unusable body) is "not found".
 */
export function httpProvider(baseUrl: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): PostalCodeProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    async lookup(cep) {
      const url = baseUrl.includes('{cep}') ? baseUrl.replace('{cep}', cep) : `${baseUrl.replace(/\/+$/, '')}/${cep}`;
      const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      if (response.status !== 200) return null;
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      const municipio = body?.municipio as { nome?: unknown; uf?: { sigla?: unknown } } | undefined;
      const city = text(municipio?.nome);
      const state = text(municipio?.uf?.sigla);
      if (!body || !city || !state) return null;
      return {
        cep: text(body.cep) ?? `${cep.slice(0, 5)}-${cep.slice(5)}`,
        logradouro: text(body.logradouro),
        complemento: text(body.complemento),
        bairro: text(body.bairro),
        municipio: { nome: city, uf: { sigla: state } },
        latitude: num(body.latitude),
        longitude: num(body.longitude),
      };
    },
  };
}
