import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import { verifyToken, type TokenClaims } from './jwt.js';

export type RequestAuth =
  | { status: 'anonymous' }
  | { status: 'invalid' | 'expired' }
  | { status: 'ok'; claims: TokenClaims };

/** Reads the bearer token of a request for the given store; never throws. */
export async function authenticateRequest(services: Services, request: FastifyRequest, storeId: number | undefined): Promise<RequestAuth> {
  const header = request.headers.authorization;
  if (!header) return { status: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match || storeId === undefined) return { status: 'invalid' };
  const result = await verifyToken(services.signingSecret, match[1]!, storeId);
  return typeof result === 'string' ? { status: result } : { status: 'ok', claims: result };
}
