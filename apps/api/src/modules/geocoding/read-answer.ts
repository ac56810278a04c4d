import { BRAZILIAN_STATES } from '@store/core';

/**
 * Spec 7's reverse-geocoding answer: the first result's formatted address, its geometry and postal code,
 * and the parts the address form fills (street, number, neighbourhood, city, UF).
 */
export type ReverseGeocode = {
  formattedAddress: string;
  geometry: { latitude: number; longitude: number };
  /** 8 digits, or null when the service names none */
  postalCode: string | null;
  street: string | null;
  number: string | null;
  neighbourhood: string | null;
  city: string | null;
  /** two-letter UF, or null outside Brazil's states */
  state: string | null;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Brazil's states by name, for services that spell them out ('São Paulo' → 'SP'). */
const UF_BY_NAME: Record<string, string> = {
  acre: 'AC',
  alagoas: 'AL',
  amapa: 'AP',
  amazonas: 'AM',
  bahia: 'BA',
  ceara: 'CE',
  'distrito federal': 'DF',
  'espirito santo': 'ES',
  goias: 'GO',
  maranhao: 'MA',
  'mato grosso': 'MT',
  'mato grosso do sul': 'MS',
  'minas gerais': 'MG',
  para: 'PA',
  paraiba: 'PB',
  parana: 'PR',
  pernambuco: 'PE',
  piaui: 'PI',
  'rio de janeiro': 'RJ',
  'rio grande do norte': 'RN',
  'rio grande do sul': 'RS',
  rondonia: 'RO',
  roraima: 'RR',
  'santa catarina': 'SC',
  'sao paulo': 'SP',
  sergipe: 'SE',
  tocantins: 'TO',
};
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export function stateCode(...candidates: (string | null)[]): string | null {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const code = candidate.replace(/^BR-/i, '').toUpperCase();
    if ((BRAZILIAN_STATES as readonly string[]).includes(code)) return code;
    const named = UF_BY_NAME[plain(candidate)];
    if (named) return named;
  }
  return null;
}

const cepDigits = (value: string | null) => {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits.length === 8 ? digits : null;
};

/** Nominatim (OpenStreetMap) `format=jsonv2`: one place with `display_name`, `lat`, `lon` and `address` parts. */
function readNominatim(body: Record<string, unknown>): ReverseGeocode | null {
  if (text(body.error)) return null;
  const address = isObject(body.address) ? body.address : {};
  const latitude = num(body.lat);
  const longitude = num(body.lon);
  const formattedAddress = text(body.display_name);
  if (!formattedAddress || latitude === null || longitude === null) return null;
  const pick = (...keys: string[]) => keys.map((k) => text(address[k])).find((v) => v !== null) ?? null;
  return {
    formattedAddress,
    geometry: { latitude, longitude },
    postalCode: cepDigits(pick('postcode')),
    street: pick('road', 'pedestrian', 'residential'),
    number: pick('house_number'),
    neighbourhood: pick('suburb', 'neighbourhood', 'quarter', 'city_district'),
    city: pick('city', 'town', 'village', 'municipality'),
    state: stateCode(pick('ISO3166-2-lvl4'), pick('state')),
  };
}

/** A Google-style answer: `results[0]` with `formatted_address`, `geometry.location` and typed `address_components`. */
function readResults(results: unknown[]): ReverseGeocode | null {
  const first = results[0];
  if (!isObject(first)) return null;
  const location = isObject(first.geometry) && isObject(first.geometry.location) ? first.geometry.location : {};
  const latitude = num(location.lat);
  const longitude = num(location.lng);
  const formattedAddress = text(first.formatted_address);
  if (!formattedAddress || latitude === null || longitude === null) return null;
  const components = Array.isArray(first.address_components) ? first.address_components.filter(isObject) : [];
  const part = (type: string, short = false) => {
    const found = components.find((c) => Array.isArray(c.types) && c.types.includes(type));
    return found ? text(short ? found.short_name : found.long_name) : null;
  };
  return {
    formattedAddress,
    geometry: { latitude, longitude },
    postalCode: cepDigits(part('postal_code')),
    street: part('route'),
    number: part('street_number'),
    neighbourhood: part('sublocality_level_1') ?? part('sublocality') ?? part('neighborhood'),
    city: part('administrative_area_level_2') ?? part('locality'),
    state: stateCode(part('administrative_area_level_1', true), part('administrative_area_level_1')),
  };
}

/**
 * Reads a reverse-geocoding service's JSON. Null: the service found nothing at that position;
 * 'unreadable': neither known shape (the service is treated as failing).
 */
export function readGeocodingAnswer(body: unknown): ReverseGeocode | null | 'unreadable' {
  if (Array.isArray(body)) return body.length === 0 ? null : readGeocodingAnswer(body[0]);
  if (!isObject(body)) return 'unreadable';
  if (Array.isArray(body.results))
    return body.results.length === 0 ? null : (readResults(body.results) ?? 'unreadable');
  if (body.status === 'ZERO_RESULTS') return null;
  if (text(body.error) && body.lat === undefined) return null;
  return readNominatim(body) ?? 'unreadable';
}
