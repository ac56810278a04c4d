import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import { stripMask } from './only-digits';

/** 'F' is a person (CPF, 11 digits), 'J' a company (CNPJ, 14 digits). */
export type PersonType = 'F' | 'J';

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, ...CNPJ_FIRST_WEIGHTS];

function digitsOf(value: string): number[] {
  return [...value].map(Number);
}

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
  const d = digitsOf(plain);
  return cpfCheckDigit(d, 9) === d[9] && cpfCheckDigit(d, 10) === d[10];
}

/** CNPJ check digits: `isValidCnpj('11.222.333/0001-81')` → true. */
export function isValidCnpj(value: string): boolean {
  const plain = stripMask(value);
  if (!/^\d{14}$/.test(plain) || isRepeated(plain)) return false;
  const d = digitsOf(plain);
  return cnpjCheckDigit(d, CNPJ_FIRST_WEIGHTS) === d[12] && cnpjCheckDigit(d, CNPJ_SECOND_WEIGHTS) === d[13];
}

/** CPF or CNPJ, agreeing with the declared person type: `validateCpfCnpj('529.982.247-25', 'J')` → 'Informe um documento válido'. */
export function validateCpfCnpj(value: string | null | undefined, personType?: PersonType): Message | null {
  const plain = stripMask(value);
  const expected = personType === 'F' ? [11] : personType === 'J' ? [14] : [11, 14];
  if (!expected.includes(plain.length)) return msg('document.invalid');
  const valid = plain.length === 11 ? isValidCpf(plain) : isValidCnpj(plain);
  return valid ? null : msg('document.invalid');
}
