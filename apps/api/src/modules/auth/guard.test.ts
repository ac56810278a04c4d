import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { ISSUER, signToken } from './jwt.js';
import { PETSHOP, session } from './testing.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens the guard refuses (GET /api/session, a user-only call)', () => {
  let t: TestApp;
  let secret: Uint8Array;
  let user: { id: number; storeId: number };
  let lojaId: number;
  beforeAll(async () => {
    t = await startTestApp();
    secret = new TextEncoder().encode('test-signing-secret-0123456789-abcdef');
    user = await t.database.db
      .selectFrom('users')
      .select(['id', 'storeId'])
      .where('email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
    lojaId = (
      await t.database.db.selectFrom('stores').select('id').where('slug', '=', 'loja').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const expectRefused = async (token: string) => {
    const res = await session(t.app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid token', code: 'auth.invalidToken', params: {} });
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  };

  it('accepts a well-made access token of this store (the control for the cases below)', async () => {
    const { token } = await signToken(secret, { type: 'access', storeId: user.storeId, userId: user.id });
    const res = await session(t.app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: 'cliente@petshop.demo' });
  });

  it('refuses no token and a token that is not a JWT', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/session', headers: { host: PETSHOP } });
    expect(none.statusCode).toBe(401);
    await expectRefused('not-a-jwt');
  });

  it("refuses alg 'none' with the right claims and no signature", async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      typ: 'access',
      iss: ISSUER,
      aud: `store:${user.storeId}`,
      sub: String(user.id),
      iat: now,
      exp: now + 600,
    };
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`);
  });

  it("refuses another store's token on this store's host", async () => {
    const loja = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cliente@loja.demo')
      .executeTakeFirstOrThrow();
    const { token } = await signToken(secret, { type: 'access', storeId: lojaId, userId: loja.id });
    await expectRefused(token);
    // the same user id with the other store's audience is refused too
    await expectRefused((await signToken(secret, { type: 'access', storeId: lojaId, userId: user.id })).token);
  });

  it('refuses an expired token, one signed with another secret, and one using another algorithm', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expectRefused(
      (await signToken(secret, { type: 'access', storeId: user.storeId, userId: user.id }, past)).token,
    );
    const other = new TextEncoder().encode('another-secret-another-secret-0123456789');
    await expectRefused((await signToken(other, { type: 'access', storeId: user.storeId, userId: user.id })).token);
    const hs512 = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer(ISSUER)
      .setAudience(`store:${user.storeId}`)
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(secret);
    await expectRefused(hs512);
  });

  it('refuses an app token on a user-only call', async () => {
    await expectRefused((await signToken(secret, { type: 'app', storeId: user.storeId })).token);
  });

  it('refuses the token of an account deleted since it was issued', async () => {
    const novo = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'novo@petshop.demo')
      .executeTakeFirstOrThrow();
    const { token } = await signToken(secret, { type: 'access', storeId: user.storeId, userId: novo.id });
    expect((await session(t.app, token)).statusCode).toBe(200);
    await t.database.db
      .updateTable('users')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', novo.id)
      .execute();
    await expectRefused(token);
  });
});
