import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { Db } from '../../db/database.js';
import { isAppError } from '../../lib/errors.js';
import { couponRow, insertOrder, prepareItems, userId, type Fixture } from '../cart/testing.js';
import { priceLines, type PricedLine } from '../pricing/price-lines.js';
import { redeemCoupon } from './redeem.js';

describe('redeemCoupon (inside the order transaction)', () => {
  let t: TestApp;
  let db: Db;
  let f: Fixture;
  let lines: PricedLine[];
  let cliente: number;
  let novo: number;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.database.db;
    f = await prepareItems(db);
    // 2 × R$ 49,90 + 1 × R$ 19,90 = R$ 119,70
    lines = (
      await priceLines(db, f.store, null, [
        { itemId: f.food, quantity: 2 },
        { itemId: f.toy, quantity: 1 },
      ])
    ).lines;
    cliente = await userId(db, 'cliente@petshop.demo');
    novo = await userId(db, 'novo@petshop.demo');
    await db
      .insertInto('coupons')
      .values([
        couponRow(f.store.id, { code: 'UMAVEZ', discountType: 'value', discountValue: 500, usageLimit: 1 }),
        couponRow(f.store.id, { code: 'UMPORCLIENTE', usageLimitPerUser: 1 }),
        couponRow(f.store.id, { code: 'DUASPORCLIENTE', usageLimitPerUser: 2 }),
      ])
      .execute();
  });
  afterAll(() => t.close());

  const coupon = (code: string) =>
    db
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', code)
      .where('storeId', '=', f.store.id)
      .executeTakeFirstOrThrow();
  const usages = async (code: string) =>
    db
      .selectFrom('couponUsages')
      .select(['userId', 'orderId'])
      .where('couponId', '=', (await coupon(code)).id)
      .execute();

  /** One order transaction as the orders module runs it: insert the order, then redeem its coupon. */
  const order = (user: number, code: string) =>
    db.transaction().execute(async (trx) => {
      const orderId = await insertOrder(trx, f.store.id, user);
      return redeemCoupon(trx, { store: f.store, userId: user, code, lines, orderId });
    });

  const refusal = async (run: Promise<unknown>) => {
    try {
      await run;
    } catch (error) {
      if (isAppError(error))
        return { category: error.category, message: error.message, validation: error.details.validation };
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('uses BEMVINDO10 up once: R$ 11,97 off R$ 119,70, used_count + 1 and a usage row pointing at the order', async () => {
    const before = await coupon('BEMVINDO10');
    const result = await order(cliente, 'bemvindo10');
    expect(result.discount).toBe(1197);
    expect(result.coupon).toMatchObject({ code: 'BEMVINDO10', usedCount: before.usedCount + 1 });
    expect((await coupon('BEMVINDO10')).usedCount).toBe(before.usedCount + 1);
    const rows = await usages('BEMVINDO10');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(cliente);
  });

  it('throws the coupon message as a validation error and leaves no trace', async () => {
    const ordersBefore = (await db.selectFrom('orders').select('id').execute()).length;
    expect(await refusal(order(cliente, 'VENCIDO'))).toEqual({
      category: 'validation',
      message: 'Cupom não é válido',
      validation: { discountCouponCode: ['Cupom não é válido'] },
    });
    const small = (await priceLines(db, f.store, null, [{ itemId: f.toy, quantity: 1 }])).lines;
    const tooSmall = db.transaction().execute(async (trx) =>
      redeemCoupon(trx, {
        store: f.store,
        userId: cliente,
        code: 'BEMVINDO10',
        lines: small,
        orderId: await insertOrder(trx, f.store.id, cliente),
      }),
    );
    expect(await refusal(tooSmall)).toMatchObject({ message: 'Compra mínima de R$ 100,00 para aplicar o cupom' });
    // the claimed use and the order rolled back with the transaction
    expect((await coupon('BEMVINDO10')).usedCount).toBe(1);
    expect(await usages('BEMVINDO10')).toHaveLength(1);
    expect((await db.selectFrom('orders').select('id').execute()).length).toBe(ordersBefore);
  });

  it('lets 20 parallel orders redeem a single-use coupon exactly once', async () => {
    const attempts = Array.from({ length: 20 }, (_, i) => order(i % 2 === 0 ? cliente : novo, 'UMAVEZ'));
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(isAppError(r.reason) && r.reason.message).toBe('Cupom não é válido');
    expect((await coupon('UMAVEZ')).usedCount).toBe(1);
    expect(await usages('UMAVEZ')).toHaveLength(1);
    // and afterwards it is used up for everyone
    expect(await refusal(order(novo, 'UMAVEZ'))).toMatchObject({ message: 'Cupom não é válido' });
  });

  it('holds the per-user limit under 10 parallel orders of one user, and counts users apart', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => order(cliente, 'UMPORCLIENTE')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await usages('UMPORCLIENTE')).map((u) => u.userId)).toEqual([cliente]);
    expect((await coupon('UMPORCLIENTE')).usedCount).toBe(1);
    await order(novo, 'UMPORCLIENTE');
    expect((await usages('UMPORCLIENTE')).map((u) => u.userId).sort()).toEqual([cliente, novo].sort());

    await order(cliente, 'DUASPORCLIENTE');
    await order(cliente, 'DUASPORCLIENTE');
    expect(await refusal(order(cliente, 'DUASPORCLIENTE'))).toMatchObject({ message: 'Cupom não é válido' });
  });
});
