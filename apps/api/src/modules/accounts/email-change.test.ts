import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { CLIENT, LOJA, mailCount, postToken, signIn, waitForMail } from '../auth/testing.js';
import { changeEmail, changesOf, linkIn, ME, open, userRow } from './email-change-testing.js';
import { firstError, userIdOf } from './testing.js';

describe('changing the e-mail: password first, then pending until the new address confirms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string, host = 'petshop.localhost') =>
    t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, headers: { host } });
  const passwordCodes = async (userId: number) =>
    t.database.db
      .selectFrom('verificationCodes')
      .select('id')
      .where('userId', '=', userId)
      .where('purpose', '=', 'password')
      .execute();

  it('refuses a new e-mail without the current password or with a wrong one, and changes nothing', async () => {
    const id = await userIdOf(t, 'cliente@petshop.demo');
    const before = await userRow(t, id);
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const missing = await changeEmail(t, headers, 'nova.maria@example.com');
    expect(missing.body.data?.updateMe).toBeNull();
    expect(firstError(missing.body)).toEqual({
      category: 'validation',
      message: 'As informações estão incompletas',
      validation: { currentPassword: ['Campo obrigatório'] },
    });
    const wrong = await gql(
      t.app,
      `mutation($input: UpdateMeInput!) { updateMe(input: $input) { id } }`,
      { input: { email: 'nova.maria@example.com', name: 'Outro Nome Qualquer', currentPassword: 'Errada123' } },
      headers,
    );
    expect(firstError(wrong.body).validation).toEqual({ currentPassword: ['A senha atual está incorreta'] });
    expect(await userRow(t, id)).toEqual(before);
    expect(await changesOf(t, id)).toEqual([]);
    expect(await mailCount(t, 'nova.maria@example.com')).toBe(0);
    expect(await mailCount(t, 'cliente@petshop.demo')).toBe(0);
  });

  it('with the right password keeps the e-mail, records the change and mails the link to the new address and a notice to the old', async () => {
    const id = await userIdOf(t, 'cliente@petshop.demo');
    const before = await userRow(t, id);
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const { body } = await changeEmail(t, headers, ' Nova.Maria@Example.com ', 'Senha123');
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateMe).toEqual({
      id: String(id),
      email: 'cliente@petshop.demo',
      pendingEmail: 'nova.maria@example.com',
      emailVerifiedAt: before.emailVerifiedAt,
    });
    expect(await userRow(t, id)).toMatchObject({
      email: 'cliente@petshop.demo',
      emailVerifiedAt: before.emailVerifiedAt,
      passwordHash: before.passwordHash,
    });

    const confirm = await waitForMail(t, 'nova.maria@example.com');
    expect(confirm.subject).toBe('Confirme seu novo email na Pet Feliz');
    const notice = await waitForMail(t, 'cliente@petshop.demo');
    expect(notice.subject).toBe('Pedido de alteração do email da sua conta na Pet Feliz');
    expect(notice.text).toContain('para nova.maria@example.com');
    const confirmLink = await linkIn(t, 'nova.maria@example.com', 'confirm');
    const cancelLink = await linkIn(t, 'cliente@petshop.demo', 'cancel');
    expect(notice.text).not.toContain(confirmLink);

    // one pending row; its links only as hashes
    const [row, ...others] = await changesOf(t, id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      oldEmail: 'cliente@petshop.demo',
      newEmail: 'nova.maria@example.com',
      confirmedAt: null,
      cancelledAt: null,
    });
    const secret = (link: string) => decodeURIComponent(link.split('token=')[1]!);
    expect(JSON.stringify(row)).not.toContain(secret(confirmLink));
    expect(JSON.stringify(row)).not.toContain(secret(cancelLink));
    expect(Date.parse(row!.expiresAt) - Date.parse(row!.createdAt)).toBe(48 * 3600 * 1000);

    const me = await gql(t.app, ME, {}, headers);
    expect(me.body.data?.me).toMatchObject({
      email: 'cliente@petshop.demo',
      pendingEmail: 'nova.maria@example.com',
      hasPassword: true,
    });
  });

  it('never sends a recovery code to the pending address, nor signs in with it', async () => {
    const id = await userIdOf(t, 'cliente@petshop.demo');
    const sent = await mailCount(t, 'nova.maria@example.com');
    const res = await forgot('nova.maria@example.com');
    expect(res.json()).toEqual({
      message: 'Se o email estiver cadastrado, você receberá um código para redefinir sua senha.',
      code: 'password.resetCodeSent',
      params: {},
    });
    expect(await passwordCodes(id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailCount(t, 'nova.maria@example.com')).toBe(sent);
    const attempt = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'nova.maria@example.com',
      password: 'Senha123',
    });
    expect(attempt.statusCode).toBe(400);
  });

  it('opening the confirmation link swaps the e-mail, verified, once; the old address stops signing in', async () => {
    const id = await userIdOf(t, 'cliente@petshop.demo');
    const link = await linkIn(t, 'nova.maria@example.com', 'confirm');
    const first = await open(t, link);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`${t.config.publicUrl}/#/account/edit?emailChange=confirmed`);
    const after = await userRow(t, id);
    expect(after.email).toBe('nova.maria@example.com');
    expect(after.emailVerifiedAt).not.toBeNull();
    expect((await gql(t.app, ME, {}, await bearerFor(t, 'nova.maria@example.com'))).body.data?.me).toMatchObject({
      pendingEmail: null,
    });
    expect((await open(t, link)).location).toBe(`${t.config.publicUrl}/#/account/edit?emailChange=invalid`);
    await signIn(t.app, 'nova.maria@example.com', 'Senha123');
    const old = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'cliente@petshop.demo',
      password: 'Senha123',
    });
    expect(old.statusCode).toBe(400);
  });

  it("fails when another account of the store took the address meanwhile, and on the store's own host", async () => {
    const id = await userIdOf(t, 'cliente@loja.demo');
    const { body } = await changeEmail(t, await bearerFor(t, 'cliente@loja.demo'), 'disputado@example.com', 'Senha123');
    expect(body.errors).toBeUndefined();
    const link = await linkIn(t, 'disputado@example.com', 'confirm');
    expect((await waitForMail(t, 'disputado@example.com')).text).toContain('http://loja.localhost');
    await t.database.db
      .updateTable('users')
      .set({ email: 'disputado@example.com' })
      .where('email', '=', 'novo@loja.demo')
      .execute();
    const answer = await open(t, link, LOJA);
    expect(answer.location).toMatch(/^http:\/\/loja\.localhost(:\d+)?\/#\/account\/edit\?emailChange=invalid$/);
    expect((await userRow(t, id)).email).toBe('cliente@loja.demo');
  });

  it('the attack of the issue fails: a stolen access token moves no e-mail and gets no recovery code; the owner keeps the account', async () => {
    const victim = 'admin@loja.demo';
    const id = await userIdOf(t, victim);
    const stolen = await bearerFor(t, victim);
    for (const attempt of [undefined, '', 'Senha123', 'Admin12345']) {
      const { body } = await changeEmail(t, stolen, 'ladrao@example.com', attempt);
      expect(firstError(body).category).toBe('validation');
    }
    expect(await changesOf(t, id)).toEqual([]);
    expect((await forgot('ladrao@example.com', LOJA)).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      headers: { host: LOJA },
      payload: {
        email: 'ladrao@example.com',
        code: '123456',
        password: 'Roubada123',
        password_confirmation: 'Roubada123',
      },
    });
    expect(reset.statusCode).toBe(422);
    expect(await passwordCodes(id)).toEqual([]);
    expect(await mailCount(t, 'ladrao@example.com')).toBe(0);
    expect((await userRow(t, id)).email).toBe(victim);
    await signIn(t.app, victim, 'Admin1234', LOJA);
  });
});
