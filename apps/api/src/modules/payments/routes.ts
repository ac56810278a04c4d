import { validateCardNumber } from '@store/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authenticationError,
  errorFields,
  isAppError,
  notFoundError,
  paymentError,
  validationError,
} from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { requireUser } from '../auth/guard.js';
import { authenticateRequest } from '../auth/request-auth.js';
import { bodyOf } from '../auth/request-input.js';
import { limitOrRefuse } from '../../lib/rate-limit.js';
import { parseId } from '../stores/scope.js';
import { findActiveMethodGateway, findSavedCardByExternalId } from './repository.js';
import { webhookRoutes } from './webhook-routes.js';

/** A path id: anything but a positive integer id reads as null, and answers like an id that does not exist. */
const pathId = z
  .string()
  .catch('')
  .transform((value) => parseId(value));
/** A path text; an absent one reads as ''. */
const pathText = z.string().catch('');

const methodParams = z.object({ storeId: pathId, paymentId: pathId });
type MethodParams = z.output<typeof methodParams>;
const vaultedCardParams = methodParams.extend({ cardId: pathText });
/** The card number is text only: a number, object or list reads as '' and gets the invalid-number answer. */
const cardTokenBody = z.object({ card_number: z.string().catch('') });

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

  async function methodOf(request: FastifyRequest, { storeId, paymentId }: MethodParams) {
    const auth = await authenticateRequest(services, request, storeId ?? undefined);
    if (auth.status !== 'ok' || storeId === null) throw authenticationError();
    const user = auth.claims.type === 'access' ? await requireUser(db, auth, storeId) : null;
    const method = paymentId === null ? undefined : await findActiveMethodGateway(db, storeId, paymentId);
    if (!method) throw notFoundError();
    const gateway = services.gateways.get(method.gateway);
    if (!gateway) throw paymentError('card.unsupportedGateway', 'card.invalidStoreConfig');
    return { gateway, user, scope: { storeId, paymentMethodId: method.id } };
  }

  const base = '/api/store/:storeId/payment-methods/:paymentId';

  app.get(`${base}/public-key`, async (request) => {
    const { gateway, scope } = await methodOf(request, methodParams.parse(request.params));
    return { public_key: await gateway.publicKey(scope) };
  });

  app.get(`${base}/sessions`, async (request) => {
    const { gateway, scope } = await methodOf(request, methodParams.parse(request.params));
    return { session: await gateway.createSession(scope) };
  });

  app.post(`${base}/tokens/card`, async (request) => {
    const { gateway } = await methodOf(request, methodParams.parse(request.params));
    // card testing (trying stolen numbers one by one) is limited per client address
    await limitOrRefuse(services.rateLimiter, `card-token:${request.ip}`, 30, 10 * 60);
    const { card_number: cardNumber } = bodyOf(cardTokenBody, request.body);
    const invalid = validateCardNumber(cardNumber);
    if (invalid) throw validationError({ card_number: invalid }, invalid);
    return { number_token: await gateway.tokenizeCard(cardNumber) };
  });

  app.get(`${base}/cards/cofre/:cardId`, async (request) => {
    const { cardId, ...ids } = vaultedCardParams.parse(request.params);
    const { gateway, user } = await methodOf(request, ids);
    if (!user) throw authenticationError();
    const notFound = () => notFoundError('savedCard.notFound');
    // Only the shopper who saved the card may read it from the vault.
    const own = await findSavedCardByExternalId(db, user.id, gateway.name, cardId);
    if (!own) throw notFound();
    const card = await gateway.getVaultedCard(cardId);
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
