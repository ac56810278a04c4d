/**
 * The IANA time zones a store can keep its clock in: Brazil's, from Fernando de Noronha (UTC−02:00) to Acre
 * (UTC−05:00). A store's zone is one of these, checked when it is written; every other zone is refused.
 */
export const STORE_TIME_ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Manaus',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Eirunepe',
] as const;

export type StoreTimeZone = (typeof STORE_TIME_ZONES)[number];

/** Brasília time: the zone of a store that names none. */
export const DEFAULT_STORE_TIME_ZONE: StoreTimeZone = 'America/Sao_Paulo';

const known: ReadonlySet<string> = new Set(STORE_TIME_ZONES);

/** `isStoreTimeZone('America/Manaus')` → true; 'Europe/Lisbon', 'UTC-4' or a typo → false. */
export function isStoreTimeZone(value: unknown): value is StoreTimeZone {
  return typeof value === 'string' && known.has(value);
}

/** The zone to compute with: a stored zone the app supports, else the default (an unknown one never fails a request). */
export function storeTimeZone(value: unknown): StoreTimeZone {
  return isStoreTimeZone(value) ? value : DEFAULT_STORE_TIME_ZONE;
}
