import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { readOutbox } from '../mail/outbox-mailer.js';
import { firstError, userIdOf } from './testing.js';

const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      name
      email
      phone
      cpfCnpj
      postalCode
      emailVerifiedAt
      company
      companyVerifiedAt
      isento
      companyName
      company_name
      stateRegistration
      companyCreatedAt
      purchaseResponsibleName
      updatedAt
    }
  }
`;

describe('updateMe', () => {
  let t: TestApp;
  const row = async (email: string) =>
    t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', await userIdOf(t, email))
      .executeTakeFirstOrThrow();
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('changes only the fields sent, storing masked input as digits', async () => {
    const before = await row('cliente@petshop.demo');
    const input = {
      name: '  Maria Souza Oliveira ',
      phone: '(11) 91234-5678',
      cpfCnpj: '111.444.777-35',
      postalCode: '04101-300',
    };
    const { body } = await gql(t.app, UPDATE, { input }, await bearerFor(t, 'cliente@petshop.demo'));
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateMe).toMatchObject({
      name: 'Maria Souza Oliveira',
      phone: '11912345678',
      cpfCnpj: '11144477735',
      postalCode: '04101300',
      email: 'cliente@petshop.demo',
    });
    const after = await row('cliente@petshop.demo');
    expect(after).toMatchObject({
      name: 'Maria Souza Oliveira',
      phone: '11912345678',
      cpfCnpj: '11144477735',
      postalCode: '04101300',
      email: before.email,
      emailVerifiedAt: before.emailVerifiedAt,
      role: 'customer',
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it('answers every failing field with the spec 5 message and changes nothing', async () => {
    const before = await row('novo@petshop.demo');
    const input = {
      name: '1 Lucas',
      email: 'a@b',
      phone: '1234',
      cpfCnpj: '11.222.333/0001-81',
      postalCode: '0131-100',
    };
    const { body } = await gql(t.app, UPDATE, { input }, await bearerFor(t, 'novo@petshop.demo'));
    expect(body.data?.updateMe).toBeNull();
    expect(firstError(body)).toEqual({
      category: 'validation',
      message: 'As informações estão incompletas',
      validation: {
        name: ['Informe seu nome completo'],
        email: ['Informe um email válido'],
        phone: ['Informe um telefone válido'],
        cpfCnpj: ['Informe um documento válido'],
        postalCode: ['CEP deve ser válido'],
      },
    });
    const blank = await gql(
      t.app,
      UPDATE,
      { input: { name: ' ', phone: '' } },
      await bearerFor(t, 'novo@petshop.demo'),
    );
    expect(firstError(blank.body).validation).toEqual({ name: ['Campo obrigatório'], phone: ['Campo obrigatório'] });
    expect(await row('novo@petshop.demo')).toEqual(before);
  });

  it("refuses the current e-mail ('O email informado deve ser diferente do atual'); another account's address answers as a free one", async () => {
    const headers = await bearerFor(t, 'novo@loja.demo');
    const same = await gql(t.app, UPDATE, { input: { email: ' NOVO@loja.demo ' } }, headers);
    expect(firstError(same.body)).toMatchObject({
      category: 'validation',
      validation: { email: ['O email informado deve ser diferente do atual'] },
    });
    // no signed-in shopper learns who is a customer: without the password, and with it, taken and free answer alike
    const taken = await gql(t.app, UPDATE, { input: { email: 'Cliente@Loja.demo' } }, headers);
    const free = await gql(t.app, UPDATE, { input: { email: 'ninguem@loja.demo' } }, headers);
    expect(taken).toEqual(free);
    expect(firstError(taken.body)).toMatchObject({
      category: 'validation',
      validation: { currentPassword: ['Campo obrigatório'] },
    });
    const takenProved = await gql(
      t.app,
      UPDATE,
      { input: { email: 'Empresa@Loja.demo', currentPassword: 'Senha123' } },
      headers,
    );
    expect(takenProved.body.errors).toBeUndefined();
    expect((await row('novo@loja.demo')).email).toBe('novo@loja.demo');
    expect((await row('empresa@loja.demo')).email).toBe('empresa@loja.demo');
  });

  it('takes a new e-mail lower-cased, as pending (with the current password); an address used only in another store is free', async () => {
    const before = await row('empresa@petshop.demo');
    const { body } = await gql(
      t.app,
      UPDATE,
      { input: { email: 'Cliente@Loja.demo', currentPassword: 'Senha123' } },
      await bearerFor(t, 'empresa@petshop.demo'),
    );
    expect(body.errors).toBeUndefined();
    // the e-mail changes only when the link sent to the new address is opened (email-change.test.ts)
    expect(body.data?.updateMe).toMatchObject({
      email: 'empresa@petshop.demo',
      emailVerifiedAt: before.emailVerifiedAt,
    });
    expect(await row('empresa@petshop.demo')).toMatchObject({
      email: before.email,
      emailVerifiedAt: before.emailVerifiedAt,
    });
    const mails = (await readOutbox(path.join(t.config.dataDir, 'outbox'))).filter((m) => m.to === 'cliente@loja.demo');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/api/email-change/confirm?token=');
  });

  it('has no input field for role, verification dates, isento, storeId or id (a graphql error, nothing changes)', async () => {
    const headers = await bearerFor(t, 'novo@loja.demo');
    const before = await row('novo@loja.demo');
    for (const field of [
      { role: 'admin' },
      { emailVerifiedAt: '2020-01-01T00:00:00.000Z' },
      { companyVerifiedAt: '2020-01-01' },
      { isento: true },
      { storeId: 1 },
      { id: 1 },
    ]) {
      const { status, body } = await gql(t.app, UPDATE, { input: { name: 'Beatriz Almeida', ...field } }, headers);
      expect(status).toBe(400);
      expect(firstError(body).category).toBe('graphql');
    }
    expect(await row('novo@loja.demo')).toEqual(before);
  });

  it('refuses company fields from a person', async () => {
    const { body } = await gql(
      t.app,
      UPDATE,
      { input: { companyName: 'Loja da Bia', stateRegistration: 'ISENTO' } },
      await bearerFor(t, 'novo@loja.demo'),
    );
    expect(firstError(body).validation).toEqual({
      companyName: ['Disponível apenas para contas de empresa'],
      stateRegistration: ['Disponível apenas para contas de empresa'],
    });
  });

  it("lets a company edit its data; a new CNPJ, legal name or state registration needs the store's approval again", async () => {
    const email = 'empresa@loja.demo';
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({ companyVerifiedAt: '2026-01-05T12:00:00.000Z' })
      .where('email', '=', email)
      .execute();
    const headers = await bearerFor(t, email);
    const trade = await gql(
      t.app,
      UPDATE,
      {
        input: {
          companyName: 'Bom Preço Express',
          purchaseResponsibleName: 'Ana Nunes',
          companyCreatedAt: '2016-01-20',
        },
      },
      headers,
    );
    expect(trade.body.data?.updateMe).toMatchObject({
      companyName: 'Bom Preço Express',
      purchaseResponsibleName: 'Ana Nunes',
      companyCreatedAt: '2016-01-20',
      companyVerifiedAt: '2026-01-05T12:00:00.000Z',
    });
    const legal = await gql(
      t.app,
      UPDATE,
      { input: { company_name: 'Bom Preço Alimentos S.A.', stateRegistration: ' isento ' } },
      headers,
    );
    expect(legal.body.data?.updateMe).toMatchObject({
      company_name: 'Bom Preço Alimentos S.A.',
      stateRegistration: 'ISENTO',
      isento: true,
      companyVerifiedAt: null,
    });
    expect(await row(email)).toMatchObject({
      legalName: 'Bom Preço Alimentos S.A.',
      companyName: 'Bom Preço Express',
      isento: 1,
      companyVerifiedAt: null,
    });
  });

  it('checks company fields: a CNPJ for a company, an opening date sent as YYYY-MM-DD and not in the future, names required', async () => {
    const headers = await bearerFor(t, 'empresa@loja.demo');
    const before = await row('empresa@loja.demo');
    const input = {
      cpfCnpj: '111.444.777-35',
      companyCreatedAt: '20/01/2016',
      company_name: ' ',
      purchaseResponsibleName: '',
      stateRegistration: '',
    };
    const { body } = await gql(t.app, UPDATE, { input }, headers);
    expect(firstError(body).validation).toEqual({
      cpfCnpj: ['Informe um documento válido'],
      companyCreatedAt: ['Informe uma data válida'],
      company_name: ['Campo obrigatório'],
      purchaseResponsibleName: ['Campo obrigatório'],
      stateRegistration: ['Campo obrigatório'],
    });
    const future = await gql(
      t.app,
      UPDATE,
      { input: { companyCreatedAt: `${new Date().getFullYear() + 1}-01-01` } },
      headers,
    );
    expect(firstError(future.body).validation).toEqual({ companyCreatedAt: ['Informe uma data válida'] });
    const long = await gql(t.app, UPDATE, { input: { companyName: 'x'.repeat(121) } }, headers);
    expect(firstError(long.body).validation).toEqual({ companyName: ['Use no máximo 120 caracteres'] });
    expect(await row('empresa@loja.demo')).toEqual(before);
  });

  it('is refused to anonymous callers', async () => {
    const { body } = await gql(t.app, UPDATE, { input: { name: 'Ninguém Aqui' } }, { host: 'petshop.localhost' });
    expect(firstError(body)).toMatchObject({ category: 'authentication', message: 'Invalid token' });
  });
});
