import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { signToken } from '../auth/jwt.js';
import { createServices } from '../../services.js';
import { changeEmail, changesOf } from './email-change-testing.js';
import { firstError, userIdOf } from './testing.js';

const NEEDS_SIGN_IN = 'Para alterar o email, saia e entre novamente com Google ou Apple. Depois tente de novo.';
const UPDATE_PASSWORD = /* GraphQL */ `
  mutation ($c: String!) {
    updateUserPassword(currentPassword: $c, newerPassword: "NovaSenha9", newerPasswordConfirmation: "NovaSenha9")
  }
`;

describe('proof of ownership before an e-mail change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** An access token as a sign-in `secondsAgo` issued it; `authMethods` as the social grant sets them. */
  async function tokenFor(email: string, authMethods: string[] | undefined, secondsAgo = 0) {
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'storeId'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const secret = createServices(t.config, t.database).signingSecret;
    const { token } = await signToken(
      secret,
      { type: 'access', storeId: user.storeId, userId: user.id, authMethods },
      Math.floor(Date.now() / 1000) - secondsAgo,
    );
    const store = await t.database.db
      .selectFrom('stores')
      .select('slug')
      .where('id', '=', user.storeId)
      .executeTakeFirstOrThrow();
    return { authorization: `Bearer ${token}`, host: `${store.slug}.localhost` };
  }

  it('an account without a password needs a social sign-in of the last 5 minutes', async () => {
    const email = 'novo@loja.demo';
    const id = await userIdOf(t, email);
    await t.database.db
      .updateTable('users')
      .set({ passwordHash: null, googleSubject: 'google-sub-1' })
      .where('id', '=', id)
      .execute();
    const refused = async (headers: Record<string, string>) => {
      const { body } = await changeEmail(t, headers, 'social.novo@example.com', 'qualquer1');
      expect(firstError(body)).toMatchObject({ category: 'validation', validation: { email: [NEEDS_SIGN_IN] } });
    };
    await refused(await tokenFor(email, undefined)); // a refreshed token says nothing of how the user signed in
    await refused(await tokenFor(email, ['social'], 6 * 60));
    await refused(await tokenFor(email, ['pwd']));
    expect(await changesOf(t, id)).toEqual([]);
    const fresh = await changeEmail(t, await tokenFor(email, ['social'], 60), 'social.novo@example.com');
    expect(fresh.body.errors).toBeUndefined();
    expect(fresh.body.data?.updateMe).toMatchObject({ email, pendingEmail: 'social.novo@example.com' });
    const me = await gql(t.app, '{ me { hasPassword } }', {}, await tokenFor(email, undefined));
    expect(me.body.data?.me).toEqual({ hasPassword: false });
  });

  it('an account with a password needs it even right after a social sign-in', async () => {
    const { body } = await changeEmail(t, await tokenFor('cliente@loja.demo', ['social']), 'outra.cliente@example.com');
    expect(firstError(body).validation).toEqual({ currentPassword: ['Campo obrigatório'] });
  });

  it('shares the 10 guesses per 15 minutes of updateUserPassword: then even the right password is refused', async () => {
    const email = 'empresa@loja.demo';
    const headers = await tokenFor(email, undefined);
    for (let i = 0; i < 5; i++) {
      const wrong = await gql(t.app, UPDATE_PASSWORD, { c: `Errada${i}x` }, headers);
      expect(firstError(wrong.body).validation).toEqual({ currentPassword: ['A senha atual está incorreta'] });
      expect(firstError((await changeEmail(t, headers, 'limite@example.com', `Errada${i}y`)).body).validation).toEqual({
        currentPassword: ['A senha atual está incorreta'],
      });
    }
    const limited = await changeEmail(t, headers, 'limite@example.com', 'Senha123');
    expect(firstError(limited.body)).toMatchObject({
      category: 'graphql',
      message: 'Muitas tentativas. Tente novamente em alguns minutos.',
    });
    expect(await changesOf(t, await userIdOf(t, email))).toEqual([]);
  });
});
