import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseUser } from '../../src/modules/accounts/deletion-repository.js';
import { ACCESS_TOKEN_SECONDS, ISSUER, audienceOf, signToken } from '../../src/modules/auth/jwt.js';
import { gql, startTestApp, type TestApp } from '../app.js';
import { HOST, newCustomer, signingSecretOf, storeIdOf, userIdOf } from './attacker.js';

/*
 * Bearer tokens the store never issued, or issued for something else, do not sign anyone in: a forged or
 * tampered token, one past its expiry, a refresh token, a deleted or other-store user's token, and the storefront's
 * visitor token, each calling what only a signed-in customer may call.
 */

const ADDRESS = {
  type: 'home',
  postalCode: '01310-100',
  address: 'Rua Forjada',
  addressNumber: '1',
  province: 'Centro',
  city: 'São Paulo',
  state: 'SP',
};
const CLIENT = { client_id: 'storefront', client_secret: 'storefront-secret' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('forged and misused tokens', () => {
  let t: TestApp;
  let secret: Uint8Array;
  let petshopId: number;
  let victimId: number;

  /** The claims the app itself puts in a customer's access token. */
  const claimsOf = (userId: number, storeId = petshopId) => ({
    typ: 'access',
    sub: String(userId),
    iss: ISSUER,
    aud: audienceOf(storeId),
  });
  const signed = (
    payload: Record<string, unknown>,
    key: Uint8Array = secret,
    alg = 'HS256',
    now = Math.floor(Date.now() / 1000),
  ) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .sign(key);
  const victimRows = async () => ({
    addresses: await t.database.db
      .selectFrom('addresses')
      .selectAll()
      .where('userId', '=', victimId)
      .orderBy('id')
      .execute(),
    user: await t.database.db.selectFrom('users').selectAll().where('id', '=', victimId).executeTakeFirstOrThrow(),
  });

  /** The token opens nothing: GraphQL answers an authentication error, REST a 401, and the victim's rows stay as they were. */
  const refused = async (token: string, host = HOST.petshop) => {
    const headers = { authorization: `Bearer ${token}`, host };
    const before = await victimRows();
    const read = await gql(t.app, 'query { me { id email } exportMyData }', {}, headers);
    expect(read.body.errors?.[0]?.extensions?.category).toBe('authentication');
    expect(JSON.stringify(read.body)).not.toContain('cliente@petshop.demo');
    const write = await gql(
      t.app,
      'mutation($input: AddressInput!) { setAddress(input: $input) { id } }',
      { input: ADDRESS },
      headers,
    );
    expect(write.body.errors?.[0]?.extensions?.category).toBe('authentication');
    expect((await t.app.inject({ url: '/api/me/export', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me', headers })).statusCode).toBe(401);
    expect(await victimRows()).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    secret = signingSecretOf(t);
    petshopId = await storeIdOf(t, 'petshop');
    victimId = await userIdOf(t, 'cliente@petshop.demo');
  });
  afterAll(() => t.close());

  it('a correctly signed token opens the account (so the refusals below are about the token)', async () => {
    const token = await signed(claimsOf(victimId));
    const { body } = await gql<{ me: { email: string } }>(
      t.app,
      'query { me { email } }',
      {},
      { authorization: `Bearer ${token}`, host: HOST.petshop },
    );
    expect(body.data?.me.email).toBe('cliente@petshop.demo');
  });

  it("alg 'none'", async () => {
    const now = Math.floor(Date.now() / 1000);
    await refused(
      new UnsecuredJWT(claimsOf(victimId))
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .encode(),
    );
    // the same with the header spelled by hand ('None', 'NONE') and an empty signature
    for (const alg of ['none', 'None', 'NONE'])
      await refused(`${b64({ alg, typ: 'JWT' })}.${b64({ ...claimsOf(victimId), exp: now + 600 })}.`);
  });

  it('a wrong key, or the right key with another algorithm', async () => {
    await refused(await signed(claimsOf(victimId), new TextEncoder().encode('not-the-store-key-0123456789-abcdef')));
    await refused(await signed(claimsOf(victimId), new Uint8Array(32)));
    for (const alg of ['HS384', 'HS512']) await refused(await signed(claimsOf(victimId), secret, alg));
  });

  it('an expired token, minted by the app itself in the past', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - ACCESS_TOKEN_SECONDS - 5;
    const { token } = await signToken(secret, { type: 'access', storeId: petshopId, userId: victimId }, issuedAt);
    await refused(token);
  });

  it('tampered claims: another sub, typ, issuer or audience under the original signature', async () => {
    const me = await newCustomer(t, 'petshop', 'adulterador');
    const { token } = await signToken(secret, { type: 'access', storeId: petshopId, userId: me.id });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = decodeJwt(token);
    for (const change of [
      { sub: String(victimId) },
      { typ: 'admin' },
      { iss: 'someone-else' },
      { exp: claims.exp! + 86_400 },
      { aud: audienceOf(petshopId + 1) },
    ]) {
      await refused(`${header}.${b64({ ...claims, ...change })}.${signature}`);
    }
    // well signed, but not what the app signs: an unknown typ, another issuer, no subject
    await refused(await signed({ ...claimsOf(victimId), typ: 'admin' }));
    await refused(await signed({ ...claimsOf(victimId), iss: 'someone-else' }));
    await refused(await signed({ ...claimsOf(victimId), sub: 'app' }));
    expect(`${header}.${payload}.${signature}`).toBe(token);
  });

  it('a refresh token used as an access token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: HOST.petshop },
      payload: { ...CLIENT, grant_type: 'password', username: 'cliente@petshop.demo', password: 'Senha123' },
    });
    expect(res.statusCode).toBe(200);
    await refused(res.json<{ refresh_token: string }>().refresh_token);
  });

  it("a deleted user's token, and a token naming another store's user", async () => {
    const gone = await newCustomer(t, 'petshop', 'apagado');
    // the row as the account deletion leaves it: anonymised and marked deleted
    await anonymiseUser(
      t.database.db,
      gone.id,
      { name: 'Conta excluída', email: `excluido-${gone.id}@invalid` },
      new Date().toISOString(),
    );
    await refused(gone.headers.authorization!.slice('Bearer '.length));
    // well signed for the pet shop, but the user id is a customer of the other store
    const lojaUser = await userIdOf(t, 'cliente@loja.demo');
    await refused((await signToken(secret, { type: 'access', storeId: petshopId, userId: lojaUser })).token);
  });

  it("the storefront's visitor token (client_credentials) on customer operations", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: HOST.petshop },
      payload: { ...CLIENT, grant_type: 'client_credentials' },
    });
    expect(res.statusCode).toBe(200);
    const visitor = res.json<{ access_token: string }>().access_token;
    await refused(visitor);
    const headers = { authorization: `Bearer ${visitor}`, host: HOST.petshop };
    for (const query of [
      'query { shoppingCart { total } }',
      'query { orders { data { id } } }',
      'query { pets { id } }',
      'mutation { readNotifications }',
    ]) {
      expect((await gql(t.app, query, {}, headers)).body.errors?.[0]?.extensions?.category, query).toBe(
        'authentication',
      );
    }
    // a visitor token whose subject was edited to a customer's id
    const [header, , signature] = visitor.split('.') as [string, string, string];
    await refused(`${header}.${b64({ ...decodeJwt(visitor), typ: 'access', sub: String(victimId) })}.${signature}`);
  });
});
