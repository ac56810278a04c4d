import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import type { UserRow } from '../auth/guard.js';
import { finishDelivery } from './couriers.js';
import { approvedOrder, deliveryPeople, DEMO_COURIER, statusOf } from './testing.js';

type People = Awaited<ReturnType<typeof deliveryPeople>>;

const START = 'mutation($id: ID!) { startDelivery(orderId: $id) { status } }';
const FINISH = 'mutation($id: ID!, $code: String!) { finishDelivery(orderId: $id, code: $code) { status } }';
const CODE = 'query($id: ID!) { order(id: $id) { deliveryCode } }';
const LOCKED = 'Muitos códigos incorretos. Tente novamente em 15 min';

describe('wrong delivery codes sent at the same time', () => {
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
    const code = (await gql<{ order: { deliveryCode: string } }>(t.app, CODE, { id: String(id) }, p.customer)).body
      .data!.order.deliveryCode;
    return { id, code };
  }
  const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0');

  it('the fifth wrong code and the right one at the same time: the right one is refused, the try was taken', async () => {
    const { id, code } = await underWay();
    for (let i = 0; i < 4; i++)
      await expect(finishDelivery(t.database.db, courier, id, wrongOf(code, i))).rejects.toThrow(
        'Tentativas restantes',
      );
    const answers = await Promise.allSettled([
      finishDelivery(t.database.db, courier, id, wrongOf(code, 9)),
      finishDelivery(t.database.db, courier, id, code),
    ]);
    expect(answers.map((a) => (a.status === 'rejected' ? (a.reason as Error).message : 'delivered'))).toEqual([
      LOCKED,
      LOCKED,
    ]);
    expect(await statusOf(t, id)).toBe('saiu_entrega');
  });

  it('counts at most 5 of 20 concurrent wrong codes, then refuses the right one while locked', async () => {
    const { id, code } = await underWay();
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => finishDelivery(t.database.db, courier, id, wrongOf(code, i))),
    );
    const messages = answers.map((a) => (a.status === 'rejected' ? (a.reason as Error).message : 'delivered'));
    const wrong = messages.filter((m) => m.startsWith('Código de entrega incorreto')).length;
    expect(wrong).toBeLessThanOrEqual(4);
    // Every other answer is the lock (a failure lists what else came back).
    expect(messages.filter((m) => m !== LOCKED && !m.startsWith('Código de entrega incorreto'))).toEqual([]);
    await expect(finishDelivery(t.database.db, courier, id, code)).rejects.toThrow(LOCKED);
    expect(await statusOf(t, id)).toBe('saiu_entrega');
  });

  it('counts at most 5 of one batched request of 20 wrong codes, then refuses the right one while locked', async () => {
    const { id, code } = await underWay();
    const batch = Array.from({ length: 20 }, (_, i) => wrongOf(code, i)).map((c) => ({
      query: FINISH,
      variables: { id: String(id), code: c },
    }));
    const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: batch, headers: p.courier });
    const body = res.json() as {
      data?: { finishDelivery: { status: string } | null };
      errors?: { message: string }[];
    }[];
    expect(body).toHaveLength(20);
    const wrong = body.filter((a) => a.errors?.[0]?.message.startsWith('Código de entrega incorreto')).length;
    expect(wrong).toBeLessThanOrEqual(4);
    expect(body.filter((a) => a.errors?.[0]?.message === LOCKED)).toHaveLength(20 - wrong);
    expect(await statusOf(t, id)).toBe('saiu_entrega');
    const again = await gql(t.app, FINISH, { id: String(id), code }, p.courier);
    expect(again.body.errors?.[0]?.message).toBe(LOCKED);
  });
});
