import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createServices, type Services } from '../../services.js';
import { markPaymentPaid, startPayment } from './service.js';
import { insertOrder, methodOf, statusHistory } from './test-fixtures.js';
import { signatureFor } from './webhook-signature.js';

const SECRET = 'webhook-test-secret-0123456789-abcdef';
let t: TestApp;
let services: Services;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET });
  services = createServices(t.config, t.database);
});
afterAll(() => t.close());

/** A pending gateway payment (Pix, boleto or link) of a new order waiting for payment. */
async function pendingPayment(billingType: 'pix' | 'boleto' | 'link' = 'pix', status = 'pagamento_pendente') {
  const { db } = t.database;
  const order = await insertOrder(db, { total: 4590, status });
  const method = await methodOf(db, 'petshop', 'gateway');
  const outcome = await db
    .transaction()
    .execute((trx) => startPayment(trx, { gateways: services.gateways, order, method, billingType }));
  return { orderId: order.id, paymentId: outcome.paymentId, externalId: outcome.externalId! };
}

const eventBody = (id: string, type: string, externalId: string) =>
  JSON.stringify({ id, type, data: { external_id: externalId } }, null, 2);
const send = (body: string, signature: string | null = signatureFor(SECRET, body), gateway = 'sandbox') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${gateway}`,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
    payload: body,
  });
const paymentStatus = async (id: number) =>
  (await t.database.db.selectFrom('orderPayments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const orderStatus = async (id: number) =>
  (await t.database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const eventCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('paymentEvents')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/payments/webhooks/:gateway', () => {
  it('applies a signed paid event to the payment and the order, once', async () => {
    const p = await pendingPayment();
    const body = eventBody('evt_paid_1', 'payment.paid', p.externalId);
    const first = await send(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await paymentStatus(p.paymentId)).toBe('paid');
    expect(await orderStatus(p.orderId)).toBe('pagamento_aprovado');
    const notices = await t.database.db
      .selectFrom('notifications')
      .select('message')
      .where('payload', 'like', `%"orderId":${p.orderId},%`)
      .execute();
    expect(notices.map((n) => n.message)).toEqual(['Pagamento aprovado']);

    const replay = await send(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await statusHistory(t.database.db, p.orderId)).toEqual(['pagamento_aprovado']);
  });

  it('refuses a bad, missing or malformed signature with 401 and changes nothing', async () => {
    const p = await pendingPayment();
    const body = eventBody('evt_badsig', 'payment.paid', p.externalId);
    const before = await eventCount();
    for (const signature of [
      signatureFor('another-secret', body),
      null,
      '',
      'sha256=zz',
      signatureFor(SECRET, `${body} `),
    ]) {
      const response = await send(body, signature);
      expect(response.statusCode, String(signature)).toBe(401);
      expect(response.json()).toEqual({ message: 'Assinatura inválida', code: 'payment.invalidSignature', params: {} });
    }
    expect(await paymentStatus(p.paymentId)).toBe('pending');
    expect(await orderStatus(p.orderId)).toBe('pagamento_pendente');
    expect(await eventCount()).toBe(before);
  });

  it('answers 404 for an unknown payment or gateway, and 400 for a body that is no event, writing nothing', async () => {
    const before = await eventCount();
    const unknown = await send(eventBody('evt_unknown', 'payment.paid', 'sbx_00000000000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Pagamento não encontrado', code: 'payment.notFound', params: {} });
    expect((await send(eventBody('evt_gw', 'payment.paid', 'x'), undefined, 'acme')).statusCode).toBe(404);
    const notEvent = await send('{"hello":"world"}');
    expect(notEvent.statusCode).toBe(400);
    expect(notEvent.json()).toEqual({
      message: 'Evento de pagamento inválido',
      code: 'payment.invalidEvent',
      params: {},
    });
    expect(await eventCount()).toBe(before);
  });

  it('rejects the order on a refused or expired payment, and never un-pays a paid one', async () => {
    const refused = await pendingPayment('boleto');
    expect((await send(eventBody('evt_refused', 'payment.refused', refused.externalId))).statusCode).toBe(200);
    expect(await paymentStatus(refused.paymentId)).toBe('refused');
    expect(await orderStatus(refused.orderId)).toBe('pagamento_rejeitado');

    const expired = await pendingPayment('pix');
    await send(eventBody('evt_expired', 'payment.expired', expired.externalId));
    expect(await paymentStatus(expired.paymentId)).toBe('expired');
    expect(await statusHistory(t.database.db, expired.orderId)).toEqual(['pagamento_rejeitado']);

    const paid = await pendingPayment('pix');
    await send(eventBody('evt_paid_then', 'payment.paid', paid.externalId));
    const late = await send(eventBody('evt_refused_late', 'payment.refused', paid.externalId));
    expect(late.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await paymentStatus(paid.paymentId)).toBe('paid');
    expect(await statusHistory(t.database.db, paid.orderId)).toEqual(['pagamento_aprovado']);
  });

  it('records a paid event for a cancelled order without reopening it', async () => {
    const p = await pendingPayment('pix', 'cancelado');
    expect((await send(eventBody('evt_cancelled', 'payment.paid', p.externalId))).statusCode).toBe(200);
    expect(await paymentStatus(p.paymentId)).toBe('paid');
    expect(await orderStatus(p.orderId)).toBe('cancelado');
  });

  it('approves the order exactly once under 10 concurrent deliveries of one event', async () => {
    const p = await pendingPayment();
    const body = eventBody('evt_concurrent', 'payment.paid', p.externalId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = responses.map((r) => (r.json() as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await statusHistory(t.database.db, p.orderId)).toEqual(['pagamento_aprovado']);
    const events = await t.database.db
      .selectFrom('paymentEvents')
      .select('id')
      .where('eventId', '=', 'evt_concurrent')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('approves the order once when different paid events race for the same payment', async () => {
    const p = await pendingPayment();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send(eventBody(`evt_race_${i}`, 'payment.paid', p.externalId))),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await statusHistory(t.database.db, p.orderId)).toEqual(['pagamento_aprovado']);
  });
});

describe('markPaymentPaid', () => {
  it('goes through the event path: once, and false for an unknown payment', async () => {
    const p = await pendingPayment('boleto');
    expect(await markPaymentPaid(t.database.db, p.paymentId)).toBe(true);
    expect(await markPaymentPaid(t.database.db, p.paymentId)).toBe(true);
    expect(await paymentStatus(p.paymentId)).toBe('paid');
    expect(await statusHistory(t.database.db, p.orderId)).toEqual(['pagamento_aprovado']);
    expect(await markPaymentPaid(t.database.db, 99999999)).toBe(false);
  });

  it("marks the store's own Pix paid too", async () => {
    const { db } = t.database;
    const order = await insertOrder(db, { total: 2500, status: 'pagamento_pendente' });
    const method = await methodOf(db, 'petshop', 'pix');
    const { paymentId } = await db
      .transaction()
      .execute((trx) => startPayment(trx, { gateways: services.gateways, order, method }));
    expect(await markPaymentPaid(db, paymentId)).toBe(true);
    expect(await orderStatus(order.id)).toBe('pagamento_aprovado');
  });
});

describe('sandbox payment link', () => {
  it('shows the order and amount with a button, and paying approves the order once', async () => {
    const p = await pendingPayment('link');
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/pay/${p.externalId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(`<h1>Pagar pedido #${p.orderId} — R$ 45,90</h1>`);
    expect(page.body).toContain('<button type="submit">Pagar</button>');

    for (let i = 0; i < 2; i += 1) {
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/pay/${p.externalId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain(`Pedido #${p.orderId} pago`);
      expect(paid.body).not.toContain('<button');
    }
    expect(await paymentStatus(p.paymentId)).toBe('paid');
    expect(await statusHistory(t.database.db, p.orderId)).toEqual(['pagamento_aprovado']);
    const event = await t.database.db
      .selectFrom('paymentEvents')
      .select(['gateway', 'payload'])
      .where('eventId', '=', `link:${p.externalId}`)
      .executeTakeFirstOrThrow();
    expect(event.gateway).toBe('sandbox');
  });

  it('answers 404 for an unknown link or a payment that is not a link', async () => {
    const pix = await pendingPayment('pix');
    for (const id of ['sbx_nothing', pix.externalId]) {
      const get = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/pay/${id}` });
      expect(get.statusCode).toBe(404);
      expect(get.body).toContain('Link de pagamento não encontrado');
      expect((await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/pay/${id}` })).statusCode).toBe(404);
    }
    expect(await paymentStatus(pix.paymentId)).toBe('pending');
  });
});
