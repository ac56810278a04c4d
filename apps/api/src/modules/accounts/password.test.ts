import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { verifyPassword } from '../../lib/password.js';
import { addSession, bearerWithSession, firstError, userIdOf } from './testing.js';

const CHANGE = /* GraphQL */ `
  mutation ($current: String!, $newer: String!, $confirmation: String!) {
    updateUserPassword(currentPassword: $current, newerPassword: $newer, newerPasswordConfirmation: $confirmation)
  }
`;

describe('updateUserPassword', () => {
  let t: TestApp;
  const hashOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('passwordHash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).passwordHash;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the core rules per field and keeps the old password', async () => {
    const headers = await bearerFor(t, 'cliente@loja.demo');
    const before = await hashOf('cliente@loja.demo');
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { current: '', newer: 'abc', confirmation: 'abc' },
        { currentPassword: ['Campo obrigatório'], newerPassword: ['A senha deve ter pelo menos 8 caracteres'] },
      ],
      [
        { current: 'Senha123', newer: 'abcdefgh', confirmation: 'abcdefgh' },
        { newerPassword: ['A senha deve conter pelo menos um número'] },
      ],
      [
        { current: 'Senha123', newer: '12345678', confirmation: '12345678' },
        { newerPassword: ['A senha deve conter pelo menos uma letra'] },
      ],
      [
        { current: 'Senha123', newer: 'NovaSenha1', confirmation: 'NovaSenha2' },
        { newerPasswordConfirmation: ['As senhas não conferem'] },
      ],
      [
        { current: 'Errada123', newer: 'NovaSenha1', confirmation: 'NovaSenha1' },
        { currentPassword: ['A senha atual está incorreta'] },
      ],
    ];
    for (const [vars, validation] of cases) {
      const { body } = await gql(t.app, CHANGE, vars, headers);
      expect(body.data?.updateUserPassword).toBeNull();
      expect(firstError(body)).toEqual({
        category: 'validation',
        message: 'As informações estão incompletas',
        validation,
      });
    }
    expect(await hashOf('cliente@loja.demo')).toBe(before);
  });

  it('stores the new password hashed and signs out every other session, keeping the current one', async () => {
    const email = 'cliente@petshop.demo';
    const userId = await userIdOf(t, email);
    await addSession(t, userId, 'family-current');
    await addSession(t, userId, 'family-phone');
    const current = await bearerWithSession(t, email, 'family-current');
    const phone = await bearerWithSession(t, email, 'family-phone');
    const other = await userIdOf(t, 'novo@petshop.demo');
    await addSession(t, other, 'family-someone-else');

    const { body } = await gql(
      t.app,
      CHANGE,
      { current: 'Senha123', newer: 'OutraSenha9', confirmation: 'OutraSenha9' },
      current,
    );
    expect(body).toEqual({ data: { updateUserPassword: true } });

    const hash = await hashOf(email);
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('OutraSenha9', hash)).toBe(true);
    expect(await verifyPassword('Senha123', hash)).toBe(false);
    const families = await t.database.db
      .selectFrom('refreshTokens')
      .select(['familyId', 'revokedAt'])
      .orderBy('familyId')
      .execute();
    expect(families.map((f) => [f.familyId, f.revokedAt !== null])).toEqual([
      ['family-current', false],
      ['family-phone', true],
      ['family-someone-else', false],
    ]);
    // the phone's access token stops working at once; the session that changed the password goes on
    expect(firstError((await gql(t.app, 'query { me { id } }', {}, phone)).body).category).toBe('authentication');
    expect((await gql(t.app, 'query { me { email } }', {}, current)).body.data?.me).toEqual({ email });
  });

  it("stops checking the current password after 10 attempts in 15 minutes ('Muitas tentativas…')", async () => {
    const headers = await bearerFor(t, 'empresa@loja.demo');
    const before = await hashOf('empresa@loja.demo');
    for (let i = 0; i < 10; i++) {
      const { body } = await gql(
        t.app,
        CHANGE,
        { current: `Errada${i}00`, newer: 'NovaSenha1', confirmation: 'NovaSenha1' },
        headers,
      );
      expect(firstError(body).validation).toEqual({ currentPassword: ['A senha atual está incorreta'] });
    }
    const { body } = await gql(
      t.app,
      CHANGE,
      { current: 'Senha123', newer: 'NovaSenha1', confirmation: 'NovaSenha1' },
      headers,
    );
    expect(firstError(body)).toMatchObject({
      category: 'graphql',
      message: 'Muitas tentativas. Tente novamente em alguns minutos.',
    });
    expect(await hashOf('empresa@loja.demo')).toBe(before);
  });
});
