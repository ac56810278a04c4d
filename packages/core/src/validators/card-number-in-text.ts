import { msg } from '../i18n/messages';
import type { Message } from '../i18n/messages';
import type { CardBrand } from './card-brand';
import { detectCardBrand } from './card-brand';
import { passesLuhn } from './card-number';
import { isValidCnpj, isValidCpf } from './cpf-cnpj';
import type { FieldErrors } from './field-errors';
import { collectErrors } from './field-errors';

const MAX_DIGITS = 19;

/**
 * Lengths a brand's cards are issued in, as typed in text. Wider than checkout's (card-number.ts) on purpose: an old
 * 13-digit Visa or a 19-digit Visa/Elo-Hipercard in a note is still a card. A span with no known brand prefix is not
 * taken for a card: with any separator joining groups, dates, phones and documents would otherwise pass Luhn one
 * time in ten.
 */
const TEXT_LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  diners: [14, 16],
  jcb: [15, 16],
  elo: [16],
  hipercard: [13, 16, 19],
  aura: [16, 19],
  discover: [16, 19],
};

// Invisible characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen: Unicode 'format') and
// combining marks (keycaps, underlines) vanish before reading, so '4111\u200b1111…' reads as '41111111…'.
const INVISIBLE = /[\p{Cf}\p{M}]/gu;
// Decimal digits of any script ('٤١١١', '४१११'); NFKC has already turned full-width and styled digits into ASCII.
const ANY_DIGIT = /\p{Nd}/gu;
const IS_DIGIT = /^\p{Nd}$/u;
// Groups of digits joined by up to eight characters that are neither letters nor digits: spaces, dots, dashes,
// slashes, underscores, commas, plus signs, brackets... A letter ends a run ('4111 x 1111'), as do longer gaps.
const RUN = /\d+(?:[^\p{L}\p{N}]{1,8}\d+)*/gu;
const GROUP = /\d+/g;

/** A digit of any script as its ASCII digit: '٤' → '4'. Unicode keeps each script's digits 0–9 in one ascending block. */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  let zero = code;
  while (zero > 0 && IS_DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((code - zero) % 10);
}

/** The text as it reads on screen: compatibility forms folded (NFKC), invisible characters dropped, digits in ASCII. */
function readable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(ANY_DIGIT, (digit) => (digit >= '0' && digit <= '9' ? digit : asciiDigit(digit)));
}

type Group = { digits: string; separator: string };

const lengthsAre = (groups: readonly Group[], lengths: readonly number[]) =>
  groups.length >= lengths.length && lengths.every((length, i) => groups[i]!.digits.length === length);

/**
 * How many groups from here on form a CPF or CNPJ with valid check digits ('529.982.247-25', '11.222.333/0001-81',
 * unmasked or masked with any separators) or a date ('10/03/2025', '2025-03-10'), or 0. Those groups are a document
 * or a date, never part of a card, however the digits around them fall.
 */
function knownSpan(groups: readonly Group[], before: string): number {
  const joined = (count: number) =>
    groups
      .slice(0, count)
      .map((group) => group.digits)
      .join('');
  const shapes: ReadonlyArray<[readonly number[], (digits: string) => boolean]> = [
    [[2, 3, 3, 4, 2], isValidCnpj],
    [[8, 4, 2], isValidCnpj],
    [[12, 2], isValidCnpj],
    [[14], isValidCnpj],
    [[3, 3, 3, 2], isValidCpf],
    [[9, 2], isValidCpf],
    [[11], isValidCpf],
  ];
  for (const [lengths, valid] of shapes) {
    if (lengthsAre(groups, lengths) && valid(joined(lengths.length))) return lengths.length;
  }
  return isDate(groups, before) ? 3 : 0;
}

const between = (value: string | undefined, from: number, to: number) =>
  value !== undefined && Number(value) >= from && Number(value) <= to;

/**
 * Day, month and year ('10/03/2025', '1-3-25') or year, month and day ('2025-03-10'): three groups joined by the
 * same slash, dash or dot, not by it to the groups around them ('4111-1111-2025-12-30' is not a date).
 */
function isDate(groups: readonly Group[], before: string): boolean {
  if (groups.length < 3) return false;
  const mark = groups[0]!.separator;
  if (!/^[/.-]$/.test(mark) || groups[1]!.separator !== mark || before === mark || groups[2]!.separator === mark)
    return false;
  const [first, second, third] = groups.map((group) => group.digits);
  const year = (value: string) => value.length === 2 || (value.length === 4 && between(value, 1900, 2099));
  if (first!.length <= 2 && second!.length <= 2 && year(third!)) return between(first, 1, 31) && between(second, 1, 12);
  return (
    first!.length === 4 &&
    year(first!) &&
    second!.length <= 2 &&
    third!.length <= 2 &&
    between(second, 1, 12) &&
    between(third, 1, 31)
  );
}

/** A run's digit groups, each with the characters that follow it. */
function groupsOf(run: string): Group[] {
  const groups: Group[] = [];
  for (const match of run.matchAll(GROUP)) {
    const end = match.index + match[0].length;
    const next = run.slice(end).search(/\d/);
    groups.push({ digits: match[0], separator: next < 0 ? '' : run.slice(end, end + next) });
  }
  return groups;
}

function isCard(digits: string): boolean {
  const brand = detectCardBrand(digits);
  return brand !== null && TEXT_LENGTHS[brand].includes(digits.length) && passesLuhn(digits);
}

/**
 * First card number in free text, or null: a span of whole digit groups with a card brand's prefix, a length that
 * brand is issued in and a valid Luhn check digit. The text is read as a person sees it (full-width or other-script
 * digits, zero-width characters, any punctuation between groups), so `findCardNumber('4111/1111_1111+1111')` →
 * '4111111111111111'. A group is never cut (an unbroken 20-digit barcode is a code), and CPFs, CNPJs and dates
 * with their punctuation are never part of a card.
 */
export function findCardNumber(text: string | null | undefined): string | null {
  for (const [run] of readable(text ?? '').matchAll(RUN)) {
    const groups = groupsOf(run);
    // a group inside a document or a date is closed to cards
    const closed = new Array<boolean>(groups.length).fill(false);
    for (let i = 0; i < groups.length;) {
      const span = knownSpan(groups.slice(i, i + 5), groups[i - 1]?.separator ?? '');
      closed.fill(span > 0, i, i + Math.max(span, 1));
      i += Math.max(span, 1);
    }
    for (let start = 0; start < groups.length; start += 1) {
      let digits = '';
      for (
        let end = start;
        end < groups.length && !closed[end] && digits.length + groups[end]!.digits.length <= MAX_DIGITS;
        end += 1
      ) {
        digits += groups[end]!.digits;
        if (isCard(digits)) return digits;
      }
    }
  }
  return null;
}

/** Free text never keeps a card number: `validateNoCardNumber('apto 4111 1111 1111 1111')` → 'Não inclua números de cartão neste campo'. */
export function validateNoCardNumber(text: string | null | undefined): Message | null {
  return findCardNumber(text) === null ? null : msg('validation.cardNumberInText');
}

/** The same check over a form's free-text fields, `{}` when clean: `cardNumberErrors({ nearby: '4111111111111111' })` → { nearby }. */
export function cardNumberErrors<Field extends string>(
  fields: Partial<Record<Field, string | null | undefined>>,
): FieldErrors<Field> {
  const checks: Partial<Record<Field, Message | null>> = {};
  for (const field of Object.keys(fields) as Field[]) checks[field] = validateNoCardNumber(fields[field]);
  return collectErrors(checks);
}
