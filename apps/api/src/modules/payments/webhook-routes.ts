import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { PAY_PAGE_HEADERS, payPage } from './pay-page.js';
import { findLinkPayment } from './repository.js';
import { SANDBOX } from './sandbox-gateway.js';
import { receiveWebhook } from './webhooks.js';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Routes that need the raw request bytes: gateway webhooks (the signature covers the exact body) and the sandbox's
 * payment-link page. The raw parser is registered here only, so the rest of the API keeps its JSON parsing.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { db } = opts.services.database;
  const { gateways } = opts.services;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const rawOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

  app.post<{ Params: { gateway: string } }>('/api/payments/webhooks/:gateway', async (request, reply) => {
    const gateway = gateways.get(request.params.gateway);
    const answer = await receiveWebhook(db, gateways, {
      gateway: request.params.gateway,
      rawBody: rawOf(request.body),
      signature: gateway ? request.headers[gateway.signatureHeader] : undefined,
    });
    request.log.info(
      { gateway: request.params.gateway, status: answer.status, outcome: answer.body.outcome },
      'payment webhook',
    );
    return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
  });

  // The sandbox's "pay" button marks a payment paid without any money moving: never in production.
  if (opts.services.config.env === 'production') return;

  const linkPayment = (id: string) => findLinkPayment(db, SANDBOX, id);

  app.get<{ Params: { id: string } }>('/api/payments/sandbox/pay/:id', async (request, reply) => {
    const payment = await linkPayment(request.params.id);
    return reply
      .code(payment ? 200 : 404)
      .headers(PAY_PAGE_HEADERS)
      .send(payPage(payment ?? null));
  });

  // Paying by link is the sandbox telling the store "paid": the same signed event, through the same webhook path.
  app.post<{ Params: { id: string } }>('/api/payments/sandbox/pay/:id', async (request, reply) => {
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
