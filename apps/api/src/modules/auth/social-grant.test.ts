import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { CLIENT, LOJA, postToken, refresh, session } from './testing.js';

type Keys = { privateKey: CryptoKey; publicKey: CryptoKey };

const GOOGLE = { iss: 'https://accounts.google.com', aud: 'demo-google-client', kid: 'google-1' };
const APPLE = { iss: 'https://appleid.apple.com', aud: 'demo.apple.service', kid: 'apple-1' };

describe('grant_type=social with ID tokens checked against a local JWKS', () => {
  let t: TestApp;
  let server: http.Server;
  let google: Keys;
  let apple: Keys;
  let stranger: Keys;

  beforeAll(async () => {
    [google, apple, stranger] = await Promise.all([
      generateKeyPair('RS256'),
      generateKeyPair('RS256'),
      generateKeyPair('RS256'),
    ]);
    const jwks = {
      '/google': { keys: [{ ...(await exportJWK(google.publicKey)), kid: GOOGLE.kid, alg: 'RS256', use: 'sig' }] },
      '/apple': { keys: [{ ...(await exportJWK(apple.publicKey)), kid: APPLE.kid, alg: 'RS256', use: 'sig' }] },
    };
    server = http.createServer((req, res) => {
      const body = jwks[req.url as keyof typeof jwks];
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await startTestApp({ GOOGLE_JWKS_URL: `${base}/google`, APPLE_JWKS_URL: `${base}/apple` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function idToken(
    keys: Keys,
    who: { iss: string; aud: string; kid: string },
    claims: Record<string, unknown>,
    options: { sub?: string; expiresAt?: number } = {},
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: who.kid })
      .setIssuer(who.iss)
      .setAudience(who.aud)
      .setSubject(options.sub ?? 'subject-1')
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? '5m')
      .sign(keys.privateKey);
  }

  const social = (provider: string, token: string, extra: Record<string, string> = {}) =>
    postToken(t.app, { ...CLIENT, grant_type: 'social', provider, access_token: token, ...extra });

  const userOf = (email: string) => t.database.db.selectFrom('users').selectAll().where('email', '=', email).execute();

  const googleFailed = {
    error: 'invalid_grant',
    error_description: 'Google login failed',
    message: 'Falha no login com Google',
    code: 'auth.socialLoginFailed',
    params: { provider: 'Google' },
  };

  it('creates a verified account on the first Google sign-in and finds it by subject afterwards', async () => {
    const token = await idToken(
      google,
      GOOGLE,
      { email: 'Maria.Google@Example.com', email_verified: true, name: 'Maria Souza' },
      { sub: 'g-100' },
    );
    const first = await social('google', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, refresh_token: expect.any(String) });
    const [row] = await userOf('maria.google@example.com');
    expect(row).toMatchObject({ googleSubject: 'g-100', name: 'Maria Souza', passwordHash: null, role: 'customer' });
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect((await session(t.app, first.json().access_token)).json()).toMatchObject({ id: row!.id });

    // the same Google account, even with another address on file at Google, is the same shopper
    const again = await social(
      'google',
      await idToken(google, GOOGLE, { email: 'maria@outro.com', email_verified: true }, { sub: 'g-100' }),
    );
    expect((await session(t.app, again.json().access_token)).json()).toMatchObject({ id: row!.id });
    expect(await userOf('maria@outro.com')).toEqual([]);
  });

  it("a social sign-in's own access token may change a password-less account's e-mail; a refreshed one may not", async () => {
    const signedIn = await social(
      'google',
      await idToken(google, GOOGLE, { email: 'maria.google@example.com', email_verified: true }, { sub: 'g-100' }),
    );
    const change = (accessToken: string, email: string) =>
      gql(
        t.app,
        'mutation($e: String!) { updateMe(input: { email: $e }) { pendingEmail } }',
        { e: email },
        { authorization: `Bearer ${accessToken}`, host: 'petshop.localhost' },
      );
    expect((await change(signedIn.json().access_token, 'maria.nova@example.com')).body.data?.updateMe).toEqual({
      pendingEmail: 'maria.nova@example.com',
    });
    const refreshed = await refresh(t.app, signedIn.json().refresh_token);
    const { body } = await change(refreshed.json().access_token, 'maria.outra@example.com');
    expect(body.errors?.[0]?.extensions?.validation).toEqual({
      email: ['Para alterar o email, saia e entre novamente com Google ou Apple. Depois tente de novo.'],
    });
  });

  it('links an unproved account with the same verified e-mail only after dropping its password and sign-ins', async () => {
    // whoever registered novo@petshop.demo never proved the mailbox; Google proves it now, so the password set at
    // registration (perhaps by someone else) must not open the account any more
    const [before] = await userOf('novo@petshop.demo');
    expect(before!.emailVerifiedAt).toBeNull();
    expect(before!.passwordHash).not.toBeNull();
    const res = await social(
      'google',
      await idToken(google, GOOGLE, { email: 'novo@petshop.demo', email_verified: true }, { sub: 'g-200' }),
    );
    expect(res.statusCode).toBe(200);
    const [after] = await userOf('novo@petshop.demo');
    expect(after).toMatchObject({ id: before!.id, googleSubject: 'g-200', passwordHash: null });
    expect(after!.emailVerifiedAt).not.toBeNull();
  });

  it('links a verified account with the same e-mail and keeps its password', async () => {
    const [before] = await userOf('admin@petshop.demo');
    expect(before!.emailVerifiedAt).not.toBeNull();
    const res = await social(
      'google',
      await idToken(google, GOOGLE, { email: 'admin@petshop.demo', email_verified: true }, { sub: 'g-350' }),
    );
    expect(res.statusCode).toBe(200);
    const [after] = await userOf('admin@petshop.demo');
    expect(after).toMatchObject({ id: before!.id, googleSubject: 'g-350', passwordHash: before!.passwordHash });
  });

  it('signs in with Apple (text email_verified, name sent by the app)', async () => {
    const token = await idToken(
      apple,
      APPLE,
      { email: 'ana@privaterelay.appleid.com', email_verified: 'true' },
      { sub: 'a-1' },
    );
    const res = await social('apple', token, { name: 'Ana Apple' });
    expect(res.statusCode).toBe(200);
    const [row] = await userOf('ana@privaterelay.appleid.com');
    expect(row).toMatchObject({ appleSubject: 'a-1', name: 'Ana Apple', googleSubject: null });
  });

  it('signs in but keeps no name that holds a card number', async () => {
    const token = await idToken(
      apple,
      APPLE,
      { email: 'bia@privaterelay.appleid.com', email_verified: 'true' },
      { sub: 'a-2' },
    );
    const res = await social('apple', token, { name: 'Bia 4111 1111 1111 1111' });
    expect(res.statusCode).toBe(200);
    const [row] = await userOf('bia@privaterelay.appleid.com');
    expect(row).toMatchObject({ appleSubject: 'a-2', name: '' });
  });

  it("refuses a token for another audience, another issuer, an unknown key, an expired one, and Apple's token as Google", async () => {
    const claims = { email: 'x@example.com', email_verified: true };
    const cases = [
      await idToken(google, { ...GOOGLE, aud: 'someone-elses-client' }, claims),
      await idToken(google, { ...GOOGLE, iss: 'https://evil.example.com' }, claims),
      await idToken(stranger, GOOGLE, claims),
      await idToken(google, GOOGLE, claims, { expiresAt: Math.floor(Date.now() / 1000) - 600 }),
      await idToken(apple, APPLE, claims),
      'not-a-jwt',
    ];
    for (const token of cases) {
      const res = await social('google', token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(googleFailed);
    }
    expect(await userOf('x@example.com')).toEqual([]);
    const appleFailed = await social('apple', await idToken(google, GOOGLE, claims));
    expect(appleFailed.json()).toMatchObject({ message: 'Falha no login com Apple' });
  });

  it('does not take over an account through an unverified provider address, nor sign in a deleted one', async () => {
    const res = await social(
      'google',
      await idToken(google, GOOGLE, { email: 'cliente@petshop.demo', email_verified: false }, { sub: 'g-300' }),
    );
    expect(res.json()).toEqual(googleFailed);
    const [cliente] = await userOf('cliente@petshop.demo');
    expect(cliente!.googleSubject).toBeNull();

    await t.database.db
      .updateTable('users')
      .set({ deletedAt: new Date().toISOString() })
      .where('googleSubject', '=', 'g-100')
      .execute();
    const deleted = await social(
      'google',
      await idToken(google, GOOGLE, { email: 'maria.google@example.com', email_verified: true }, { sub: 'g-100' }),
    );
    expect(deleted.json()).toEqual(googleFailed);
  });

  it('acts on the host store only: the same Google account in another store is another shopper', async () => {
    const token = await idToken(
      google,
      GOOGLE,
      { email: 'cliente@petshop.demo', email_verified: true },
      { sub: 'g-400' },
    );
    // loja has the same demo client id; its cliente@petshop.demo does not exist, so a new account is made there
    const res = await postToken(
      t.app,
      { ...CLIENT, grant_type: 'social', provider: 'google', access_token: token },
      { host: LOJA },
    );
    expect(res.statusCode).toBe(200);
    const rows = await userOf('cliente@petshop.demo');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.googleSubject === 'g-400')!.storeId).not.toBe(
      rows.find((r) => r.googleSubject === null)!.storeId,
    );
  });

  it('refuses an unknown provider', async () => {
    const res = await social('facebook', 'anything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });
});
