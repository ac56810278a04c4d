import { RestPlainFailure } from '@store/core';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { restRoutes } from '../../http/rest-routes.js';
import type { Services } from '../../services.js';
import { PAY_PAGE_HEADERS, payPage } from './pay-page.js';
import { findLinkPayment } from './repository.js';
import { SANDBOX } from './sandbox-gateway.js';
import { receiveWebhook } from './webhooks.js';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** A webhook taken in: what became of its event ('applied', 'duplicate', 'ignored'). */
const WebhookAnswer = Type.Object({
  received: Type.Literal(true),
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('duplicate'), Type.Literal('ignored')]),
});
/** The sandbox's payment-link page (HTML), for a payment found or not. */
const PayPage = Type.String({ contentMediaType: 'text/html' });
const LinkPath = Type.Object({ id: Type.String() });

/** What receiveWebhook answers: 200 with the outcome, or 400, 401 or 404 with a failure's body. */
type WebhookReply =
  { status: 200; body: Static<typeof WebhookAnswer> } | { status: 400 | 401 | 404; body: RestPlainFailure };

/**
 * Routes that need the raw request bytes: gateway webhooks (the signature covers the exact body) and the sandbox's
 * payment-link page. The raw parser is registered here only, so the rest of the API keeps its JSON parsing.
 */
export async function webhookRoutes(fastify: FastifyInstance, opts: { services: Services }) {
  const app = restRoutes(fastify);
  const { db } = opts.services.database;
  const { gateways } = opts.services;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const rawOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

  // the body is the gateway's bytes as sent (the signature covers them), read by the parser above
  const webhookSchema = {
    params: Type.Object({ gateway: Type.String() }),
    response: { 200: WebhookAnswer, 400: RestPlainFailure, 401: RestPlainFailure, 404: RestPlainFailure },
  };
  app.post('/api/payments/webhooks/:gateway', { schema: webhookSchema }, async (request, reply) => {
    const gateway = gateways.get(request.params.gateway);
    const answer = (await receiveWebhook(db, gateways, {
      gateway: request.params.gateway,
      rawBody: rawOf(request.body),
      signature: gateway ? request.headers[gateway.signatureHeader] : undefined,
    })) as WebhookReply;
    request.log.info(
      {
        gateway: request.params.gateway,
        status: answer.status,
        outcome: 'outcome' in answer.body ? answer.body.outcome : undefined,
      },
      'payment webhook',
    );
    return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
  });

  // The sandbox's "pay" button marks a payment paid without any money moving: never in production.
  if (opts.services.config.env === 'production') return;

  const linkPayment = (id: string) => findLinkPayment(db, SANDBOX, id);

  const pageSchema = { params: LinkPath, response: { 200: PayPage, 404: PayPage } };
  app.get('/api/payments/sandbox/pay/:id', { schema: pageSchema }, async (request, reply) => {
    const payment = await linkPayment(request.params.id);
    return reply
      .code(payment ? 200 : 404)
      .headers(PAY_PAGE_HEADERS)
      .send(payPage(payment ?? null));
  });

  // Paying by link is the sandbox telling the store "paid": the same signed event, through the same webhook path.
  app.post('/api/payments/sandbox/pay/:id', { schema: pageSchema }, async (request, reply) => {
    const { id } = request.params;
    const payment = await linkPayment(id);
    if (!payment) return reply.code(404).headers(PAY_PAGE_HEADERS).send(payPage(null));
    if (payment.status === 'pending') {
      const body = JSON.stringify({ id: `link:${id}`, type: 'payment.paid', data: { external_id: id } });
      await receiveWebhook(db, gateways, {
        gateway: SANDBOX,
        rawBody: Buffer.from(body),
        signature: gateways.sandbox.signWebhook(body),
      });
    }
    return reply.headers(PAY_PAGE_HEADERS).send(payPage((await linkPayment(id)) ?? null));
  });
}
