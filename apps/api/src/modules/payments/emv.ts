/**
 * EMV® QR "TLV" fields as the Pix BR Code uses them: a 2-digit id, a 2-digit length, then the value.
 * Lengths count characters; the BR Code is ASCII only, so characters and bytes agree.
 */

/** One field: `tlv('00', '01')` → '000201'. Values longer than 99 characters cannot be encoded. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV id must be two digits, got '${id}'`);
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export type EmvField = { id: string; value: string };

/** Reads a run of fields back, in order; null when the text is not a well-formed run. */
export function parseTlv(text: string): EmvField[] | null {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) return null;
    const end = at + 4 + Number(length);
    if (end > text.length) return null;
    fields.push({ id, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

/**
 * CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits:
 * `crc16ccitt('123456789')` → '29B1'.
 */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
