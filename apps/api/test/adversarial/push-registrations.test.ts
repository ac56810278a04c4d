import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../app.js';

const SET =
  'mutation($type: PushEndpointType!, $registration: String!, $description: String) { setUserEndpoint(type: $type, registration: $registration, description: $description) }';
const UNSET =
  'mutation($type: PushEndpointType!, $registration: String!) { unsetUserEndpoint(type: $type, registration: $registration) }';
const INVALID = 'Registro de notificações inválido';
const IN_USE =
  'Este aparelho recebe as notificações de outra conta. Saia daquela conta neste aparelho e tente de novo.';

const subscription = (id: string, keys = { p256dh: `B${id}-p256dh`, auth: `${id}-auth` }) =>
  JSON.stringify({ endpoint: `https://push.example.com/send/${id}`, expirationTime: null, keys });

type Answer = Awaited<ReturnType<typeof gql>>['body'];

describe("a push registration belongs to one user of one store: other stores' shoppers and racing claims do not take it", () => {
  let t: TestApp;
  let petshop: Record<string, string>;
  let petshopOther: Record<string, string>;
  let loja: Record<string, string>;
  let ids: Record<string, number>;
  const set = (headers: Record<string, string>, type: string, registration: string) =>
    gql(t.app, SET, { type, registration, description: 'Android 14' }, headers);
  const rowsOf = (type: string, device: string) =>
    t.database.db
      .selectFrom('pushEndpoints')
      .select(['userId', 'type', 'registration', 'description'])
      .where('type', '=', type as 'WEBPUSH')
      .where('device', '=', device)
      .execute();
  beforeAll(async () => {
    t = await startTestApp();
    petshop = await bearerFor(t, 'cliente@petshop.demo');
    petshopOther = await bearerFor(t, 'novo@petshop.demo');
    loja = await bearerFor(t, 'cliente@loja.demo');
    const users = await t.database.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', ['cliente@petshop.demo', 'novo@petshop.demo', 'cliente@loja.demo'])
      .execute();
    ids = Object.fromEntries(users.map((u) => [u.email, u.id]));
  });
  afterAll(() => t.close());

  it("another store's shopper registering a device is answered like an invalid registration, and its owner keeps it", async () => {
    const malformed = (await set(loja, 'WEBPUSH', 'not json')).body;
    expect(malformed.errors?.[0]?.extensions?.validation).toEqual({ registration: [INVALID] });
    const devices: [string, string, string][] = [
      ['FIREBASE_APP', 'fcm-petshop-phone', 'fcm-petshop-phone'],
      ['EXPO_APP', 'ExponentPushToken[petshop-phone]', 'ExponentPushToken[petshop-phone]'],
      // the very subscription, keys included: still another store's
      ['WEBPUSH', subscription('petshop-browser'), 'https://push.example.com/send/petshop-browser'],
    ];
    for (const [type, registration, device] of devices) {
      expect((await set(petshop, type, registration)).body, type).toEqual({ data: { setUserEndpoint: true } });
      const before = await rowsOf(type, device);
      const answer = (await set(loja, type, registration)).body;
      // the same answer as a malformed registration: nothing tells that the device exists in another store
      expect(answer, type).toEqual(malformed);
      expect(answer.errors?.[0]?.extensions?.fields).toEqual({
        registration: [{ code: 'push.invalidRegistration', params: {} }],
      });
      expect(await rowsOf(type, device), type).toEqual(before);
      expect(before.map((row) => row.userId)).toEqual([ids['cliente@petshop.demo']]);
      // nor can that shopper unset it
      expect((await gql(t.app, UNSET, { type, registration }, loja)).body).toEqual({
        data: { unsetUserEndpoint: true },
      });
      expect(await rowsOf(type, device), type).toEqual(before);
    }
  });

  it('an app token of another user of the store is refused with push.registrationInUse; a browser moves only with its keys', async () => {
    await set(petshop, 'FIREBASE_APP', 'fcm-shared-phone');
    const refused = (await set(petshopOther, 'FIREBASE_APP', 'fcm-shared-phone')).body;
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      category: 'validation',
      validation: { registration: [IN_USE] },
      fields: { registration: [{ code: 'push.registrationInUse' }] },
    });
    expect((await rowsOf('FIREBASE_APP', 'fcm-shared-phone')).map((row) => row.userId)).toEqual([
      ids['cliente@petshop.demo'],
    ]);

    await set(petshop, 'WEBPUSH', subscription('shared-browser'));
    const device = 'https://push.example.com/send/shared-browser';
    const stolen = (
      await set(petshopOther, 'WEBPUSH', subscription('shared-browser', { p256dh: 'Battacker', auth: 'attacker' }))
    ).body;
    expect(stolen.errors?.[0]?.extensions?.validation).toEqual({ registration: [IN_USE] });
    expect((await rowsOf('WEBPUSH', device)).map((row) => row.userId)).toEqual([ids['cliente@petshop.demo']]);
    expect((await set(petshopOther, 'WEBPUSH', subscription('shared-browser'))).body).toEqual({
      data: { setUserEndpoint: true },
    });
    expect((await rowsOf('WEBPUSH', device)).map((row) => row.userId)).toEqual([ids['novo@petshop.demo']]);
  });

  it('claims racing for one new app token end with one owner: one answer true, the others refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const registration = `fcm-race-${round}`;
      const claimants = [petshop, petshopOther, loja, petshop, petshopOther, loja];
      const answers: Answer[] = (
        await Promise.all(claimants.map((headers) => set(headers, 'FIREBASE_APP', registration)))
      ).map((res) => res.body);
      const rows = await rowsOf('FIREBASE_APP', registration);
      expect(rows, registration).toHaveLength(1);
      const owner = rows[0]!.userId;
      const ownerHeaders =
        owner === ids['cliente@loja.demo'] ? loja : owner === ids['novo@petshop.demo'] ? petshopOther : petshop;
      // each claimant's answer is what its place in the race allows: its own device again, or refused
      answers.forEach((answer, i) => {
        if (claimants[i] === ownerHeaders)
          expect(answer, `${registration} #${i}`).toEqual({ data: { setUserEndpoint: true } });
        else
          expect(answer.errors?.[0]?.extensions?.validation, `${registration} #${i}`).toEqual({
            registration: [claimants[i] === loja || ownerHeaders === loja ? INVALID : IN_USE],
          });
      });
    }
  });

  it('claims racing for one browser subscription, sent as JSON of different shapes, end with one row and one owner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = `race-browser-${round}`;
      const keys = { p256dh: `B${id}`, auth: `${id}-auth` };
      const endpoint = `https://push.example.com/send/${id}`;
      // the same subscription as three JSON shapes, each sent by two users of one store and one of another
      const shapes = [
        JSON.stringify({ endpoint, keys }),
        JSON.stringify({ keys, endpoint }),
        JSON.stringify({ endpoint, expirationTime: null, keys }),
      ];
      const claims = shapes.flatMap((shape) =>
        [petshop, petshopOther, loja].map((headers) => [headers, shape] as const),
      );
      await Promise.all(claims.map(([headers, shape]) => set(headers, 'WEBPUSH', shape)));
      const rows = await rowsOf('WEBPUSH', endpoint);
      expect(rows, id).toHaveLength(1);
      expect(shapes).toContain(rows[0]!.registration);
      expect(Object.values(ids)).toContain(rows[0]!.userId);
    }
  });
});
