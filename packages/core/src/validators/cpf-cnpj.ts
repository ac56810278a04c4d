import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { stripMask } from './only-digits';

/** 'F' is a person (CPF, 11 digits), 'J' a company (CNPJ, 14 characters: since July 2026 the first 12 may be letters). */
export type PersonType = 'F' | 'J';

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, ...CNPJ_FIRST_WEIGHTS];

/** A document as typed without its mask, in capitals: `plainTaxId('12.abc.345/01de-35')` → '12ABC34501DE35'. */
export function plainTaxId(value: string | null | undefined): string {
  return stripMask(value).toUpperCase();
}

/** Each position is worth its ASCII code minus 48: the digits 0–9, 'A' 17 … 'Z' 42 (the Receita Federal's rule). */
function valuesOf(value: string): number[] {
  return [...value].map((ch) => ch.charCodeAt(0) - 48);
}

/** 12 digits or capital letters, then 2 check digits. */
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

function weightedSum(digits: number[], weights: number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0);
}

// All-same-digit numbers (000.000.000-00, ...) pass the arithmetic but are never issued.
function isRepeated(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

function cpfCheckDigit(digits: number[], length: number): number {
  const weights = Array.from({ length }, (_, i) => length + 1 - i);
  const rest = (weightedSum(digits, weights) * 10) % 11;
  return rest === 10 ? 0 : rest;
}

function cnpjCheckDigit(digits: number[], weights: number[]): number {
  const rest = weightedSum(digits, weights) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CPF check digits: `isValidCpf('529.982.247-25')` → true. */
export function isValidCpf(value: string): boolean {
  const plain = stripMask(value);
  if (!/^\d{11}$/.test(plain) || isRepeated(plain)) return false;
  const d = valuesOf(plain);
  return cpfCheckDigit(d, 9) === d[9] && cpfCheckDigit(d, 10) === d[10];
}

/**
 * CNPJ check digits, numeric or alphanumeric (issued from July 2026): `isValidCnpj('11.222.333/0001-81')` → true,
 * `isValidCnpj('12.ABC.345/01DE-35')` → true; letters may be typed in lower case.
 */
export function isValidCnpj(value: string): boolean {
  const plain = plainTaxId(value);
  if (!CNPJ_SHAPE.test(plain) || isRepeated(plain)) return false;
  const d = valuesOf(plain);
  return cnpjCheckDigit(d, CNPJ_FIRST_WEIGHTS) === d[12] && cnpjCheckDigit(d, CNPJ_SECOND_WEIGHTS) === d[13];
}

/** CPF or CNPJ, agreeing with the declared person type: `validateCpfCnpj('529.982.247-25', 'J')` → 'Informe um documento válido'. */
export function validateCpfCnpj(value: string | null | undefined, personType?: PersonType): Message | null {
  const plain = plainTaxId(value);
  const expected = personType === 'F' ? [11] : personType === 'J' ? [14] : [11, 14];
  if (!expected.includes(plain.length)) return msg('document.invalid');
  const valid = plain.length === 11 ? isValidCpf(plain) : isValidCnpj(plain);
  return valid ? null : msg('document.invalid');
}

/** `groups('12ABC34501DE35', [2, 3, 3, 4, 2], '../-')` → '12.ABC.345/01DE-35'; a shorter value gets the marks it reached. */
function groups(plain: string, sizes: readonly number[], marks: string): string {
  let out = '';
  let at = 0;
  sizes.forEach((size, i) => {
    const part = plain.slice(at, at + size);
    if (part) out += (i > 0 ? marks[i - 1] : '') + part;
    at += size;
  });
  return out;
}

/**
 * The document as it is typed: a CPF while it is up to 11 digits (unless the person type says company), else a
 * CNPJ, letters in capitals: `maskCpfCnpj('52998224725')` → '529.982.247-25',
 * `maskCpfCnpj('12abc34501de35')` → '12.ABC.345/01DE-35'.
 */
export function maskCpfCnpj(value: string | null | undefined, personType?: PersonType): string {
  const plain = plainTaxId(value)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  const person = personType === 'F' || (personType !== 'J' && /^\d{0,11}$/.test(plain));
  return person
    ? groups(plain.replace(/\D/g, '').slice(0, 11), [3, 3, 3, 2], '..-')
    : groups(plain, [2, 3, 3, 4, 2], '../-');
}
