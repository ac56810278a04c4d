/** A price row of a service: null size or coat means any. */
export type ServicePriceRow = { size: string | null; coat: string | null; duration: number; price: number };

/**
 * What a service costs and takes for a pet of this size ('porte' P/M/G/GG) and coat: the most specific row that
 * fits wins (size and coat over size alone over coat alone), else the service's base.
 * `priceForPet({ duration: 60, price: 6000 }, [{ size: 'GG', coat: 'long', duration: 120, price: 11000 }], 'GG', 'long')`
 * → { duration: 120, price: 11000 }.
 */
export function priceForPet(
  base: { duration: number; price: number },
  rows: readonly ServicePriceRow[],
  size: string | null | undefined,
  coat: string | null | undefined,
): { duration: number; price: number } {
  const fits = rows.filter((r) => (r.size === null || r.size === size) && (r.coat === null || r.coat === coat));
  const score = (r: ServicePriceRow) => (r.size !== null ? 2 : 0) + (r.coat !== null ? 1 : 0);
  const best = [...fits].sort((a, b) => score(b) - score(a))[0];
  return best ? { duration: best.duration, price: best.price } : { duration: base.duration, price: base.price };
}
