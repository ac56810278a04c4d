/**
 * One domain's texts: pt-BR in `catalogues/<domain>.ts`, English in `catalogues/en/<domain>.ts`, typed
 * `Texts<typeof domainPtBR>` so a key missing from either language, or one only English has, is a type error. One
 * file per language lets the storefront load only its reader's language. Texts the spec quotes are kept verbatim (in
 * English too: 'Passwords do not match', 'Invalid token'); the others follow its tone. `{name}` is a parameter,
 * `{name:money}` one in cents.
 */
export type Texts<PtBR> = { readonly [K in keyof PtBR]: string };
