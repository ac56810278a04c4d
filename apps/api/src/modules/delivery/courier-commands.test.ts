import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { run } from '../../cli/admin-commands.js';
import { UsageError } from '../../cli/usage-error.js';
import { verifyPassword } from '../../lib/password.js';
import { approvedOrder, deliveryPeople, DEMO_COURIER } from './testing.js';

describe('courier commands of `npm run admin`', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof deliveryPeople>>;
  beforeAll(async () => {
    t = await startTestApp();
    p = await deliveryPeople(t);
  });
  afterAll(() => t.close());

  it("seeds the demo courier Carlos Entregador with the shoppers' demo password", async () => {
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_COURIER)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Carlos Entregador', role: 'courier' });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword('Senha123', row.passwordHash)).toBe(true);
  });

  it('creates a courier who signs in and has a courier list, and refuses a second account with the same e-mail', async () => {
    const db = t.database.db;
    expect(
      await run(db, [
        'courier:create',
        'Ana.Moto@petshop.demo',
        '--store',
        'petshop',
        '--name',
        'Ana Moto',
        '--password',
        'Senha123',
      ]),
    ).toBe("courier ana.moto@petshop.demo created for store 'petshop'");
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ana.moto@petshop.demo')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'courier', name: 'Ana Moto' });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword('Senha123', row.passwordHash)).toBe(true);
    const list = await gql(t.app, '{ courierOrders { id } }', {}, await bearerFor(t, 'ana.moto@petshop.demo'));
    expect(list.body).toEqual({ data: { courierOrders: [] } });
    await expect(
      run(db, [
        'courier:create',
        'ana.moto@petshop.demo',
        '--store',
        'petshop',
        '--name',
        'Ana Moto',
        '--password',
        'Senha123',
      ]),
    ).rejects.toThrow('already has an account');
    await expect(
      run(db, ['courier:create', 'x@petshop.demo', '--name', 'Xis Silva', '--password', 'Senha123']),
    ).rejects.toThrow('courier:create needs --store');
  });

  it("assigns an order to a courier of the order's store by e-mail, and nothing else", async () => {
    const id = await approvedOrder(t, p);
    expect(await run(t.database.db, ['order:assign', String(id), DEMO_COURIER.toUpperCase()])).toBe(
      `order #${id} assigned to ${DEMO_COURIER}`,
    );
    const row = await t.database.db
      .selectFrom('orders')
      .select('courierId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.courierId).toBe(p.courierId);
    await expect(run(t.database.db, ['order:assign', String(id), 'cliente@petshop.demo'])).rejects.toThrow(
      'Entregador não encontrado nesta loja',
    );
    await expect(run(t.database.db, ['order:assign', String(id)])).rejects.toThrow(UsageError);
    await expect(run(t.database.db, ['order:assign', '999999', DEMO_COURIER])).rejects.toThrow('no order 999999');
  });

  it('simulates a route of two points on an order out for delivery, waiting the interval between them', async () => {
    const id = await approvedOrder(t, p, DEMO_COURIER);
    await expect(
      run(t.database.db, ['route:simulate', String(id), '-23.56,-46.65', '-23.561,-46.651', '--interval', '5']),
    ).rejects.toThrow('Este pedido não está em entrega');
    await gql(t.app, 'mutation($id: ID!) { startDelivery(orderId: $id) { id } }', { id: String(id) }, p.courier);
    const started = Date.now();
    expect(
      await run(t.database.db, [
        'route:simulate',
        String(id),
        '-23.5600,-46.6500',
        '-23.5610,-46.6510',
        '--interval',
        '30',
      ]),
    ).toBe(`order #${id}: 2 position(s) sent`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    await expect(run(t.database.db, ['route:simulate', String(id), 'abc'])).rejects.toThrow(
      "a point is latitude,longitude (e.g. -23.5632,-46.6543), got 'abc'",
    );
    await expect(run(t.database.db, ['route:simulate', String(id)])).rejects.toThrow('needs at least one point');
    await expect(run(t.database.db, ['route:simulate', String(id), '1,2', '--interval', '-1'])).rejects.toThrow(
      '--interval',
    );
  });
});
