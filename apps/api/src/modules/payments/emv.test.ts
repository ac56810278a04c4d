import { describe, expect, it } from 'vitest';
import { crc16ccitt, parseTlv, tlv } from './emv.js';

// Banco Central do Brasil's static example (shared/data/pix-brcode-examples.md).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16ccitt', () => {
  it('recomputes the CRC of the BCB example (…63041D3D)', () => {
    expect(crc16ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('matches the CRC-16/CCITT-FALSE check value and pads to four digits', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(crc16ccitt('')).toBe('FFFF');
    expect(crc16ccitt(BCB_EXAMPLE.slice(0, -4).replace('Fulano', 'Fulana'))).not.toBe('1D3D');
  });
});

describe('tlv and parseTlv', () => {
  it('reads the BCB example field by field', () => {
    const fields = parseTlv(BCB_EXAMPLE)!;
    expect(fields.map((f) => f.id)).toEqual(['00', '26', '52', '53', '58', '59', '60', '62', '63']);
    const account = parseTlv(fields.find((f) => f.id === '26')!.value)!;
    expect(account).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: '123e4567-e12b-12d1-a456-426655440000' },
    ]);
    expect(fields.find((f) => f.id === '59')!.value).toBe('Fulano de Tal');
    expect(parseTlv(fields.find((f) => f.id === '62')!.value)).toEqual([{ id: '05', value: '***' }]);
  });

  it('encodes the length in two digits and refuses what cannot be encoded', () => {
    expect(tlv('54', '10.00')).toBe('540510.00');
    expect(() => tlv('5', 'x')).toThrow(RangeError);
    expect(() => tlv('26', 'x'.repeat(100))).toThrow(RangeError);
  });

  it('rejects truncated or malformed text', () => {
    expect(parseTlv('0002')).toBeNull();
    expect(parseTlv('00020')).toBeNull();
    expect(parseTlv('xx0201')).toBeNull();
    expect(parseTlv('')).toEqual([]);
  });
});
