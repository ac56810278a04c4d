import type { SavedLocation } from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/services';

/** What the postal-code bar reads of a GET /api/cep answer (spec 7). */
type CepAnswer = { municipio: { nome: string; uf: { sigla: string } } };

/**
 * Completes a saved CEP that has no city yet (typed in the location modal) with the lookup's city and state, and
 * saves them with it, so the bar reads 'Enviar para São Paulo SP - 01310-100'. A CEP whose city is unknown (only
 * its state) or whose lookup fails stays as typed: the bar then shows the CEP alone.
 */
export function useCepPlace(saved: SavedLocation | null): void {
  const { http, location } = useServices();
  const postalCode = saved?.postalCode && !saved.city ? saved.postalCode : null;
  const { data } = useQuery({
    queryKey: ['cep-place', postalCode],
    queryFn: () => http.json<CepAnswer>(`/api/cep/${postalCode}`, { timeoutMs: 10_000 }),
    enabled: postalCode !== null,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    const current = location.get();
    const city = data?.municipio.nome;
    if (!city || !current?.postalCode || current.postalCode !== postalCode || current.city) return;
    location.save({ ...current, city, state: data.municipio.uf.sigla });
  }, [data, location, postalCode]);
}
