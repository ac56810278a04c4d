import type { Db } from '../../db/database.js';
import { errorBody } from '../../lib/errors.js';
import { applyPaymentEvent, type EventOutcome } from './events.js';
import type { GatewayRegistry } from './gateway.js';

export type WebhookAnswer = {
  status: number;
  body: Partial<ReturnType<typeof errorBody>> & { received?: true; outcome?: EventOutcome };
};

/**
 * One gateway notification, start to end: the gateway must exist, the signature must match the raw bytes, the
 * body must be an event, and the payment must be known. Only then is anything written, once per event id.
 */
export async function receiveWebhook(
  db: Db,
  gateways: GatewayRegistry,
  input: { gateway: string; rawBody: Buffer; signature: string | string[] | undefined },
): Promise<WebhookAnswer> {
  const gateway = gateways.get(input.gateway);
  if (!gateway) return { status: 404, body: errorBody('card.unsupportedGateway') };
  const signature = typeof input.signature === 'string' ? input.signature : undefined;
  if (!gateway.verifyWebhook(input.rawBody, signature))
    return { status: 401, body: errorBody('payment.invalidSignature') };
  const event = gateway.parseWebhook(input.rawBody);
  if (!event) return { status: 400, body: errorBody('payment.invalidEvent') };
  const { outcome } = await applyPaymentEvent(db, {
    gateway: gateway.name,
    eventId: event.eventId,
    kind: event.kind,
    target: { externalId: event.externalId },
  });
  if (outcome === 'not_found') return { status: 404, body: errorBody('payment.notFound') };
  return { status: 200, body: { received: true, outcome } };
}
