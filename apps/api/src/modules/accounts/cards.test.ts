import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError, userIdOf } from './testing.js';

const DEFAULT = 'mutation($id: ID!) { setPaymentCardAsDefault(id: $id) { id cardLastDigits isDefault } }';
const UNSET = 'mutation($id: ID!) { unsetPaymentCard(id: $id) }';

describe('setPaymentCardAsDefault and unsetPaymentCard', () => {
  let t: TestApp;
  let ids: number[];
  const cards = async () =>
    t.database.db
      .selectFrom('paymentCards')
      .select(['id', 'isDefault'])
      .where('userId', '=', await userIdOf(t, 'cliente@petshop.demo'))
      .orderBy('id')
      .execute();
  beforeAll(async () => {
    t = await startTestApp();
    const userId = await userIdOf(t, 'cliente@petshop.demo');
    const card = (last: string, createdAt: string) => ({
      userId,
      externalId: `tok_${last}`,
      gateway: 'sandbox',
      cardBrand: 'mastercard',
      cardFirstDigits: '555555',
      cardLastDigits: last,
      cardExpMonth: 6,
      cardExpYear: 2032,
      cardHolderName: 'MARIA OLIVEIRA',
      isDefault: 0 as const,
      createdAt,
    });
    // the seeded visa (1111) is the oldest card, then 4444, then 5555
    await t.database.db
      .updateTable('paymentCards')
      .set({ createdAt: '2026-01-01T00:00:00.000Z' })
      .where('userId', '=', userId)
      .execute();
    await t.database.db
      .insertInto('paymentCards')
      .values([card('4444', '2026-02-01T00:00:00.000Z'), card('5555', '2026-03-01T00:00:00.000Z')])
      .execute();
    ids = (await cards()).map((c) => c.id);
  });
  afterAll(() => t.close());

  it("makes one of the user's cards the only default and lists it first", async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const [visa, master4444] = ids;
    const { body } = await gql(t.app, DEFAULT, { id: String(master4444) }, headers);
    expect(body).toEqual({
      data: { setPaymentCardAsDefault: { id: String(master4444), cardLastDigits: '4444', isDefault: true } },
    });
    expect((await cards()).map((c) => [c.id, c.isDefault])).toEqual([
      [visa, 0],
      [master4444, 1],
      [ids[2], 0],
    ]);
    const me = await gql<{ me: { cards: { cardLastDigits: string }[] } }>(
      t.app,
      'query { me { cards { cardLastDigits } } }',
      {},
      headers,
    );
    expect(me.body.data?.me.cards.map((c) => c.cardLastDigits)).toEqual(['4444', '5555', '1111']);
  });

  it('forgets a card; removing the default hands the mark to the newest remaining card', async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const [visa, master4444, master5555] = ids;
    expect((await gql(t.app, UNSET, { id: String(master4444) }, headers)).body).toEqual({
      data: { unsetPaymentCard: true },
    });
    expect((await cards()).map((c) => [c.id, c.isDefault])).toEqual([
      [visa, 0],
      [master5555, 1],
    ]);
    expect((await gql(t.app, UNSET, { id: String(visa) }, headers)).body).toEqual({ data: { unsetPaymentCard: true } });
    expect((await cards()).map((c) => [c.id, c.isDefault])).toEqual([[master5555, 1]]);
    const gone = await gql(t.app, DEFAULT, { id: String(visa) }, headers);
    expect(firstError(gone.body)).toMatchObject({ category: 'graphql', message: 'Cartão não encontrado' });
  });
});
