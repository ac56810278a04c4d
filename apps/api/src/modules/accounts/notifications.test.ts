import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { userIdOf } from './testing.js';

const READ = 'mutation($ids: [ID!]) { readNotifications(ids: $ids) }';

describe('readNotifications', () => {
  let t: TestApp;
  let ids: number[];
  const readFlags = async () =>
    (
      await t.database.db
        .selectFrom('notifications')
        .select(['id', 'readed'])
        .where('userId', '=', await userIdOf(t, 'novo@loja.demo'))
        .orderBy('id')
        .execute()
    ).map((n) => n.readed);
  beforeAll(async () => {
    t = await startTestApp();
    const userId = await userIdOf(t, 'novo@loja.demo');
    const rows = await t.database.db
      .insertInto('notifications')
      .values(
        [1, 2, 3, 4].map((i) => ({
          userId,
          type: 'info',
          title: `Aviso ${i}`,
          message: 'Olá',
          payload: JSON.stringify({ i }),
          readed: 0 as const,
          createdAt: `2026-01-0${i}T10:00:00.000Z`,
        })),
      )
      .returning('id')
      .execute();
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it('marks the given notifications read and answers the unread count; an empty list marks nothing', async () => {
    const headers = await bearerFor(t, 'novo@loja.demo');
    expect((await gql(t.app, READ, { ids: [String(ids[0]), String(ids[2])] }, headers)).body).toEqual({
      data: { readNotifications: 2 },
    });
    expect(await readFlags()).toEqual([1, 0, 1, 0]);
    expect((await gql(t.app, READ, { ids: [] }, headers)).body).toEqual({ data: { readNotifications: 2 } });
    const me = await gql(
      t.app,
      'query { me { unreadNotifications notifications(first: 2) { data { title readed payload } } } }',
      {},
      headers,
    );
    expect(me.body.data?.me).toEqual({
      unreadNotifications: 2,
      notifications: {
        data: [
          { title: 'Aviso 4', readed: false, payload: { i: 4 } },
          { title: 'Aviso 3', readed: true, payload: { i: 3 } },
        ],
      },
    });
  });

  it('marks every notification read when no ids are given', async () => {
    const headers = await bearerFor(t, 'novo@loja.demo');
    expect((await gql(t.app, 'mutation { readNotifications }', {}, headers)).body).toEqual({
      data: { readNotifications: 0 },
    });
    expect(await readFlags()).toEqual([1, 1, 1, 1]);
  });

  it('refuses a page size or page below 1', async () => {
    const { body } = await gql(
      t.app,
      'query { me { notifications(first: 0, page: 0) { data { id } } } }',
      {},
      await bearerFor(t, 'novo@loja.demo'),
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      validation: {
        first: ['Informe uma quantidade por página entre 1 e 100'],
        page: ['Informe uma página a partir de 1'],
      },
    });
  });
});
