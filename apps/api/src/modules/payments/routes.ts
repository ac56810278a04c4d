import { validateCardNumber } from '@store/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticationError, errorFields, isAppError, notFoundError, paymentError, validationError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { requireUser } from '../auth/guard.js';
import { authenticateRequest } from '../auth/request-auth.js';
import { limitOrRefuse } from '../../lib/rate-limit.js';
import { parseId } from '../stores/scope.js';
import { findActiveMethodGateway, findSavedCardByExternalId } from './repository.js';
import { webhookRoutes } from './webhook-routes.js';

type MethodParams = { storeId: string; paymentId: string };

/**
 * Spec 7's card REST calls under /api/store/:storeId/payment-methods/:paymentId (public key, session, card token,
 * vaulted card), plus the webhook routes. Every call needs an app or user token of that store, and the payment
 * method must be that store's; a method of another store answers exactly like one that does not exist.
 */
export async function paymentRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const { db } = services.database;

  app.setErrorHandler((error, _request, reply) => {
    if (!isAppError(error)) throw error;
    if (error.category === 'authentication') reply.header('www-authenticate', 'Bearer error="invalid_token"');
    return reply.code(error.status).send({ message: error.message, category: error.category, ...errorFields(error) });
  });
  // tokens and card data must not sit in a browser or proxy cache
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function methodOf(request: FastifyRequest<{ Params: MethodParams }>) {
    const storeId = parseId(request.params.storeId);
    const auth = await authenticateRequest(services, request, storeId ?? undefined);
    if (auth.status !== 'ok' || storeId === null) throw authenticationError();
    const user = auth.claims.type === 'access' ? await requireUser(db, auth, storeId) : null;
    const paymentId = parseId(request.params.paymentId);
    const method = paymentId === null ? undefined : await findActiveMethodGateway(db, storeId, paymentId);
    if (!method) throw notFoundError();
    const gateway = services.gateways.get(method.gateway);
    if (!gateway) throw paymentError('card.unsupportedGateway', 'card.invalidStoreConfig');
    return { gateway, user, scope: { storeId, paymentMethodId: method.id } };
  }

  const base = '/api/store/:storeId/payment-methods/:paymentId';

  app.get<{ Params: MethodParams }>(`${base}/public-key`, async (request) => {
    const { gateway, scope } = await methodOf(request);
    return { public_key: await gateway.publicKey(scope) };
  });

  app.get<{ Params: MethodParams }>(`${base}/sessions`, async (request) => {
    const { gateway, scope } = await methodOf(request);
    return { session: await gateway.createSession(scope) };
  });

  app.post<{ Params: MethodParams; Body: { card_number?: unknown } | undefined }>(`${base}/tokens/card`, async (request) => {
    const { gateway } = await methodOf(request);
    // card testing (trying stolen numbers one by one) is limited per client address
    await limitOrRefuse(services.rateLimiter, `card-token:${request.ip}`, 30, 10 * 60);
    const cardNumber = typeof request.body?.card_number === 'string' ? request.body.card_number : '';
    const invalid = validateCardNumber(cardNumber);
    if (invalid) throw validationError({ card_number: invalid }, invalid);
    return { number_token: await gateway.tokenizeCard(cardNumber) };
  });

  app.get<{ Params: MethodParams & { cardId: string } }>(`${base}/cards/cofre/:cardId`, async (request) => {
    const { gateway, user } = await methodOf(request);
    if (!user) throw authenticationError();
    const notFound = () => notFoundError('savedCard.notFound');
    // Only the shopper who saved the card may read it from the vault.
    const own = await findSavedCardByExternalId(db, user.id, gateway.name, request.params.cardId);
    if (!own) throw notFound();
    const card = await gateway.getVaultedCard(request.params.cardId);
    if (!card) throw notFound();
    return {
      brand: card.brand,
      cardholder_name: card.cardholderName,
      expiration_month: card.expirationMonth,
      expiration_year: card.expirationYear,
      number_token: card.numberToken,
      last_four_digits: card.lastFourDigits,
    };
  });

  await app.register(webhookRoutes, { services });
}
