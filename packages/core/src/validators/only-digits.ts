/** Drops every non-digit: `onlyDigits('(11) 98888-7777')` → '11988887777'. */
export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Drops mask characters only, so letters still fail a digits check: `stripMask('529.982.247-2X')` → '5299822472X'. */
export function stripMask(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s.\-/()]/g, '');
}

/** True for empty or whitespace-only input: `isBlank('  ')` → true. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
