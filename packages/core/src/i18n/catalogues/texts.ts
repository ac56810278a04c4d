/**
 * One domain's texts in both languages. The keys of both catalogues must be the same: a key missing from
 * either is a type error. Texts the spec quotes are kept verbatim (in English too: 'Passwords do not match',
 * 'Invalid token'); the others follow its tone. `{name}` is a parameter, `{name:money}` one in cents.
 */
export function texts<K extends string>(catalogues: { 'pt-BR': Record<K, string>; en: Record<K, string> }) {
  return catalogues;
}
