import type { Cents } from '@store/core';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import { crc16ccitt, tlv } from './emv.js';

/** A Pix charge as the payer's bank app will read it. */
export type PixCharge = {
  /** the receiver's Pix key: CNPJ/CPF digits, e-mail, phone (+55…) or a random (EVP) key */
  key: string;
  merchantName: string;
  merchantCity: string;
  amount: Cents;
  /** up to 25 letters and digits; identifies this charge in the receiver's statement */
  txid: string;
};

/** Reais with two decimals from cents, without floating point: `pixAmount(cents(1050))` → '10.50'. */
export function pixAmount(amount: Cents): string {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`Pix amount must be positive cents, got ${amount}`);
  const text = String(amount).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** The BR Code alphabet is plain ASCII: 'São Paulo' → 'Sao Paulo', cut to `max` characters. */
export function pixText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Letters and digits only, at most 25 ('***' means "no id", which a dynamic charge should not use). */
export function pixTxid(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
}

/**
 * The "copia e cola" text of a single-use Pix charge (BCB BR Code manual): payload format 01, point of
 * initiation 12, merchant account (GUI br.gov.bcb.pix + key), MCC 0000, currency 986, amount, BR, name (≤ 25),
 * city (≤ 15), txid in 62/05, and the CRC16 of everything before it in 63.
 */
export function buildPixCode(charge: PixCharge): string {
  const name = pixText(charge.merchantName, 25);
  const city = pixText(charge.merchantCity, 15);
  if (!name || !city) throw new RangeError('A Pix charge needs the merchant name and city');
  if (charge.key.length === 0 || charge.key.length > 77) throw new RangeError('A Pix key has 1 to 77 characters');
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', charge.key)),
    tlv('52', '0000'),
    tlv('53', '986'),
    tlv('54', pixAmount(charge.amount)),
    tlv('58', 'BR'),
    tlv('59', name),
    tlv('60', city),
    tlv('62', tlv('05', pixTxid(charge.txid))),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16ccitt(withCrcTag);
}

/** The QR image of a BR Code, as a PNG data URL the storefront can put straight into an <img>. */
export function pixQrDataUrl(code: string): Promise<string> {
  return QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 264 });
}

/** Images drawn lately, by code: a shopper reloading the order page while paying does not draw it again. */
const drawn = new LRUCache<string, string>({ max: 256, fetchMethod: (code) => pixQrDataUrl(code) });

/**
 * pixQrDataUrl for a code shown again and again (the order page of a pending Pix): the last 256 images are kept,
 * about 1 MB, and one being drawn is shared. Drawing one costs ~15 ms of CPU, so orders store only the code and the
 * page draws it when read.
 */
export async function pixQrImage(code: string): Promise<string> {
  return (await drawn.fetch(code))!;
}
