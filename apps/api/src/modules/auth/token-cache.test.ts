import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { ACCESS_TOKEN_SECONDS, signToken } from './jwt.js';
import { CLIENT, LOJA, PETSHOP, session, signIn } from './testing.js';

const ME = '{ me { id email } }';

/**
 * A verified token is remembered until it expires, so these ask twice: the second answer comes from what was
 * remembered, and must still see every change the token itself cannot carry.
 */
describe('bearer tokens remembered between requests', () => {
  let t: TestApp;
  let secret: Uint8Array;
  beforeAll(async () => {
    t = await startTestApp();
    secret = new TextEncoder().encode('test-signing-secret-0123456789-abcdef');
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses the access token of a sign-in revoked at /oauth/revoke at once', async () => {
    const tokens = await signIn(t.app, 'cliente@loja.demo', 'Senha123', LOJA);
    expect((await session(t.app, tokens.access_token, LOJA)).statusCode).toBe(200);
    expect((await session(t.app, tokens.access_token, LOJA)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: { ...CLIENT, token: tokens.refresh_token },
      headers: { host: LOJA },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await session(t.app, tokens.access_token, LOJA)).statusCode).toBe(401);
    const { body } = await gql(t.app, ME, {}, { host: LOJA, authorization: `Bearer ${tokens.access_token}` });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'auth.invalidToken' });
  });

  it('refuses the token of an account deleted after the token was first accepted', async () => {
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'storeId'])
      .where('email', '=', 'novo@petshop.demo')
      .executeTakeFirstOrThrow();
    const { token } = await signToken(secret, { type: 'access', storeId: user.storeId, userId: user.id });
    const me = () => gql<{ me: { email: string } }>(t.app, ME, {}, { host: PETSHOP, authorization: `Bearer ${token}` });
    expect((await me()).body.data?.me.email).toBe('novo@petshop.demo');
    await t.database.db
      .updateTable('users')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    try {
      expect((await me()).body.errors?.[0]?.extensions).toMatchObject({ code: 'auth.invalidToken' });
    } finally {
      await t.database.db.updateTable('users').set({ deletedAt: null }).where('id', '=', user.id).execute();
    }
  });

  it('refuses a remembered token once it has expired', async () => {
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'storeId'])
      .where('email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await signToken(secret, { type: 'access', storeId: user.storeId, userId: user.id });
    expect((await session(t.app, token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS - 1) * 1000);
    expect((await session(t.app, token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1000);
    expect((await session(t.app, token)).statusCode).toBe(401);
  });

  it("refuses a remembered token on another store's host", async () => {
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'storeId'])
      .where('email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
    const { token } = await signToken(secret, { type: 'access', storeId: user.storeId, userId: user.id });
    expect((await session(t.app, token, PETSHOP)).statusCode).toBe(200);
    expect((await session(t.app, token, LOJA)).statusCode).toBe(401);
  });
});
