import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import type { UserRow } from '../auth/guard.js';
import { finishDelivery } from './couriers.js';
import { approvedOrder, deliveryPeople, DEMO_COURIER, statusOf } from './testing.js';

type People = Awaited<ReturnType<typeof deliveryPeople>>;

const START = 'mutation($id: ID!) { startDelivery(orderId: $id) { status } }';
const FINISH =
  'mutation($id: ID!, $code: String!) { finishDelivery(orderId: $id, code: $code) { id status statusLabel } }';
const FAIL = 'mutation($id: ID!, $reason: String!) { failDelivery(orderId: $id, reason: $reason) { id status } }';
const ORDER =
  'query($id: ID!) { order(id: $id) { status statusMessage deliveryCode delivery { state courierName position { latitude } } statusStory { status message } } }';

type OrderAnswer = {
  order: {
    status: string;
    statusMessage: string | null;
    deliveryCode: string | null;
    delivery: { state: string; courierName: string | null; position: unknown } | null;
    statusStory: { status: string; message: string | null }[];
  };
};

describe("finishing a delivery with the customer's code, or not delivering it", () => {
  let t: TestApp;
  let p: People;
  let courier: UserRow;
  beforeAll(async () => {
    t = await startTestApp();
    p = await deliveryPeople(t);
    courier = (await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_COURIER)
      .executeTakeFirstOrThrow()) as UserRow;
  });
  afterAll(() => t.close());

  async function underWay(): Promise<{ id: number; code: string }> {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    await gql(t.app, START, { id: String(id) }, p.courier);
    const code = (await gql<OrderAnswer>(t.app, ORDER, { id: String(id) }, p.customer)).body.data!.order.deliveryCode!;
    return { id, code };
  }
  const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
  const tries = async (id: number) =>
    t.database.db
      .selectFrom('orders')
      .select(['deliveryCodeTries', 'deliveryCodeLockedUntil'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('refuses a wrong code and counts it; a malformed one is refused without counting', async () => {
    const { id, code } = await underWay();
    const wrong = await gql(t.app, FINISH, { id: String(id), code: wrongOf(code) }, p.courier);
    expect(wrong.body.errors?.[0]?.message).toBe('Código de entrega incorreto. Tentativas restantes: 4');
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({
      validation: { code: ['Código de entrega incorreto. Tentativas restantes: 4'] },
    });
    for (const bad of ['12', 'abcd', '12345', ' ']) {
      expect((await gql(t.app, FINISH, { id: String(id), code: bad }, p.courier)).body.errors?.[0]?.message).toBe(
        'O código de entrega tem 4 dígitos',
      );
    }
    expect((await tries(id)).deliveryCodeTries).toBe(1);
    expect(await statusOf(t, id)).toBe('saiu_entrega');
    // another courier cannot even try
    expect((await gql(t.app, FINISH, { id: String(id), code }, p.otherCourier)).body.errors?.[0]?.message).toBe(
      'Pedido não encontrado',
    );
  });

  it('locks the code for 15 minutes after the fifth wrong one, even for the right code, then takes the right one', async () => {
    const { id, code } = await underWay();
    const start = new Date(Date.now() + 60_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 1; i <= 4; i++) {
      await expect(finishDelivery(t.database.db, courier, id, wrongOf(code), start)).rejects.toThrow(
        `Tentativas restantes: ${5 - i}`,
      );
    }
    await expect(finishDelivery(t.database.db, courier, id, wrongOf(code), start)).rejects.toThrow(
      'Muitos códigos incorretos. Tente novamente em 15 min',
    );
    expect(await tries(id)).toEqual({ deliveryCodeTries: 0, deliveryCodeLockedUntil: at(15).toISOString() });
    await expect(finishDelivery(t.database.db, courier, id, code, at(1))).rejects.toThrow('Tente novamente em 14 min');
    await expect(finishDelivery(t.database.db, courier, id, code, at(14.9))).rejects.toThrow(
      'Tente novamente em 1 min',
    );
    expect(await statusOf(t, id)).toBe('saiu_entrega');
    const done = await finishDelivery(t.database.db, courier, id, code, at(15.1));
    expect(done.status).toBe('entregue');
  });

  it('delivers with the right code: entregue in the story, the customer told, the code and the position gone', async () => {
    const { id, code } = await underWay();
    const res = await gql(t.app, FINISH, { id: String(id), code: ` ${code} ` }, p.courier);
    expect(res.body.data).toEqual({
      finishDelivery: { id: String(id), status: 'entregue', statusLabel: 'Entrega realizada' },
    });
    const seen = (await gql<OrderAnswer>(t.app, ORDER, { id: String(id) }, p.customer)).body.data!.order;
    expect(seen).toMatchObject({
      status: 'entregue',
      deliveryCode: null,
      delivery: { state: 'delivered', courierName: 'Carlos', position: null },
    });
    expect(seen.statusStory.map((s) => s.status).slice(-2)).toEqual(['saiu_entrega', 'entregue']);
    const stored = await t.database.db
      .selectFrom('orders')
      .select(['deliveryCode', 'courierId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ deliveryCode: null, courierId: courier.id });
    const notes = await t.database.db
      .selectFrom('notifications')
      .select(['message', 'payload'])
      .where('userId', '=', p.f.clienteId)
      .execute();
    expect(notes.some((n) => n.message === 'Entrega realizada' && JSON.parse(n.payload).orderId === id)).toBe(true);
    // over: it leaves the courier's list, and a second try changes nothing
    const list = await gql<{ courierOrders: { id: string }[] }>(t.app, '{ courierOrders { id } }', {}, p.courier);
    expect(list.body.data!.courierOrders.map((o) => o.id)).not.toContain(String(id));
    expect((await gql(t.app, FINISH, { id: String(id), code }, p.courier)).body.errors?.[0]?.message).toBe(
      'Este pedido não está em entrega',
    );
  });

  it('marks an order not delivered with the reason as its status message', async () => {
    const { id } = await underWay();
    expect((await gql(t.app, FAIL, { id: String(id), reason: '   ' }, p.courier)).body.errors?.[0]?.message).toBe(
      'Informe o motivo da não entrega',
    );
    const card = await gql(
      t.app,
      FAIL,
      { id: String(id), reason: 'Cliente pediu estorno no cartão 4111 1111 1111 1111' },
      p.courier,
    );
    expect(card.body.errors?.[0]?.message).toBe('Não inclua números de cartão neste campo');
    expect((await gql(t.app, FAIL, { id: String(id), reason: 'x'.repeat(301) }, p.courier)).body.errors).toBeDefined();
    expect(
      (await gql(t.app, FAIL, { id: String(id), reason: 'Ninguém atendeu' }, p.otherCourier)).body.errors?.[0]?.message,
    ).toBe('Pedido não encontrado');
    expect(await statusOf(t, id)).toBe('saiu_entrega');

    const res = await gql(t.app, FAIL, { id: String(id), reason: '  Ninguém atendeu no endereço  ' }, p.courier);
    expect(res.body.data).toEqual({ failDelivery: { id: String(id), status: 'nao_entregue' } });
    const seen = (await gql<OrderAnswer>(t.app, ORDER, { id: String(id) }, p.customer)).body.data!.order;
    expect(seen).toMatchObject({
      status: 'nao_entregue',
      statusMessage: 'Ninguém atendeu no endereço',
      deliveryCode: null,
      delivery: { state: 'failed', position: null },
    });
    expect(seen.statusStory.at(-1)).toEqual({ status: 'nao_entregue', message: 'Ninguém atendeu no endereço' });
  });

  it('refuses to finish or fail an order that is not out for delivery', async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    expect((await gql(t.app, FINISH, { id: String(id), code: '1234' }, p.courier)).body.errors?.[0]?.message).toBe(
      'Este pedido não está em entrega',
    );
    expect((await gql(t.app, FAIL, { id: String(id), reason: 'Chuva' }, p.courier)).body.errors?.[0]?.message).toBe(
      'Este pedido não está em entrega',
    );
    expect(await statusOf(t, id)).toBe('aprovado');
  });
});
