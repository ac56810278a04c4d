import { CardTokenAnswer, CardTokenBody, validateCardNumber } from '@store/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { READS_OWN_INPUT, restRoutes } from '../../http/rest-routes.js';
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
import { limitOrRefuse } from '../../lib/rate-limit.js';
import { parseId } from '../stores/scope.js';
import { findActiveMethodGateway, findSavedCardByExternalId } from './repository.js';
import { webhookRoutes } from './webhook-routes.js';

/**
 * The paths' ids as sent; the routes read them themselves after the token (anything but a positive integer reads as
 * an id that does not exist: 404, after the 401 of a missing token).
 */
const MethodPath = Type.Object({ storeId: Type.String(), paymentId: Type.String() });
const VaultedCardPath = Type.Object({ storeId: Type.String(), paymentId: Type.String(), cardId: Type.String() });

/** The path's ids: anything but a positive integer id reads as null, and answers like an id that does not exist. */
const methodIds = (path: Static<typeof MethodPath>) => ({
  storeId: parseId(path.storeId),
  paymentId: parseId(path.paymentId),
});
type MethodIds = ReturnType<typeof methodIds>;

/** A card saved in the gateway's vault, as spec 7 names its fields; a fresh number_token to charge it with. */
const VaultedCardAnswer = Type.Object({
  brand: Type.String(),
  cardholder_name: Type.String(),
  expiration_month: Type.Integer(),
  expiration_year: Type.Integer(),
  number_token: Type.String(),
  last_four_digits: Type.String(),
});

/**
 * Spec 7's card REST calls under /api/store/:storeId/payment-methods/:paymentId (public key, session, card token,
 * vaulted card), plus the webhook routes. Every call needs an app or user token of that store, and the payment
 * method must be that store's; a method of another store answers exactly like one that does not exist.
 */
export async function paymentRoutes(fastify: FastifyInstance, opts: { services: Services }) {
  const app = restRoutes(fastify);
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

  async function methodOf(request: FastifyRequest, { storeId, paymentId }: MethodIds) {
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

  const keySchema = { params: MethodPath, response: { 200: Type.Object({ public_key: Type.String() }) } };
  app.get(`${base}/public-key`, { schema: keySchema }, async (request) => {
    const { gateway, scope } = await methodOf(request, methodIds(request.params));
    return { public_key: await gateway.publicKey(scope) };
  });

  const sessionSchema = { params: MethodPath, response: { 200: Type.Object({ session: Type.String() }) } };
  app.get(`${base}/sessions`, { schema: sessionSchema }, async (request) => {
    const { gateway, scope } = await methodOf(request, methodIds(request.params));
    return { session: await gateway.createSession(scope) };
  });

  // the number is read after the token and the limit
  const tokenSchema = { params: MethodPath, body: CardTokenBody, response: { 200: CardTokenAnswer } };
  app.post(`${base}/tokens/card`, { schema: tokenSchema, ...READS_OWN_INPUT }, async (request) => {
    const { gateway } = await methodOf(request, methodIds(request.params));
    // card testing (trying stolen numbers one by one) is limited per client address
    await limitOrRefuse(services.rateLimiter, `card-token:${request.ip}`, 30, 10 * 60);
    // the number is text only: a number, object or list (a body off its schema) reads as '', the invalid-number answer
    const cardNumber = request.validationError ? '' : request.body.card_number;
    const invalid = validateCardNumber(cardNumber);
    if (invalid) throw validationError({ card_number: invalid }, invalid);
    return { number_token: await gateway.tokenizeCard(cardNumber) };
  });

  const cardSchema = { params: VaultedCardPath, response: { 200: VaultedCardAnswer } };
  app.get(`${base}/cards/cofre/:cardId`, { schema: cardSchema }, async (request) => {
    const { cardId } = request.params;
    const { gateway, user } = await methodOf(request, methodIds(request.params));
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
