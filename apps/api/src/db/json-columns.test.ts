import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../test/app.js';
import { reportBadColumnsTo } from '../lib/json-column.js';

/** A stored JSON value of the wrong shape reads as the column's default, with one log line naming the column. */
describe('JSON columns read by their schemas', () => {
  let t: TestApp;
  const warn = vi.fn();
  const columnsLogged = () => warn.mock.calls.map(([details]) => (details as { column: string }).column);
  const petshop = { host: 'petshop.localhost' };

  beforeAll(async () => {
    t = await startTestApp();
    reportBadColumnsTo({ warn });
  });
  afterAll(() => t.close());
  beforeEach(() => warn.mockReset());

  it("a store's themes and banners of the wrong shape answer the defaults, and the config still loads", async () => {
    await t.database.db
      .updateTable('stores')
      .set({ themes: '{"light": {"primary": 7}}', banners: '{"web": "banner.png"}' })
      .where('slug', '=', 'petshop')
      .execute();
    const { body } = await gql(t.app, 'query { config { name themes banners } }', {}, petshop);
    expect(body).toEqual({ data: { config: { name: 'Pet Feliz', themes: {}, banners: { web: [], mobile: [] } } } });
    expect(columnsLogged().sort()).toEqual(['stores.banners', 'stores.themes']);
  });

  it('item attrs that are not a list of name and value answer an empty list', async () => {
    const item = await t.database.db
      .selectFrom('items')
      .select('id')
      .where('deleted', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('items').set({ attrs: '{"Sabor": "Frango"}' }).where('id', '=', item.id).execute();
    const { body } = await gql(
      t.app,
      'query($id: ID!) { item(id: $id) { id attrs } }',
      { id: String(item.id) },
      petshop,
    );
    expect(body).toEqual({ data: { item: { id: String(item.id), attrs: [] } } });
    expect(columnsLogged()).toEqual(['items.attrs']);
  });

  it('a notification payload that is not an object answers {}', async () => {
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'novo@petshop.demo')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('notifications')
      .values({
        userId: user.id,
        type: 'info',
        title: 'Aviso',
        message: 'Olá',
        payload: '[1, 2]',
        readed: 0,
        createdAt: '2026-01-01T10:00:00.000Z',
      })
      .execute();
    const headers = await bearerFor(t, 'novo@petshop.demo');
    const { body } = await gql(
      t.app,
      'query { me { notifications(first: 1) { data { title payload } } } }',
      {},
      { ...petshop, ...headers },
    );
    expect(body).toEqual({ data: { me: { notifications: { data: [{ title: 'Aviso', payload: {} }] } } } });
    expect(columnsLogged()).toEqual(['notifications.payload']);
  });
});
