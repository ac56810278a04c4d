import type { PostalCodeInfo } from './provider.js';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const UF = /^[A-Z]{2}$/;

/**
 * Reads one CEP service's JSON into the spec 7 shape. Three shapes are known, so either URL may point at any of them:
 * - ViaCEP: `{ cep, logradouro, complemento, bairro, localidade, uf }`, or `{ erro: true }` for an unknown CEP;
 * - BrasilAPI v2: `{ cep, state, city, neighborhood, street, location: { coordinates: { latitude, longitude } } }`;
 * - the spec 7 shape itself: `{ cep, logradouro, complemento, bairro, municipio: { nome, uf: { sigla } } }`.
 * Null: the service says there is no such CEP; 'unreadable': none of these (the next source is asked).
 */
export function readRemoteAnswer(body: unknown, cep: string): PostalCodeInfo | null | 'unreadable' {
  if (!isObject(body)) return 'unreadable';
  if (body.erro === true || body.erro === 'true') return null;
  const municipio = isObject(body.municipio) ? body.municipio : undefined;
  const city = text(body.localidade) ?? text(body.city) ?? text(municipio?.nome);
  const state = text(body.uf) ?? text(body.state) ?? text(isObject(municipio?.uf) ? municipio.uf.sigla : undefined);
  if (!city || !state || !UF.test(state)) return 'unreadable';
  const location = isObject(body.location) && isObject(body.location.coordinates) ? body.location.coordinates : body;
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro: text(body.logradouro) ?? text(body.street),
    complemento: text(body.complemento),
    bairro: text(body.bairro) ?? text(body.neighborhood),
    municipio: { nome: city, uf: { sigla: state } },
    latitude: num(location.latitude),
    longitude: num(location.longitude),
  };
}
