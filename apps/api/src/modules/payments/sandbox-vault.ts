import { OUTCOME_CLASSES, type OutcomeClass } from './sandbox-cards.js';

/** What a vault entry holds: brand, first 6, last 4, the test outcome, holder and expiry; never the number or code. */
export type VaultFacts = {
  brand: string;
  first6: string;
  last4: string;
  outcome: OutcomeClass;
  holder: string;
  month: number;
  year: number;
};

const BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'diners',
  'jcb',
  'elo',
  'hipercard',
  'aura',
  'discover',
  'unknown',
] as const;
/** ISO/IEC 7813 embossing: at most 26 characters, upper-case ASCII. */
export const HOLDER_MAX = 26;

/** 'Maria Conceição' → 'MARIA CONCEICAO', the way it is embossed. */
function embossedName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, HOLDER_MAX)
    .trim();
}

/**
 * Packs a vault entry into a few bytes (brand and outcome, ten digits, month, year, holder), so its sealed id stays
 * under 100 characters: it travels as a URL path segment (…/cards/cofre/:cardId), and routers cap those.
 */
export function packVault(v: VaultFacts): Buffer {
  const brand = Math.max(0, BRANDS.indexOf(v.brand as (typeof BRANDS)[number]));
  const head = Buffer.alloc(8);
  head.writeUInt8((brand << 4) | OUTCOME_CLASSES.indexOf(v.outcome), 0);
  head.writeUIntBE(Number(`${v.first6}${v.last4}`), 1, 5);
  head.writeUInt8(v.month, 6);
  head.writeUInt8(v.year - 2000, 7);
  return Buffer.concat([head, Buffer.from(embossedName(v.holder), 'ascii')]);
}

export function unpackVault(bytes: Buffer): VaultFacts | null {
  if (bytes.length < 8) return null;
  const brand = BRANDS[bytes.readUInt8(0) >> 4];
  const outcome = OUTCOME_CLASSES[bytes.readUInt8(0) & 0x0f];
  if (!brand || !outcome) return null;
  const digits = String(bytes.readUIntBE(1, 5)).padStart(10, '0');
  return {
    brand,
    outcome,
    first6: digits.slice(0, 6),
    last4: digits.slice(6),
    month: bytes.readUInt8(6),
    year: 2000 + bytes.readUInt8(7),
    holder: bytes.subarray(8).toString('ascii'),
  };
}
