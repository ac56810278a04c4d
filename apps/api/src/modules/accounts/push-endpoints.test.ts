import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { revokeOtherFamilies } from '../auth/refresh-token-repository.js';
import { revokeUserSessions } from '../auth/refresh-tokens.js';
import { MAX_ENDPOINTS } from './push-endpoints.js';
import { firstError, userIdOf } from './testing.js';

const SET =
  'mutation($type: PushEndpointType!, $registration: String!, $description: String) { setUserEndpoint(type: $type, registration: $registration, description: $description) }';
const UNSET =
  'mutation($type: PushEndpointType!, $registration: String!) { unsetUserEndpoint(type: $type, registration: $registration) }';

const IN_USE =
  'Este aparelho recebe as notificações de outra conta. Saia daquela conta neste aparelho e tente de novo.';
const SUBSCRIPTION = JSON.stringify({
  endpoint: 'https://push.example.com/send/abc123',
  keys: { p256dh: 'BPk...', auth: 'x1y2' },
});

describe('setUserEndpoint and unsetUserEndpoint', () => {
  let t: TestApp;
  const endpoints = async () =>
    t.database.db
      .selectFrom('pushEndpoints')
      .select(['userId', 'type', 'registration', 'description'])
      .orderBy('id')
      .execute();
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('registers WEBPUSH, FIREBASE_APP and EXPO_APP endpoints for the signed-in user', async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const userId = await userIdOf(t, 'cliente@petshop.demo');
    for (const [type, registration] of [
      ['WEBPUSH', SUBSCRIPTION],
      ['FIREBASE_APP', 'fcm-token-1'],
      ['EXPO_APP', 'ExponentPushToken[abc]'],
    ]) {
      expect((await gql(t.app, SET, { type, registration, description: 'Mozilla/5.0' }, headers)).body).toEqual({
        data: { setUserEndpoint: true },
      });
    }
    // registering the same device again changes nothing
    await gql(t.app, SET, { type: 'FIREBASE_APP', registration: 'fcm-token-1', description: 'Android' }, headers);
    expect(await endpoints()).toEqual([
      { userId, type: 'WEBPUSH', registration: SUBSCRIPTION, description: 'Mozilla/5.0' },
      { userId, type: 'FIREBASE_APP', registration: 'fcm-token-1', description: 'Android' },
      { userId, type: 'EXPO_APP', registration: 'ExponentPushToken[abc]', description: 'Mozilla/5.0' },
    ]);
  });

  it('keeps an app token with its owner when another user of the store registers it, until the owner unsets it', async () => {
    const owner = await userIdOf(t, 'cliente@petshop.demo');
    const other = await userIdOf(t, 'novo@petshop.demo');
    const otherHeaders = await bearerFor(t, 'novo@petshop.demo');
    const holder = async () => (await endpoints()).filter((e) => e.registration === 'fcm-token-1').map((e) => e.userId);
    for (const type of ['FIREBASE_APP', 'EXPO_APP']) {
      const registration = type === 'FIREBASE_APP' ? 'fcm-token-1' : 'ExponentPushToken[abc]';
      const { body } = await gql(t.app, SET, { type, registration, description: 'Android' }, otherHeaders);
      expect(firstError(body), type).toEqual({
        category: 'validation',
        message: 'As informações estão incompletas',
        validation: { registration: [IN_USE] },
      });
      expect(body.errors?.[0]?.extensions?.fields).toEqual({
        registration: [{ code: 'push.registrationInUse', params: {} }],
      });
    }
    expect(await holder()).toEqual([owner]);
    // the owner signs out of the app, which unsets the token: now the phone's new user gets it
    await gql(
      t.app,
      UNSET,
      { type: 'FIREBASE_APP', registration: 'fcm-token-1' },
      await bearerFor(t, 'cliente@petshop.demo'),
    );
    expect(
      (
        await gql(
          t.app,
          SET,
          { type: 'FIREBASE_APP', registration: 'fcm-token-1', description: 'Android' },
          otherHeaders,
        )
      ).body,
    ).toEqual({ data: { setUserEndpoint: true } });
    expect((await endpoints()).filter((e) => e.registration === 'fcm-token-1')).toEqual([
      { userId: other, type: 'FIREBASE_APP', registration: 'fcm-token-1', description: 'Android' },
    ]);
  });

  it('moves a browser subscription to another user of the store only with its own keys, in whatever JSON form it comes', async () => {
    const owner = await userIdOf(t, 'cliente@petshop.demo');
    const other = await userIdOf(t, 'novo@petshop.demo');
    const otherHeaders = await bearerFor(t, 'novo@petshop.demo');
    const endpoint = 'https://push.example.com/send/shared-browser';
    const mine = JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: 'BShared', auth: 'shared-auth' } });
    await gql(
      t.app,
      SET,
      { type: 'WEBPUSH', registration: mine, description: 'Firefox' },
      await bearerFor(t, 'cliente@petshop.demo'),
    );
    const holders = async () =>
      (await endpoints()).filter((e) => e.registration.includes('shared-browser')).map((e) => e.userId);
    // the endpoint URL alone (seen in a log, say) with keys of one's own: refused, the owner keeps it
    for (const keys of [
      { p256dh: 'BMine', auth: 'mine' },
      { p256dh: 'BShared', auth: 'guess' },
    ]) {
      const { body } = await gql(
        t.app,
        SET,
        { type: 'WEBPUSH', registration: JSON.stringify({ endpoint, keys }) },
        otherHeaders,
      );
      expect(firstError(body).validation).toEqual({ registration: [IN_USE] });
    }
    expect(await holders()).toEqual([owner]);
    // the same browser, signed in to another account, sends its subscription again (another JSON shape): it moves
    const again = JSON.stringify({ keys: { auth: 'shared-auth', p256dh: 'BShared' }, endpoint });
    expect(
      (await gql(t.app, SET, { type: 'WEBPUSH', registration: again, description: 'Firefox' }, otherHeaders)).body,
    ).toEqual({ data: { setUserEndpoint: true } });
    expect((await endpoints()).filter((e) => e.registration.includes('shared-browser'))).toEqual([
      { userId: other, type: 'WEBPUSH', registration: again, description: 'Firefox' },
    ]);
    await gql(t.app, UNSET, { type: 'WEBPUSH', registration: mine }, otherHeaders);
    expect(await holders()).toEqual([]);
  });

  it('refuses an unknown type, a blank registration and a WEBPUSH registration that is not an https subscription', async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    expect(firstError((await gql(t.app, SET, { type: 'SMS', registration: 'x' }, headers)).body).category).toBe(
      'graphql',
    );
    expect(
      firstError((await gql(t.app, SET, { type: 'EXPO_APP', registration: ' ' }, headers)).body).validation,
    ).toEqual({ registration: ['Campo obrigatório'] });
    for (const registration of [
      'not json',
      JSON.stringify({ endpoint: 'http://10.0.0.1/push', keys: { p256dh: 'a', auth: 'b' } }),
      JSON.stringify({ endpoint: 'https://push.example.com/x' }),
    ]) {
      const { body } = await gql(t.app, SET, { type: 'WEBPUSH', registration }, headers);
      expect(firstError(body).validation).toEqual({ registration: ['Registro de notificações inválido'] });
    }
    expect(await endpoints()).toHaveLength(3);
  });

  it('refuses a WEBPUSH endpoint naming an IP address or a localhost name instead of a push service', async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const before = await endpoints();
    for (const host of [
      '127.0.0.1:3000',
      '10.0.0.1',
      '169.254.169.254',
      '[::1]',
      '[fd00::1]',
      '8.8.8.8',
      'localhost',
      'api.localhost',
    ]) {
      const registration = JSON.stringify({ endpoint: `https://${host}/push`, keys: { p256dh: 'a', auth: 'b' } });
      expect(
        firstError((await gql(t.app, SET, { type: 'WEBPUSH', registration }, headers)).body).validation,
        host,
      ).toEqual({ registration: ['Registro de notificações inválido'] });
    }
    expect(await endpoints()).toEqual(before);
  });

  it(`keeps at most ${MAX_ENDPOINTS} devices per user: the oldest goes when one more comes`, async () => {
    const headers = await bearerFor(t, 'novo@petshop.demo');
    const userId = await userIdOf(t, 'novo@petshop.demo');
    const others = (await endpoints()).filter((e) => e.userId !== userId);
    for (let i = 1; i <= 30; i += 1) {
      const registration = JSON.stringify({
        endpoint: `https://push.example.com/send/device-${i}`,
        keys: { p256dh: 'a', auth: 'b' },
      });
      expect((await gql(t.app, SET, { type: 'WEBPUSH', registration }, headers)).body).toEqual({
        data: { setUserEndpoint: true },
      });
    }
    const mine = (await endpoints())
      .filter((e) => e.userId === userId)
      .map((e) => JSON.parse(e.registration).endpoint as string);
    expect(mine.sort()).toEqual(
      Array.from({ length: MAX_ENDPOINTS }, (_, i) => `https://push.example.com/send/device-${21 + i}`).sort(),
    );
    // another user's devices are not counted nor touched
    expect((await endpoints()).filter((e) => e.userId !== userId)).toEqual(others);
    // the cap counts every kind: the phone app registered before the 30 browsers went too; it comes back for the next test
    expect((await endpoints()).some((e) => e.registration === 'fcm-token-1')).toBe(false);
    await t.database.db.deleteFrom('pushEndpoints').where('userId', '=', userId).execute();
    await gql(t.app, SET, { type: 'FIREBASE_APP', registration: 'fcm-token-1', description: 'Android' }, headers);
  });

  it("forgets the user's own registration and leaves another user's alone with the same answer", async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    expect(
      (await gql(t.app, UNSET, { type: 'EXPO_APP', registration: 'ExponentPushToken[abc]' }, headers)).body,
    ).toEqual({ data: { unsetUserEndpoint: true } });
    expect((await gql(t.app, UNSET, { type: 'FIREBASE_APP', registration: 'fcm-token-1' }, headers)).body).toEqual({
      data: { unsetUserEndpoint: true },
    });
    expect((await endpoints()).map((e) => e.registration)).toEqual([SUBSCRIPTION, 'fcm-token-1']);
  });

  it("forgets the user's browsers when every sign-in ends (password reset), keeps them when this one stays signed in", async () => {
    const headers = await bearerFor(t, 'novo@petshop.demo');
    const userId = await userIdOf(t, 'novo@petshop.demo');
    await gql(
      t.app,
      SET,
      { type: 'WEBPUSH', registration: SUBSCRIPTION.replace('abc123', 'novo'), description: 'Firefox' },
      headers,
    );
    const kinds = async () =>
      (await endpoints())
        .filter((e) => e.userId === userId)
        .map((e) => e.type)
        .sort();
    expect(await kinds()).toEqual(['FIREBASE_APP', 'WEBPUSH']);
    await revokeOtherFamilies(t.database.db, userId, 'this-sign-in', new Date().toISOString());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await kinds()).toEqual(['FIREBASE_APP', 'WEBPUSH']);
    await revokeUserSessions(t.database.db, userId);
    // the app's token is the phone's own registration, renewed by the app itself; the browsers' go
    await vi.waitFor(async () => expect(await kinds()).toEqual(['FIREBASE_APP']));
    // another user's browser is left alone
    expect((await endpoints()).filter((e) => e.type === 'WEBPUSH').map((e) => e.registration)).toEqual([SUBSCRIPTION]);
  });
});
