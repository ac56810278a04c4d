import { cents } from '@store/core';
import { describe, expect, it } from 'vitest';
import { crc16ccitt, parseTlv } from './emv.js';
import { buildPixCode, pixAmount, pixQrDataUrl, pixText, pixTxid } from './pix-brcode.js';

const field = (code: string, id: string) => parseTlv(code)!.find((f) => f.id === id)?.value;

describe('buildPixCode', () => {
  const code = buildPixCode({
    key: '34567812000147',
    merchantName: 'Pet Feliz Comércio de Produtos Veterinários Ltda',
    merchantCity: 'São José dos Campos',
    amount: cents(12345),
    txid: 'PED-42/abc_DEF',
  });

  it('ends with the CRC16 of everything before it, tag and length included', () => {
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16ccitt(code.slice(0, -4)));
  });

  it('carries every field of a single-use charge, in order', () => {
    expect(parseTlv(code)!.map((f) => f.id)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(field(code, '00')).toBe('01');
    expect(field(code, '01')).toBe('12');
    expect(parseTlv(field(code, '26')!)).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: '34567812000147' },
    ]);
    expect(field(code, '52')).toBe('0000');
    expect(field(code, '53')).toBe('986');
    expect(field(code, '54')).toBe('123.45');
    expect(field(code, '58')).toBe('BR');
    expect(field(code, '59')).toBe('Pet Feliz Comercio de Pro');
    expect(field(code, '60')).toBe('Sao Jose dos Ca');
    expect(parseTlv(field(code, '62')!)).toEqual([{ id: '05', value: 'PED42abcDEF' }]);
  });

  it('is plain ASCII', () => {
    expect(code).toMatch(/^[\x20-\x7e]+$/);
  });

  it('refuses a charge it cannot encode', () => {
    const base = {
      key: 'loja@example.com',
      merchantName: 'Loja',
      merchantCity: 'Campinas',
      amount: cents(100),
      txid: 'A1',
    };
    expect(() => buildPixCode({ ...base, merchantName: ' \u0301 ' })).toThrow(RangeError);
    expect(() => buildPixCode({ ...base, key: 'k'.repeat(78) })).toThrow(RangeError);
    expect(() => buildPixCode({ ...base, amount: cents(0) })).toThrow(RangeError);
  });
});

describe('pixAmount', () => {
  it('formats cents as reais with a dot, from the integer', () => {
    expect(pixAmount(cents(1))).toBe('0.01');
    expect(pixAmount(cents(99))).toBe('0.99');
    expect(pixAmount(cents(1000))).toBe('10.00');
    expect(pixAmount(cents(123456789))).toBe('1234567.89');
  });
});

describe('pixText and pixTxid', () => {
  it('removes accents and cuts to the limit', () => {
    expect(pixText('  Açaí   do João  ', 25)).toBe('Acai do Joao');
    expect(pixText('Florianópolis', 15)).toBe('Florianopolis');
    expect(pixText('Rio Grande da Serra', 15)).toBe('Rio Grande da S');
  });

  it('keeps 25 letters and digits for the txid', () => {
    expect(pixTxid('sbx_0123456789abcdef0123456789')).toBe('sbx0123456789abcdef012345');
    expect(pixTxid('---')).toBe('***');
  });
});

describe('pixQrDataUrl', () => {
  it('draws the code as a PNG data URL', async () => {
    const url = await pixQrDataUrl('000201');
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});
