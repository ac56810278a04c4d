import { t as say } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { CLIENT, LOJA, PETSHOP, mailCount, postToken, refresh, session, signIn, waitForMail } from './testing.js';

const SENT = {
  message: 'Se o email estiver cadastrado, você receberá um código para redefinir sua senha.',
  code: 'password.resetCodeSent',
  params: {},
};
const INCOMPLETE = { message: 'As informações estão incompletas', code: 'error.incomplete', params: {} };
const WRONG_CODE = {
  ...INCOMPLETE,
  errors: { code: ['Código inválido ou expirado'] },
  fields: { code: [{ code: 'recoveryCode.wrong', params: {} }] },
};

describe('password recovery: POST /api/password/forgot and /api/password/reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, body: Record<string, unknown>, host = PETSHOP, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { host }, remoteAddress: ip });
  const forgot = (email: string, host = PETSHOP, ip?: string) =>
    post('/api/password/forgot', { email, store_id: 1 }, host, ip);
  const reset = (email: string, code: string, password = 'NovaSenha9', host = PETSHOP) =>
    post('/api/password/reset', { email, code, password, password_confirmation: password }, host);
  const codeIn = (text: string) => /: (\d{6})\n/.exec(text)![1]!;

  it('answers a known and an unknown e-mail with the same 200 body; only the known one gets a code', async () => {
    const known = await forgot('cliente@petshop.demo');
    const unknown = await forgot('ninguem@petshop.demo');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SENT);
    expect(unknown.body).toBe(known.body);
    const mail = await waitForMail(t, 'cliente@petshop.demo');
    expect(mail.subject).toBe('Código para redefinir sua senha na Pet Feliz');
    expect(mail.from).toBe('"Pet Feliz" <contato@petfeliz.demo>');
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(await mailCount(t, 'ninguem@petshop.demo')).toBe(0);
    const stored = await t.database.db
      .selectFrom('verificationCodes')
      .select(['codeHash', 'purpose'])
      .where('purpose', '=', 'password')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash).not.toContain(codeIn(mail.text));
  });

  it("comes from the store's own name and address, or its name at MAIL_FROM's address without one", async () => {
    await forgot('novo@loja.demo', LOJA, '10.0.0.23');
    expect((await waitForMail(t, 'novo@loja.demo')).from).toBe('"Casa & Cia" <contato@casaecia.demo>');
    const loja = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'loja')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('storeDetails').set({ email: null }).where('storeId', '=', loja.id).execute();
    try {
      await forgot('empresa@loja.demo', LOJA, '10.0.0.23');
      expect((await waitForMail(t, 'empresa@loja.demo')).from).toBe('"Casa & Cia" <no-reply@localhost>');
    } finally {
      await t.database.db
        .updateTable('storeDetails')
        .set({ email: 'contato@casaecia.demo' })
        .where('storeId', '=', loja.id)
        .execute();
    }
  });

  it('resets the password with the code: the old password and every sign-in stop working', async () => {
    const before = await signIn(t.app, 'cliente@petshop.demo', 'Senha123');
    const sent = await mailCount(t, 'cliente@petshop.demo');
    await forgot('cliente@petshop.demo');
    const code = codeIn((await waitForMail(t, 'cliente@petshop.demo', sent)).text);
    const res = await reset('cliente@petshop.demo', `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Senha alterada com sucesso! Entre com seu email e a nova senha.',
      code: 'password.resetDone',
      params: {},
    });
    expect((await session(t.app, before.access_token)).statusCode).toBe(401);
    expect((await refresh(t.app, before.refresh_token)).statusCode).toBe(400);
    const old = await postToken(t.app, {
      ...CLIENT,
      grant_type: 'password',
      username: 'cliente@petshop.demo',
      password: 'Senha123',
    });
    expect(old.statusCode).toBe(400);
    await signIn(t.app, 'cliente@petshop.demo', 'NovaSenha9');
    // a code works once
    expect((await reset('cliente@petshop.demo', code, 'Outra1234')).json()).toEqual(WRONG_CODE);
  });

  it('kills a code after 5 wrong attempts, even for the right code afterwards', async () => {
    await forgot('novo@petshop.demo');
    const code = codeIn((await waitForMail(t, 'novo@petshop.demo')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await reset('novo@petshop.demo', wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(WRONG_CODE);
    }
    expect((await reset('novo@petshop.demo', code)).json()).toEqual(WRONG_CODE);
    await signIn(t.app, 'novo@petshop.demo', 'Senha123');
  });

  it('refuses an expired code, an older code once a newer was sent, and any code for an unknown e-mail', async () => {
    await forgot('admin@petshop.demo');
    const first = codeIn((await waitForMail(t, 'admin@petshop.demo')).text);
    await forgot('admin@petshop.demo');
    const second = codeIn((await waitForMail(t, 'admin@petshop.demo', 1)).text);
    if (first !== second) expect((await reset('admin@petshop.demo', first)).json()).toEqual(WRONG_CODE);
    await t.database.db
      .updateTable('verificationCodes')
      .set({ expiresAt: '2020-01-01T00:00:00.000Z' })
      .where('purpose', '=', 'password')
      .execute();
    expect((await reset('admin@petshop.demo', second)).json()).toEqual(WRONG_CODE);
    expect((await reset('ninguem@petshop.demo', '123456')).json()).toEqual(WRONG_CODE);
  });

  it("checks the form with core's messages before anything else", async () => {
    const res = await post('/api/password/reset', {
      email: 'x@y',
      code: '12345',
      password: 'curta1',
      password_confirmation: 'outra',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Informe um email válido'],
      code: [say('pt-BR', 'recoveryCode.invalid')],
      password: [say('pt-BR', 'password.tooShort')],
      password_confirmation: ['As senhas não conferem'],
    });
    expect((await forgot('sem-arroba')).json()).toEqual({
      ...INCOMPLETE,
      errors: { email: ['Informe um email válido'] },
      fields: { email: [{ code: 'email.invalid', params: {} }] },
    });
  });

  it('reads a field sent as an object or a list as empty: a validation answer, never a server error', async () => {
    const forgotten = await post('/api/password/forgot', { email: { $ne: 'x' } });
    expect(forgotten.statusCode).toBe(422);
    expect(forgotten.json().errors).toEqual({ email: ['Campo obrigatório'] });
    const reset = await post('/api/password/reset', {
      email: ['cliente@petshop.demo'],
      code: { a: 1 },
      password: 12345678,
      password_confirmation: null,
    });
    expect(reset.statusCode).toBe(422);
    expect(Object.keys(reset.json().errors).sort()).toEqual(['code', 'email', 'password', 'password_confirmation']);
  });

  it('limits requests per account (known and unknown alike) and per client address', async () => {
    for (const email of ['cliente@loja.demo', 'ninguem@loja.demo']) {
      for (let i = 0; i < 5; i++) expect((await forgot(email, LOJA, `10.0.0.${i}`)).statusCode).toBe(200);
      const limited = await forgot(email, LOJA, '10.0.0.99');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json()).toMatchObject({ message: 'Muitas tentativas. Tente novamente em alguns minutos.' });
    }
    for (let i = 0; i < 30; i++) expect((await forgot(`pessoa${i}@loja.demo`, LOJA, '10.7.7.7')).statusCode).toBe(200);
    expect((await forgot('pessoa99@loja.demo', LOJA, '10.7.7.7')).statusCode).toBe(429);
  });
});
