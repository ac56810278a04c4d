import type { CardTokenAnswer, CardTokenBody } from '@store/core';
import type { HttpClient } from '../../lib/http-client';

/** Spec 7: bearer calls under api/ wait 10 s. */
const API_TIMEOUT_MS = 10_000;

/**
 * The gateway's token for a new card's number (the order carries the token, never the number); null when
 * the gateway gave none. A failed call rejects with the HTTP client's error.
 */
export async function tokenizeCard(
  http: HttpClient,
  storeId: string,
  methodId: string,
  cardNumber: string,
): Promise<string | null> {
  const path = `/api/store/${encodeURIComponent(storeId)}/payment-methods/${encodeURIComponent(methodId)}/tokens/card`;
  const body: CardTokenBody = { card_number: cardNumber.replace(/\D/g, '') };
  const answer = await http.json<Partial<CardTokenAnswer>>(path, {
    body,
    bearer: true,
    timeoutMs: API_TIMEOUT_MS,
  });
  return answer.number_token ?? null;
}
