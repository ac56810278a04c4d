import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { CLIENT, LOJA, PETSHOP, postToken, refresh, session, signIn } from './testing.js';

const WRONG_CREDENTIALS = {
  error: 'invalid_grant',
  error_description: 'The credentials provided are incorrect',
  message: 'As credenciais informadas estão incorretas',
  code: 'auth.invalidCredentials',
  params: {},
};

describe('POST /oauth/token', () => {
  let t: TestApp;
  let petshopId: number;
  let lojaId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const stores = await t.database.db.selectFrom('stores').select(['id', 'slug']).execute();
    petshopId = stores.find((s) => s.slug === 'petshop')!.id;
    lojaId = stores.find((s) => s.slug === 'loja')!.id;
  });
  afterAll(() => t.close());

  it.each([false, true])(
    'client_credentials answers an anonymous app token of the host store (form body: %s)',
    async (form) => {
      const res = await postToken(t.app, { ...CLIENT, grant_type: 'client_credentials' }, { form, host: LOJA });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toEqual({ token_type: 'Bearer', access_token: expect.any(String), expires_in: 3600 });
      expect(decodeJwt(body.access_token)).toMatchObject({ typ: 'app', sub: 'app', aud: `store:${lojaId}` });
    },
  );

  it('refuses an unknown client or a wrong secret with 401 invalid_client, and accepts HTTP Basic', async () => {
    const refused = {
      error: 'invalid_client',
      error_description: 'Client authentication failed',
      message: 'Aplicativo não autorizado',
      code: 'auth.invalidClient',
      params: {},
    };
    for (const body of [
      { ...CLIENT, client_secret: 'nope', grant_type: 'client_credentials' },
      { client_id: 'other', client_secret: CLIENT.client_secret, grant_type: 'client_credentials' },
      { grant_type: 'client_credentials' },
    ]) {
      const res = await postToken(t.app, body, { form: true });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refused);
    }
    const basic = Buffer.from(`${CLIENT.client_id}:${CLIENT.client_secret}`).toString('base64');
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: 'grant_type=client_credentials',
      headers: { host: PETSHOP, authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses unknown grant types and unreadable bodies as OAuth errors', async () => {
    const unknown = await postToken(t.app, { ...CLIENT, grant_type: 'implicit' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unsupported_grant_type', message: 'Forma de acesso não suportada' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: '{"grant_type":',
      headers: { host: PETSHOP, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'invalid_request', message: 'Requisição de acesso incompleta' });
  });

  it('reads a field sent as an object or a list as empty: an OAuth error, never a server error', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/oauth/token', payload, headers: { host: PETSHOP } });
    const social = await post({ ...CLIENT, grant_type: 'social', provider: { name: 'google' }, access_token: ['x'] });
    expect(social.statusCode).toBe(400);
    expect(social.json()).toMatchObject({ error: 'invalid_request' });
    const password = await post({ ...CLIENT, grant_type: 'password', username: { $ne: '' }, password: ['Senha123'] });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('signs in with a password by username (JSON) or email (form): a 15-minute access token and a refresh token', async () => {
    const json = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'cliente@petshop.demo',
      password: 'Senha123',
      store_id: petshopId,
    });
    const form = await postToken(
      t.app,
      { ...CLIENT, grant_type: 'password', email: 'CLIENTE@petshop.demo ', password: 'Senha123' },
      { form: true },
    );
    for (const res of [json, form]) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        token_type: 'Bearer',
        access_token: expect.any(String),
        expires_in: 900,
        refresh_token: expect.any(String),
      });
      const claims = decodeJwt(body.access_token);
      expect(claims).toMatchObject({ typ: 'access', aud: `store:${petshopId}`, sid: expect.any(String) });
      expect(claims.exp! - claims.iat!).toBe(900);
      const me = await session(t.app, body.access_token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: 'cliente@petshop.demo', storeId: petshopId });
    }
    // only a hash of the refresh token is kept
    const { refresh_token } = json.json();
    const stored = await t.database.db.selectFrom('refreshTokens').select('tokenHash').execute();
    expect(stored.map((r) => r.tokenHash)).not.toContain(refresh_token);
  });

  it('answers a wrong password and an unknown e-mail with the same status and body', async () => {
    const wrong = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'admin@petshop.demo',
      password: 'Errada123',
    });
    const unknown = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'ninguem@petshop.demo',
      password: 'Errada123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_CREDENTIALS);
    expect(unknown.body).toBe(wrong.body);
  });

  it('lets an unverified e-mail sign in, but not a deleted account', async () => {
    await signIn(t.app, 'novo@petshop.demo', 'Senha123');
    await t.database.db
      .updateTable('users')
      .set({ deletedAt: new Date().toISOString() })
      .where('email', '=', 'empresa@petshop.demo')
      .execute();
    const deleted = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'empresa@petshop.demo',
      password: 'Senha123',
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toEqual(WRONG_CREDENTIALS);
  });

  it("acts on the host's store: an account of another store does not sign in, a store_id of another store is refused", async () => {
    const elsewhere = await postToken(
      t.app,
      { ...CLIENT, grant_type: 'password', username: 'cliente@petshop.demo', password: 'Senha123' },
      { host: LOJA },
    );
    expect(elsewhere.json()).toEqual(WRONG_CREDENTIALS);
    const mismatch = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'cliente@petshop.demo',
      password: 'Senha123',
      store_id: lojaId,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: 'invalid_request',
      message: 'A loja informada não corresponde a este endereço',
    });
  });

  it('rotates refresh tokens; reusing a rotated one revokes that whole sign-in and nothing else', async () => {
    const other = await signIn(t.app, 'cliente@petshop.demo', 'Senha123');
    const first = await signIn(t.app, 'cliente@petshop.demo', 'Senha123');
    const rotated = await refresh(t.app, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    expect((await session(t.app, second.access_token)).statusCode).toBe(200);

    const replay = await refresh(t.app, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Your session has expired. Please sign in again.',
      message: 'Sua sessão expirou. Entre novamente.',
      code: 'auth.sessionExpired',
      params: {},
    });
    // the newest refresh token and every access token of that sign-in are dead
    expect((await refresh(t.app, second.refresh_token)).statusCode).toBe(400);
    const dead = await session(t.app, second.access_token);
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ message: 'Invalid token', code: 'auth.invalidToken', params: {} });
    expect((await session(t.app, first.access_token)).statusCode).toBe(401);
    const family = await t.database.db
      .selectFrom('refreshTokens')
      .select('revokedAt')
      .where('familyId', '=', decodeJwt(first.access_token).sid as string)
      .execute();
    expect(family).toHaveLength(2);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
    // another sign-in of the same account goes on
    expect((await session(t.app, other.access_token)).statusCode).toBe(200);
    expect((await refresh(t.app, other.refresh_token)).statusCode).toBe(200);
  });

  it('lets only one of two parallel uses of a refresh token succeed', async () => {
    const tokens = await signIn(t.app, 'novo@petshop.demo', 'Senha123');
    const results = await Promise.all([refresh(t.app, tokens.refresh_token), refresh(t.app, tokens.refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired refresh token and one of another store', async () => {
    const tokens = await signIn(t.app, 'admin@petshop.demo', 'Admin1234');
    expect((await refresh(t.app, tokens.refresh_token, LOJA)).statusCode).toBe(400);
    const sid = decodeJwt(tokens.access_token).sid as string;
    await t.database.db
      .updateTable('refreshTokens')
      .set({ expiresAt: '2020-01-01T00:00:00.000Z' })
      .where('familyId', '=', sid)
      .execute();
    const expired = await refresh(t.app, tokens.refresh_token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('logs out: the access token and the refresh token of that sign-in stop working', async () => {
    const tokens = await signIn(t.app, 'cliente@loja.demo', 'Senha123', LOJA);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { host: LOJA, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Você foi desconectado da sua conta', code: 'auth.loggedOut', params: {} });
    expect((await session(t.app, tokens.access_token, LOJA)).statusCode).toBe(401);
    expect((await refresh(t.app, tokens.refresh_token, LOJA)).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { host: LOJA } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Invalid token', code: 'auth.invalidToken', params: {} });
  });

  it('revokes by refresh token at /oauth/revoke (200 for unknown tokens too, client required)', async () => {
    const tokens = await signIn(t.app, 'novo@loja.demo', 'Senha123', LOJA);
    const revoke = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/oauth/revoke', payload: body, headers: { host: LOJA } });
    expect((await revoke({ token: tokens.refresh_token })).statusCode).toBe(401);
    const res = await revoke({ ...CLIENT, token: tokens.refresh_token });
    expect(res.statusCode).toBe(200);
    expect((await session(t.app, tokens.access_token, LOJA)).statusCode).toBe(401);
    expect((await refresh(t.app, tokens.refresh_token, LOJA)).statusCode).toBe(400);
    expect((await revoke({ ...CLIENT, token: 'never-issued' })).statusCode).toBe(200);
  });
});
