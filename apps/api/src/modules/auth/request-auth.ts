import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import { verifyToken, type TokenClaims } from './jwt.js';

export type RequestAuth =
  { status: 'anonymous' } | { status: 'invalid' | 'expired' } | { status: 'ok'; claims: TokenClaims };

/** No one signed in: no token, or the storefront's own app token (what it sends for a visitor). */
export const isVisitor = (auth: RequestAuth): boolean =>
  auth.status === 'anonymous' || (auth.status === 'ok' && auth.claims.type === 'app');

/** Reads the bearer token of a request for the given store; never throws. */
export async function authenticateRequest(
  services: Services,
  request: FastifyRequest,
  storeId: number | undefined,
): Promise<RequestAuth> {
  const header = request.headers.authorization;
  if (!header) return { status: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match || storeId === undefined) return { status: 'invalid' };
  const result = await verifyToken(services.signingSecret, match[1]!, storeId);
  return typeof result === 'string' ? { status: result } : { status: 'ok', claims: result };
}
