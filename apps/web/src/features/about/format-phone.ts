// The about page's phone numbers; apart from store-details.ts, which the footer on every first page uses.
/** '551132564789' → '(11) 3256-4789'; '5511991234567' → '(11) 99123-4567'. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (digits.length === 11) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 10) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  return value ?? '';
}
