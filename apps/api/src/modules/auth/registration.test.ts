import path from 'node:path';
import { t as say } from '@store/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, startTestApp, type TestApp } from '../../../test/app.js';
import { readOutbox } from '../mail/outbox-mailer.js';
import { LOJA, PETSHOP, mailCount, signIn, waitForMail } from './testing.js';

const SUCCESS =
  'Cadastro realizado com sucesso! Você receberá um email para confirmar seu cadastro. Após confirmado, entre com seu email e senha.';
const REGISTERED = { message: SUCCESS, code: 'register.success', params: {} };
const INCOMPLETE = 'As informações estão incompletas';

const person = {
  name: 'Joana Lima',
  email: 'Joana@Example.com',
  phone: '(11) 98888-7777',
  password: 'Senha123',
  password_confirmation: 'Senha123',
};
const company = {
  ...person,
  email: 'compras@racoes.example.com',
  name: 'Rações Boa Vida',
  company_name: 'Boa Vida Comércio de Rações Ltda',
  cpf_cnpj: '11.222.333/0001-81',
  state_registration: 'isento',
  company_created_at: '10/03/2015',
  purchase_responsible_name: 'Carlos Dias',
};

describe('POST /api/register and e-mail verification', () => {
  let t: TestApp;
  let petshopId: number;
  let lojaId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const stores = await t.database.db.selectFrom('stores').select(['id', 'slug']).execute();
    petshopId = stores.find((s) => s.slug === 'petshop')!.id;
    lojaId = stores.find((s) => s.slug === 'loja')!.id;
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>, host = PETSHOP, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: body, headers: { host }, remoteAddress: ip });
  const userOf = (email: string, storeId = petshopId) =>
    t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('storeId', '=', storeId)
      .executeTakeFirstOrThrow();
  const linkIn = (text: string) => new URL(/(https?:\/\/\S+\/api\/verify-email\?token=\S+)/.exec(text)![1]!);
  /** The newest confirmation link e-mailed to an address (a notice of a second sign-up may have come after it). */
  const verificationMailTo = async (email: string) => {
    await waitForMail(t, email);
    const all = await readOutbox(path.join(t.config.dataDir, 'outbox'));
    return all.filter((m) => m.to === email && m.subject.startsWith('Confirme seu cadastro')).at(-1)!;
  };
  const open = (link: URL) =>
    t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: link.host } });

  it('registers a person in the host store and honours none of the extra fields', async () => {
    const res = await register({
      ...person,
      store_id: lojaId,
      role: 'admin',
      emailVerifiedAt: '2020-01-01T00:00:00.000Z',
      email_verified_at: '2020-01-01',
      company_verified_at: '2020-01-01',
      is_company: 1,
      isento: 1,
      id: 99999,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(REGISTERED);
    const row = await userOf('joana@example.com');
    expect(row).toMatchObject({
      name: 'Joana Lima',
      phone: '11988887777',
      personType: 'F',
      isCompany: 0,
      isento: 0,
      role: 'customer',
      emailVerifiedAt: null,
      companyVerifiedAt: null,
      stateRegistration: null,
      legalName: null,
      storeId: petshopId,
    });
    expect(row.id).not.toBe(99999);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('Senha123');
    // an unverified e-mail can sign in (ordering is what it blocks)
    await signIn(t.app, 'joana@example.com', 'Senha123');
  });

  it('registers a company: ISENTO sets isento, dates are stored as YYYY-MM-DD, approval stays pending', async () => {
    const res = await register({ ...company, company_verified_at: '2020-01-01', companyVerifiedAt: '2020-01-01' });
    expect(res.statusCode).toBe(201);
    expect(await userOf('compras@racoes.example.com')).toMatchObject({
      personType: 'J',
      isCompany: 1,
      isento: 1,
      stateRegistration: 'ISENTO',
      cpfCnpj: '11222333000181',
      name: 'Rações Boa Vida',
      companyName: 'Rações Boa Vida',
      legalName: 'Boa Vida Comércio de Rações Ltda',
      companyCreatedAt: '2015-03-10',
      purchaseResponsibleName: 'Carlos Dias',
      companyVerifiedAt: null,
      emailVerifiedAt: null,
    });
    const taxed = await register({
      ...company,
      type: 'company',
      email: 'fiscal@racoes.example.com',
      // an alphanumeric CNPJ (issued from July 2026), typed in lower case
      cpf_cnpj: '12.abc.345/01de-35',
      state_registration: '123.456.789.110',
      company_created_at: '2016-07-01',
    });
    expect(taxed.statusCode).toBe(201);
    expect(await userOf('fiscal@racoes.example.com')).toMatchObject({
      cpfCnpj: '12ABC34501DE35',
      isento: 0,
      stateRegistration: '123.456.789.110',
      companyCreatedAt: '2016-07-01',
    });
  });

  it('answers a known address exactly as a new one, creates nothing and tells the owner by e-mail', async () => {
    const fresh = await register({ ...person, email: 'nova.pessoa@example.com' });
    const noticesBefore = await mailCount(t, 'joana@example.com');
    const known = await register({
      ...person,
      name: 'Outra Pessoa',
      email: 'JOANA@example.com',
      password: 'Outra1234',
      password_confirmation: 'Outra1234',
    });
    expect(fresh.statusCode).toBe(201);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(known.json()).toEqual(fresh.json());
    expect(known.body).toBe(fresh.body);
    // no second row, and the account keeps its name and password
    const rows = await t.database.db
      .selectFrom('users')
      .select(['name'])
      .where('email', '=', 'joana@example.com')
      .where('storeId', '=', petshopId)
      .execute();
    expect(rows).toEqual([{ name: 'Joana Lima' }]);
    await signIn(t.app, 'joana@example.com', 'Senha123');

    const notice = await waitForMail(t, 'joana@example.com', noticesBefore);
    expect(notice.subject).toBe('Tentativa de cadastro com seu email na Pet Feliz');
    expect(notice.text).toContain('Olá, Joana!');
    expect(notice.text).toContain('Nenhuma conta nova foi criada.');
    const links = notice.text.match(/https?:\/\/\S+/g);
    expect(links).toEqual([
      'http://localhost:3000/#/account/login-options',
      'http://localhost:3000/#/account/login-options',
    ]);
    expect(notice.text).toContain('"Esqueci minha senha"');
  });

  it("sends another store's link, one notice an hour at most, and none for a deleted account; the same address registers in another store", async () => {
    expect((await register({ ...person, email: 'cliente@petshop.demo' }, LOJA)).statusCode).toBe(201);
    expect((await userOf('cliente@petshop.demo', lojaId)).emailVerifiedAt).toBeNull();
    const before = await mailCount(t, 'cliente@loja.demo');
    for (let i = 0; i < 3; i++)
      expect((await register({ ...person, email: 'cliente@loja.demo' }, LOJA)).json()).toEqual(REGISTERED);
    const notice = await waitForMail(t, 'cliente@loja.demo', before);
    expect(notice.text).toContain('http://loja.localhost:3000/#/account/login-options');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailCount(t, 'cliente@loja.demo')).toBe(before + 1);

    await t.database.db
      .updateTable('users')
      .set({ deletedAt: new Date().toISOString() })
      .where('email', '=', 'empresa@loja.demo')
      .execute();
    expect((await register({ ...person, email: 'empresa@loja.demo' }, LOJA)).json()).toEqual(REGISTERED);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailCount(t, 'empresa@loja.demo')).toBe(0);
  });

  it("answers every failing field with core's pt-BR messages", async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: INCOMPLETE,
      code: 'error.incomplete',
      params: {},
      fields: {
        name: [{ code: 'validation.required', params: {} }],
        password: [{ code: 'password.tooShort', params: {} }],
      },
      errors: {
        name: ['Campo obrigatório'],
        email: ['Campo obrigatório'],
        phone: ['Campo obrigatório'],
        password: [say('pt-BR', 'password.tooShort')],
      },
    });
    const wrong = await register({
      name: '1 Joana',
      email: 'joana@x',
      phone: '1234',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgx',
    });
    expect(wrong.json().errors).toEqual({
      name: ['Informe seu nome completo'],
      email: ['Informe um email válido'],
      phone: ['Informe um telefone válido'],
      password: [say('pt-BR', 'password.needsNumber')],
      password_confirmation: ['As senhas não conferem'],
    });
    const badCompany = await register({
      ...company,
      cpf_cnpj: '529.982.247-25',
      state_registration: '',
      company_name: ' ',
      company_created_at: '31/02/2015',
      purchase_responsible_name: '',
      type: 'company',
    });
    expect(badCompany.json().errors).toEqual({
      cpf_cnpj: ['Informe um documento válido'],
      state_registration: ['Campo obrigatório'],
      company_name: ['Campo obrigatório'],
      company_created_at: [say('pt-BR', 'companyDate.invalid')],
      purchase_responsible_name: ['Campo obrigatório'],
    });
    const badCpf = await register({ ...person, email: 'cpf@example.com', cpf_cnpj: '111.111.111-11' });
    expect(badCpf.json().errors).toEqual({ cpf_cnpj: ['Informe um documento válido'] });
    const long = (await register({ ...person, email: 'longo@example.com', name: `Jo${'a'.repeat(200)}` })).json();
    expect(long.errors).toEqual({ name: ['Use no máximo 120 caracteres'] });
    // the key and its parameters travel beside the pt-BR text, for clients that show another language
    expect(long.fields).toEqual({ name: [{ code: 'validation.tooLong', params: { max: 120 } }] });
  });

  it('reads a field sent as an object, a list or a number as text or empty: the usual 422, never a 500', async () => {
    // addresses of their own, so these attempts count against no other test's limit
    let sent = 0;
    const ip = () => `10.77.0.${++sent}`;
    const odd = [{ first: 'Joana' }, ['Joana', 'Lima'], 42];
    for (const value of odd) {
      for (const name of ['name', 'email', 'phone', 'password', 'password_confirmation']) {
        const res = await register({ ...person, email: 'tipos@example.com', [name]: value }, PETSHOP, ip());
        expect(res.statusCode, `${name}: ${JSON.stringify(value)}`).toBe(422);
        expect(res.json()).toMatchObject({ message: INCOMPLETE, code: 'error.incomplete' });
      }
    }
    // a number is read as its text (42 is no name, e-mail, phone or password above); an object or a list as empty
    for (const value of [{ name: 'x' }, ['x']]) {
      const companyRes = await register(
        { ...company, email: 'tipos@racoes.example.com', company_name: value, state_registration: value, type: value },
        PETSHOP,
        ip(),
      );
      expect(companyRes.statusCode, JSON.stringify(value)).toBe(422);
      expect(companyRes.json().errors).toEqual({
        company_name: ['Campo obrigatório'],
        state_registration: ['Campo obrigatório'],
      });
    }
    // a company field of the wrong type reads empty, so it is the missing field's message
    const badCompany = await register(
      { ...company, email: 'tipos@racoes.example.com', company_name: { name: 'x' }, purchase_responsible_name: ['x'] },
      PETSHOP,
      ip(),
    );
    expect(badCompany.json().errors).toEqual({
      company_name: ['Campo obrigatório'],
      purchase_responsible_name: ['Campo obrigatório'],
    });
    // a body that is a list or a bare value reads as an empty body
    for (const payload of [[person], '"texto"', 7]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: JSON.stringify(payload),
        headers: { host: PETSHOP, 'content-type': 'application/json' },
        remoteAddress: ip(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toMatchObject({ name: ['Campo obrigatório'], email: ['Campo obrigatório'] });
    }
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['tipos@example.com', 'tipos@racoes.example.com'])
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses a card number in a person's or a company's names with 'Não inclua números de cartão neste campo', creating no account", async () => {
    const card = ['Não inclua números de cartão neste campo'];
    const personRes = await register({
      ...person,
      email: 'cartao@example.com',
      name: 'Joana 4111 1111 1111 1111 cvv 737',
    });
    expect(personRes.statusCode).toBe(422);
    expect(personRes.json()).toMatchObject({
      message: INCOMPLETE,
      errors: { name: card },
      fields: { name: [{ code: 'validation.cardNumberInText', params: {} }] },
    });
    const companyRes = await register({
      ...company,
      email: 'cartao@racoes.example.com',
      trade_name: 'Boa Vida 5555.5555.5555.4444',
      company_name: 'Boa Vida Ltda 4111-1111-1111-1111',
      purchase_responsible_name: 'Carlos 3782 822463 10005',
      state_registration: '4111 1111 1111 1111',
    });
    expect(companyRes.json().errors).toEqual({
      trade_name: card,
      company_name: card,
      purchase_responsible_name: card,
      state_registration: card,
    });
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['cartao@example.com', 'cartao@racoes.example.com'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('e-mails a link that verifies the account once and sends the shopper to the storefront', async () => {
    const mail = await verificationMailTo('joana@example.com');
    expect(mail.subject).toBe('Confirme seu cadastro na Pet Feliz');
    const link = linkIn(mail.text);
    expect(link.origin).toBe('http://localhost:3000');
    const res = await open(link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/#/store?verified=1');
    expect((await userOf('joana@example.com')).emailVerifiedAt).not.toBeNull();
    // the code is stored only as a hash
    const codes = await t.database.db.selectFrom('verificationCodes').select('codeHash').execute();
    expect(codes.map((c) => c.codeHash).join()).not.toContain(link.searchParams.get('token')!.split('.')[1]);

    const reused = await open(link);
    expect(reused.headers.location).toBe('http://localhost:3000/#/store?verified=0');
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/verify-email?token=1.not-a-real-token-not-a-real',
      headers: { host: PETSHOP },
    });
    expect(bogus.statusCode).toBe(302);
    expect(bogus.headers.location).toBe('http://localhost:3000/#/store?verified=0');
  });

  it("links another store's shoppers to that store's host, and refuses expired or stale links", async () => {
    const mail = await waitForMail(t, 'cliente@petshop.demo');
    const link = linkIn(mail.text);
    expect(link.host).toBe('loja.localhost:3000');
    expect(mail.subject).toBe('Confirme seu cadastro na Casa & Cia');
    const user = await userOf('cliente@petshop.demo', lojaId);
    await t.database.db
      .updateTable('verificationCodes')
      .set({ expiresAt: '2020-01-01T00:00:00.000Z' })
      .where('userId', '=', user.id)
      .execute();
    expect((await open(link)).headers.location).toBe('http://loja.localhost:3000/#/store?verified=0');

    // a link sent to an earlier address does not confirm the address the account has now
    const company = await userOf('fiscal@racoes.example.com');
    const companyLink = linkIn((await waitForMail(t, 'fiscal@racoes.example.com')).text);
    await t.database.db
      .updateTable('users')
      .set({ email: 'novo.fiscal@racoes.example.com' })
      .where('id', '=', company.id)
      .execute();
    expect((await open(companyLink)).headers.location).toBe('http://localhost:3000/#/store?verified=0');
    expect((await userOf('novo.fiscal@racoes.example.com')).emailVerifiedAt).toBeNull();
  });

  it('resends a link to a signed-in unverified shopper, and says so when already verified', async () => {
    const resend = async (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/email/resend', headers: await bearerFor(t, email) });
    const before = await mailCount(t, 'novo@petshop.demo');
    const res = await resend('novo@petshop.demo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Enviamos um novo link de confirmação para o seu email.',
      code: 'email.verificationSent',
      params: {},
    });
    const link = linkIn((await waitForMail(t, 'novo@petshop.demo', before)).text);
    expect((await open(link)).headers.location).toBe('http://localhost:3000/#/store?verified=1');
    expect((await resend('novo@petshop.demo')).json()).toEqual({
      message: 'Seu email já está confirmado.',
      code: 'email.alreadyVerified',
      params: {},
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/email/resend', headers: { host: PETSHOP } })).statusCode,
    ).toBe(401);
  });

  it('limits registrations per client address: 429 with Retry-After after 20 attempts', async () => {
    for (let i = 0; i < 20; i++) expect((await register({}, PETSHOP, '10.9.9.9')).statusCode).toBe(422);
    const limited = await register({ ...person, email: 'mais.uma@example.com' }, PETSHOP, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ message: 'Muitas tentativas. Tente novamente em alguns minutos.' });
    expect((await register({}, PETSHOP, '10.9.9.10')).statusCode).toBe(422);
  });
});
