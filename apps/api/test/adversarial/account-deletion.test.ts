import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signToken } from '../../src/modules/auth/jwt.js';
import { mailCount, waitForMail } from '../../src/modules/auth/testing.js';
import { changeEmail } from '../../src/modules/accounts/email-change-testing.js';
import { firstError, userIdOf } from '../../src/modules/accounts/testing.js';
import { createServices } from '../../src/services.js';
import { gql, startTestApp, type TestApp } from '../app.js';

/**
 * A stolen access token must not delete the account: deleteMyAccount and DELETE /api/me ask for the owner's proof
 * the e-mail change asks for (the current password, or for an account without a password a Google or Apple sign-in
 * of the last 5 minutes), count wrong passwords on the e-mail change's limit, and tell the old address afterwards.
 * Every time is read from one injected clock.
 */

const CLOCK = new Date('2031-03-14T15:00:00.000Z');
const CLOCK_SECONDS = CLOCK.getTime() / 1000;
const PASSWORD = 'Senha123';
const REQUIRED = 'Campo obrigatório';
const WRONG = 'A senha atual está incorreta';
const TOO_MANY = 'Muitas tentativas. Tente novamente em alguns minutos.';
const NEEDS_SIGN_IN = 'Para excluir sua conta, saia e entre novamente com Google ou Apple. Depois tente de novo.';
const DELETE = /* GraphQL */ `
  mutation ($p: String) {
    deleteMyAccount(currentPassword: $p)
  }
`;

type Headers = Record<string, string>;

/** An access token as a sign-in `secondsAgo` (by the injected clock) issued it; `authMethods` as the grants set them. */
async function tokenOf(t: TestApp, email: string, authMethods?: string[], secondsAgo = 0): Promise<Headers> {
  const db = t.database.db;
  const user = await db
    .selectFrom('users')
    .select(['id', 'storeId'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const secret = createServices(t.config, t.database).signingSecret;
  const { token } = await signToken(
    secret,
    { type: 'access', storeId: user.storeId, userId: user.id, ...(authMethods ? { authMethods } : {}) },
    CLOCK_SECONDS - secondsAgo,
  );
  const store = await db.selectFrom('stores').select('slug').where('id', '=', user.storeId).executeTakeFirstOrThrow();
  return { authorization: `Bearer ${token}`, host: `${store.slug}.localhost` };
}

function deletionSuite(t: () => TestApp) {
  const tokenFor = (email: string, authMethods?: string[], secondsAgo = 0) =>
    tokenOf(t(), email, authMethods, secondsAgo);

  const deleteByGraphQL = (headers: Headers, password?: string) =>
    gql(t().app, DELETE, password === undefined ? {} : { p: password }, headers);
  const deleteByRest = async (headers: Headers, body?: Record<string, unknown>) => {
    const res = await t().app.inject({ method: 'DELETE', url: '/api/me', headers, ...(body ? { payload: body } : {}) });
    return {
      status: res.statusCode,
      body: res.body ? (res.json() as Record<string, unknown>) : null,
      headers: res.headers,
    };
  };
  const row = (id: number) =>
    t()
      .database.db.selectFrom('users')
      .select(['name', 'email', 'passwordHash', 'phone', 'cpfCnpj', 'deletedAt', 'updatedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** The account is whole: its row as before and its access token still answers `me`. */
  async function expectIntact(id: number, before: Awaited<ReturnType<typeof row>>, headers: Headers) {
    expect(await row(id)).toEqual(before);
    expect((await gql(t().app, '{ me { email } }', {}, headers)).body).toEqual({
      data: { me: { email: before.email } },
    });
    expect(await mailCount(t(), before.email)).toBe(0);
  }
  /** What GraphQL answers for a refused proof: a validation error on `field`, with its pt-BR text and catalogue key. */
  const refusal = (field: string, text: string, code: string) => ({
    message: 'As informações estão incompletas',
    extensions: expect.objectContaining({
      category: 'validation',
      code: 'error.incomplete',
      validation: { [field]: [text] },
      fields: { [field]: [{ code, params: {} }] },
    }),
  });
  /** What DELETE /api/me answers for one. */
  const restRefusal = (field: string, text: string, code: string) => ({
    message: 'As informações estão incompletas',
    code: 'error.incomplete',
    params: {},
    errors: { [field]: [text] },
    fields: { [field]: [{ code, params: {} }] },
  });

  it('a bearer token alone deletes nothing, by GraphQL or by REST', async () => {
    const email = 'cliente@loja.demo';
    const id = await userIdOf(t(), email);
    const before = await row(id);
    const stolen = await tokenFor(email);
    const graphql = await deleteByGraphQL(stolen);
    expect(graphql.status).toBe(200);
    expect(graphql.body).toMatchObject({
      data: { deleteMyAccount: null },
      errors: [refusal('currentPassword', REQUIRED, 'validation.required')],
    });
    expect(firstError((await deleteByGraphQL(stolen, '')).body).validation).toEqual({ currentPassword: [REQUIRED] });
    for (const body of [
      undefined,
      {},
      { current_password: '' },
      { current_password: ['Senha123'] },
      { currentPassword: PASSWORD },
    ]) {
      const rest = await deleteByRest(stolen, body);
      expect(rest.status, JSON.stringify(body)).toBe(422);
      expect(rest.body).toEqual(restRefusal('current_password', REQUIRED, 'validation.required'));
    }
    await expectIntact(id, before, stolen);
  });

  it('a wrong password deletes nothing: "A senha atual está incorreta", the e-mail change\'s key', async () => {
    const email = 'novo@loja.demo';
    const id = await userIdOf(t(), email);
    const before = await row(id);
    const stolen = await tokenFor(email);
    expect((await deleteByGraphQL(stolen, 'Errada123')).body).toMatchObject({
      errors: [refusal('currentPassword', WRONG, 'password.currentIncorrect')],
    });
    // the same answer the e-mail change gives for the same guess
    expect((await changeEmail(t(), stolen, 'outro.novo@example.com', 'Errada123')).body).toMatchObject({
      errors: [refusal('currentPassword', WRONG, 'password.currentIncorrect')],
    });
    const rest = await deleteByRest(stolen, { current_password: 'Errada123' });
    expect(rest.status).toBe(422);
    expect(rest.body).toEqual(restRefusal('current_password', WRONG, 'password.currentIncorrect'));
    // another account's password is as wrong as any
    expect(
      firstError((await deleteByGraphQL(await tokenFor('cliente@petshop.demo'), 'Admin1234')).body).validation,
    ).toEqual({ currentPassword: [WRONG] });
    await expectIntact(id, before, stolen);
  });

  it("guesses count on the e-mail change's limit: after 10 wrong passwords even the right one answers 429", async () => {
    const email = 'empresa@loja.demo';
    const id = await userIdOf(t(), email);
    const before = await row(id);
    const stolen = await tokenFor(email);
    for (let i = 0; i < 4; i++)
      expect(firstError((await deleteByGraphQL(stolen, `Errada${i}a`)).body).validation).toEqual({
        currentPassword: [WRONG],
      });
    for (let i = 0; i < 3; i++)
      expect((await deleteByRest(stolen, { current_password: `Errada${i}b` })).status).toBe(422);
    for (let i = 0; i < 3; i++)
      expect(firstError((await changeEmail(t(), stolen, 'limite@example.com', `Errada${i}c`)).body).validation).toEqual(
        { currentPassword: [WRONG] },
      );

    const graphql = await deleteByGraphQL(stolen, PASSWORD);
    expect(graphql.status).toBe(429);
    expect(graphql.body).toMatchObject({
      errors: [{ message: TOO_MANY, extensions: { category: 'graphql', code: 'auth.tooManyAttempts', status: 429 } }],
    });
    const rest = await deleteByRest(stolen, { current_password: PASSWORD });
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ message: TOO_MANY, code: 'auth.tooManyAttempts', params: {} });
    // and the e-mail change is closed to guesses as well
    expect(firstError((await changeEmail(t(), stolen, 'limite@example.com', PASSWORD)).body)).toMatchObject({
      category: 'graphql',
      message: TOO_MANY,
    });
    await expectIntact(id, before, stolen);
  });

  it('the right password deletes: the row anonymised as before, every token refused, the old address told', async () => {
    const email = 'cliente@petshop.demo';
    const id = await userIdOf(t(), email);
    const headers = await tokenFor(email, ['pwd']);
    expect(await mailCount(t(), email)).toBe(0);
    const answer = await deleteByGraphQL(headers, PASSWORD);
    expect(answer.body).toEqual({ data: { deleteMyAccount: true } });
    const user = await row(id);
    expect(user).toMatchObject({
      name: 'Conta excluída',
      passwordHash: null,
      phone: null,
      cpfCnpj: null,
      deletedAt: CLOCK.toISOString(),
      updatedAt: CLOCK.toISOString(),
    });
    expect(user.email).toMatch(new RegExp(`^deleted-${id}-[a-f0-9]{16}@invalid$`));
    expect(
      await t()
        .database.db.selectFrom('addresses')
        .select('id')
        .where('userId', '=', id)
        .where('deleted', '=', 0)
        .execute(),
    ).toEqual([]);

    const notice = await waitForMail(t(), email);
    expect(notice.subject).toBe('Sua conta na Pet Feliz foi excluída');
    expect(notice.text).toContain('Olá, Maria!');
    expect(notice.text).toContain('Sua conta na Pet Feliz foi excluída, como você pediu.');
    expect(notice.text).toContain('Se não foi você quem pediu a exclusão, fale com a Pet Feliz o quanto antes.');
    expect(await mailCount(t(), email)).toBe(1);

    expect(firstError((await gql(t().app, '{ me { id } }', {}, headers)).body)).toMatchObject({
      category: 'authentication',
      message: 'Invalid token',
    });
    expect((await deleteByRest(headers, { current_password: PASSWORD })).status).toBe(401);
  });

  it('DELETE /api/me with { current_password } answers 204 and tells the old address', async () => {
    const email = 'novo@petshop.demo';
    const id = await userIdOf(t(), email);
    const headers = await tokenFor(email);
    const rest = await deleteByRest(headers, { current_password: PASSWORD });
    expect(rest.status).toBe(204);
    expect(rest.headers['cache-control']).toBe('no-store');
    expect(await row(id)).toMatchObject({ name: 'Conta excluída', passwordHash: null, deletedAt: CLOCK.toISOString() });
    expect((await waitForMail(t(), email)).subject).toBe('Sua conta na Pet Feliz foi excluída');
    const again = await deleteByRest(headers, { current_password: PASSWORD });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: 'Invalid token', code: 'auth.invalidToken', params: {} });
  });

  describe('an account without a password (Google or Apple only)', () => {
    const email = 'empresa@petshop.demo';
    let id: number;
    let before: Awaited<ReturnType<typeof row>>;
    beforeAll(async () => {
      id = await userIdOf(t(), email);
      await t()
        .database.db.updateTable('users')
        .set({ passwordHash: null, googleSubject: 'google-sub-deletion' })
        .where('id', '=', id)
        .execute();
      before = await row(id);
    });

    it('needs a social sign-in of the last 5 minutes: older, password or refreshed tokens are told to sign in again', async () => {
      const stale = [
        await tokenFor(email), // a refreshed token says nothing of how the user signed in
        await tokenFor(email, ['pwd']),
        await tokenFor(email, ['social'], 5 * 60 + 1),
        await tokenFor(email, ['social'], 6 * 60),
        await tokenFor(email, ['social'], -60), // a sign-in "in the future" is no proof either
      ];
      for (const headers of stale) {
        expect((await deleteByGraphQL(headers)).body).toMatchObject({
          errors: [refusal('currentPassword', NEEDS_SIGN_IN, 'account.deleteNeedsSignIn')],
        });
        // a password is no way around it
        expect(firstError((await deleteByGraphQL(headers, PASSWORD)).body).validation).toEqual({
          currentPassword: [NEEDS_SIGN_IN],
        });
        const rest = await deleteByRest(headers, { current_password: PASSWORD });
        expect(rest.status).toBe(422);
        expect(rest.body).toEqual(restRefusal('current_password', NEEDS_SIGN_IN, 'account.deleteNeedsSignIn'));
      }
      await expectIntact(id, before, stale[0]!);
    });

    it('deletes after a social sign-in of the last 5 minutes, and tells the old address', async () => {
      const fresh = await tokenFor(email, ['social'], 5 * 60);
      expect((await deleteByGraphQL(fresh)).body).toEqual({ data: { deleteMyAccount: true } });
      expect(await row(id)).toMatchObject({ name: 'Conta excluída', deletedAt: CLOCK.toISOString() });
      expect((await waitForMail(t(), email)).subject).toBe('Sua conta na Pet Feliz foi excluída');
    });
  });

  it('an account with a password needs it even right after a social sign-in', async () => {
    const headers = await tokenFor('admin@loja.demo', ['social'], 10);
    expect(firstError((await deleteByGraphQL(headers)).body).validation).toEqual({ currentPassword: [REQUIRED] });
    expect((await row(await userIdOf(t(), 'admin@loja.demo'))).deletedAt).toBeNull();
  });
}

describe("deleting an account needs the owner's proof", () => {
  let app: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: CLOCK });
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });
  deletionSuite(() => app);
});

describe('the deletion notice leaves only once the deletion has committed', () => {
  let app: TestApp;
  let failErase = false;
  // the last step of the erase, inside its transaction: failing it rolls the whole deletion back
  const failing: KyselyPlugin = {
    transformQuery: (args) => {
      if (
        failErase &&
        args.node.kind === 'DeleteQueryNode' &&
        JSON.stringify(args.node.from).includes('"emailChanges"')
      )
        throw new Error('the database went away');
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: CLOCK });
    app = await startTestApp({}, { plugins: [failing] });
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it('a deletion that fails sends no notice and leaves the account as it was', async () => {
    const email = 'cliente@loja.demo';
    const id = await userIdOf(app, email);
    const user = await app.database.db
      .selectFrom('users')
      .select(['name', 'email', 'deletedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const headers = await tokenOf(app, email);
    failErase = true;
    const answer = await gql(app.app, DELETE, { p: PASSWORD }, headers);
    failErase = false;
    expect(answer.body.data).toEqual({ deleteMyAccount: null });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { category: 'internal', code: 'error.generic' },
    });
    expect(
      await app.database.db
        .selectFrom('users')
        .select(['name', 'email', 'deletedAt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual(user);
    // give a background send the time it would take
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailCount(app, email)).toBe(0);
    // once the database is back, the same request deletes and the notice follows
    expect((await gql(app.app, DELETE, { p: PASSWORD }, headers)).body).toEqual({ data: { deleteMyAccount: true } });
    expect((await waitForMail(app, email)).subject).toBe('Sua conta na Casa & Cia foi excluída');
  });
});
