import type { CepAnswer } from '@store/core';
import type { Services } from '../../lib/services';

/**
 * Completes a CEP just saved without a city with the lookup's city and state, so the bar reads
 * 'Enviar para São Paulo SP - 01310-100'. Runs after the modal closed; a CEP changed meanwhile, a lookup that knows
 * only the state or one that fails leaves the saved CEP as typed (the bar shows the CEP alone).
 */
export async function completeCepPlace(
  { http, location }: Pick<Services, 'http' | 'location'>,
  postalCode: string,
): Promise<void> {
  try {
    const { municipio } = await http.json<CepAnswer>(`/api/cep/${postalCode}`, { timeoutMs: 10_000 });
    const current = location.get();
    if (!municipio.nome || current?.postalCode !== postalCode || current.city) return;
    location.save({ ...current, city: municipio.nome, state: municipio.uf.sigla });
  } catch {
    // The bar keeps 'Enviar para {cep}'.
  }
}
