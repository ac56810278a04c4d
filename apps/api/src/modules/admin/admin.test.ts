import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { run } from '../../cli/admin-commands.js';
import { UsageError } from '../../cli/usage-error.js';
import { orderFixture, placeOrder } from '../orders/testing.js';

describe('back office: admin mutations and `npm run admin`', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof orderFixture>>;
  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
  });
  afterAll(() => t.close());

  async function pixOrder(): Promise<string> {
    // pickup + Pix: 49,90 − 5% (2,495 → 2,50) = 47,40
    const res = await placeOrder(
      t,
      {
        items: [{ item: String(f.itemA), quantity: 1 }],
        shippingOption: String(f.pickup),
        paymentMethod: String(f.pix),
        total: 4740,
      },
      f.headers,
    );
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.createOrder.id;
  }
  const status = async (id: string) =>
    (await t.database.db.selectFrom('orders').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow())
      .status;

  it('marks a Pix order paid from the command line, then hands it over at the store, never out for delivery', async () => {
    const id = await pixOrder();
    expect(await status(id)).toBe('pagamento_pendente');
    expect(await run(t.database.db, ['order:paid', id])).toBe(
      `order #${id} is now pagamento_aprovado (Pagamento aprovado)`,
    );
    expect(await run(t.database.db, ['order:status', id, 'processando'])).toBe(`order #${id} is now processando`);
    await expect(run(t.database.db, ['order:status', id, 'saiu_entrega'])).rejects.toThrow(
      'Pedido para retirada na loja não sai para entrega',
    );
    await run(t.database.db, ['order:status', id, 'aprovado']);
    const out = await gql(
      t.app,
      `mutation ($id: ID!) { adminUpdateOrderStatus(id: $id, status: "saiu_entrega") }`,
      { id },
      await bearerFor(t, 'admin@petshop.demo'),
    );
    expect(out.body.errors?.[0]?.message).toBe('Pedido para retirada na loja não sai para entrega');
    await run(t.database.db, ['order:status', id, 'concluido', '--message', 'Retirado por João']);
    const history = await t.database.db
      .selectFrom('orderStatusHistory')
      .select(['status', 'message'])
      .where('orderId', '=', Number(id))
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.status)).toEqual([
      'pendente',
      'pagamento_pendente',
      'pagamento_aprovado',
      'processando',
      'aprovado',
      'concluido',
    ]);
    expect(history.at(-1)?.message).toBe('Retirado por João');
    // the customer is told at each step
    const notes = await t.database.db
      .selectFrom('notifications')
      .select('message')
      .where('userId', '=', f.clienteId)
      .where('type', '=', 'order_status')
      .execute();
    expect(notes.map((n) => n.message)).toContain('Concluído');
    expect(notes.map((n) => n.message)).not.toContain('Saiu para entrega');
  });

  it('refuses a transition the table does not allow, and bad arguments', async () => {
    const id = await pixOrder();
    await expect(run(t.database.db, ['order:status', id, 'entregue'])).rejects.toThrow(
      "O pedido não pode passar de 'pagamento_pendente' para 'entregue'",
    );
    await expect(run(t.database.db, ['order:status', id, 'voando'])).rejects.toThrow();
    await expect(run(t.database.db, ['order:paid', 'abc'])).rejects.toThrow(UsageError);
    await expect(run(t.database.db, ['launch'])).rejects.toThrow("unknown command 'launch'");
  });

  it('gives the stock back when the store cancels an order, not only when the customer does', async () => {
    const stock = async () =>
      (
        await t.database.db
          .selectFrom('items')
          .select('stockQuantity')
          .where('id', '=', f.itemA)
          .executeTakeFirstOrThrow()
      ).stockQuantity;
    const before = await stock();
    const id = await pixOrder();
    expect(await stock()).toBe(before - 1);
    await run(t.database.db, ['order:status', id, 'cancelado', '--message', 'Sem estoque no depósito']);
    expect(await stock()).toBe(before);
  });

  it('refuses a status message holding a card number, since the customer reads it, and leaves the order as it was', async () => {
    const id = await pixOrder();
    await expect(
      run(t.database.db, ['order:status', id, 'cancelado', '--message', 'Estorno no cartão 4111 1111 1111 1111']),
    ).rejects.toThrow(
      expect.objectContaining({
        details: expect.objectContaining({ validation: { message: ['Não inclua números de cartão neste campo'] } }),
      }),
    );
    expect(await status(id)).toBe('pagamento_pendente');
    const history = await t.database.db
      .selectFrom('orderStatusHistory')
      .select('message')
      .where('orderId', '=', Number(id))
      .execute();
    expect(history.map((h) => h.message)).toEqual([null, null]);
  });

  it('approves a company from the command line and lists orders', async () => {
    expect(await run(t.database.db, ['company:approve', 'empresa@petshop.demo'])).toBe(
      'company empresa@petshop.demo approved',
    );
    const row = await t.database.db
      .selectFrom('users')
      .select('companyVerifiedAt')
      .where('email', '=', 'empresa@petshop.demo')
      .executeTakeFirstOrThrow();
    expect(row.companyVerifiedAt).not.toBeNull();
    await expect(run(t.database.db, ['company:approve', 'cliente@petshop.demo'])).rejects.toThrow(
      'Este cliente não é uma empresa',
    );
    expect(await run(t.database.db, ['orders'])).toMatch(/^#\d+ {2}.+cliente@petshop\.demo {2}R\$ \d+\.\d{2} {2}\w+/);
  });

  it('lets only an admin of the store use the admin mutations', async () => {
    const id = await pixOrder();
    const mutation = 'mutation($id: ID!) { adminMarkOrderPaid(id: $id) }';
    const customer = await gql(t.app, mutation, { id }, f.headers);
    expect(customer.body.errors?.[0]?.message).toBe('Acesso negado');
    expect(await status(id)).toBe('pagamento_pendente');
    const lojaAdmin = await bearerFor(t, 'admin@loja.demo');
    const otherStore = await gql(t.app, mutation, { id }, { ...lojaAdmin, host: 'petshop.localhost' });
    expect(otherStore.body.errors?.[0]?.extensions?.category).toBe('authentication');
    const admin = await bearerFor(t, 'admin@petshop.demo');
    const paid = await gql(t.app, mutation, { id }, admin);
    expect(paid.body.data).toEqual({ adminMarkOrderPaid: 'pagamento_aprovado' });
  });
});
