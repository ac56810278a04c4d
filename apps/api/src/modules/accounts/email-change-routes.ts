import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { noBody, OWN_FAILURES, READS_OWN_INPUT, restRoutes } from '../../http/rest-routes.js';
import type { Services } from '../../services.js';
import { storefrontUrl } from '../auth/links.js';
import { field, requestStore } from '../auth/request-input.js';
import { findStoreById } from '../stores/repository.js';
import { cancelEmailChange, confirmEmailChange, type LinkResult } from './email-change-links.js';

/** A link's `?token=`; a missing, repeated or unknown one answers as an invalid link. */
const LinkQuery = Type.Object({ token: Type.Optional(Type.String()) });

/**
 * The two links of an e-mail change. Each answers with a redirect to the account's store, to 'Meus dados' with
 * `emailChange=confirmed`, `cancelled` or `invalid`, which the page turns into a message (after a sign-in when the
 * browser has none: the cancel link has just ended every sign-in).
 */
export async function emailChangeRoutes(fastify: FastifyInstance, opts: { services: Services }) {
  const app = restRoutes(fastify);
  const { services } = opts;
  const { db } = services.database;

  const target = async (result: LinkResult, done: 'confirmed' | 'cancelled', request: FastifyRequest) => {
    const store =
      (result.storeId !== null && (await findStoreById(db, result.storeId))) || (await requestStore(services, request));
    return `${await storefrontUrl(services, store)}/#/account/edit?emailChange=${result.ok ? done : 'invalid'}`;
  };
  // no-referrer: the token in the link's query must not travel on to the storefront's requests
  const redirect = (reply: FastifyReply, url: string) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302);

  const schema = {
    querystring: LinkQuery,
    response: { 302: noBody("to 'Meus dados' with emailChange=confirmed, cancelled or invalid"), ...OWN_FAILURES },
  };
  app.get('/api/email-change/confirm', { schema, ...READS_OWN_INPUT }, async (request, reply) => {
    const result = await confirmEmailChange(db, field(request.query, 'token'));
    return redirect(reply, await target(result, 'confirmed', request));
  });

  app.get('/api/email-change/cancel', { schema, ...READS_OWN_INPUT }, async (request, reply) => {
    const result = await cancelEmailChange(db, field(request.query, 'token'));
    return redirect(reply, await target(result, 'cancelled', request));
  });
}
