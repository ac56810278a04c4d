import type { Db } from '../../db/database.js';
import { findPostalCode } from './repository.js';
import { readRemoteAnswer } from './remote-answer.js';

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

/** Looks up one CEP (8 digits, no mask); null when this source knows nothing of it, a throw when it could not tell. */
export interface PostalCodeProvider {
  readonly name: string;
  lookup(cep: string): Promise<PostalCodeInfo | null>;
}

export const maskedCep = (cep: string) => `${cep.slice(0, 5)}-${cep.slice(5)}`;

/** The seeded `postal_codes` table: the demo's streets, with coordinates for freight by distance. */
export function tableProvider(db: Db): PostalCodeProvider {
  return {
    name: 'table',
    async lookup(cep) {
      const row = await findPostalCode(db, cep);
      if (!row) return null;
      return {
        cep: maskedCep(row.cep),
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

/** A service that cannot answer now (down, slow, garbled): the next source is asked, and nothing is cached. */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
}

/**
 * A public CEP service over HTTP(S): ViaCEP, BrasilAPI or one answering the spec 7 shape (see remote-answer.ts).
 * `{cep}` in the URL is replaced by the digits, otherwise they are appended as the last path segment. A 404 or
 * an answer saying "no such CEP" is null; a time-out, any other status or an unreadable body is a ProviderFailure.
 */
export function httpProvider(
  baseUrl: string,
  options: { timeoutMs: number; fetch?: typeof fetch },
): PostalCodeProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: new URL(baseUrl.replace('{cep}', '0')).host,
    async lookup(cep) {
      const url = baseUrl.includes('{cep}') ? baseUrl.replace('{cep}', cep) : `${baseUrl.replace(/\/+$/, '')}/${cep}`;
      let body: unknown;
      try {
        // The time-out covers the body too: a service that sends headers and then stalls is as slow as one that never answers.
        const response = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (response.status === 404) return null;
        if (response.status !== 200) throw new ProviderFailure(`answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof ProviderFailure) throw error;
        throw new ProviderFailure(error instanceof Error ? `${error.name}: ${error.message}` : 'failed', {
          cause: error,
        });
      }
      const answer = readRemoteAnswer(body, cep);
      if (answer === 'unreadable') throw new ProviderFailure('unreadable answer');
      return answer;
    },
  };
}
