import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { createServices, type Services } from '../../services.js';
import { firstError, userIdOf } from '../accounts/testing.js';
import { MAX_SAVED_CARDS } from './add-card.js';
import { SANDBOX_CARDS } from './sandbox-cards.js';
import { methodOf } from './test-fixtures.js';

const ADD = `mutation($input: AddPaymentCardInput!) {
  addPaymentCard(input: $input) { id cardBrand cardFirstDigits cardLastDigits cardExpMonth cardExpYear cardHolderName isDefault }
}`;
const host = { host: 'petshop.localhost' };
const CODE = '735';

let t: TestApp;
let services: Services;
let headers: Record<string, string>;
let cardMethod: string;
let userId: number;
// computed from the clock, so the test means the same on any day
const now = new Date();
const future = { expiryMonth: 3, expiryYear: now.getUTCFullYear() + 3 };

beforeAll(async () => {
  t = await startTestApp();
  services = createServices(t.config, t.database);
  headers = { ...(await bearerFor(t, 'cliente@petshop.demo')), ...host };
  cardMethod = String((await methodOf(t.database.db, 'petshop', 'card')).id);
  userId = await userIdOf(t, 'cliente@petshop.demo');
});
afterAll(() => t.close());

const input = async (number: string, over: Record<string, unknown> = {}) => ({
  paymentMethod: cardMethod,
  numberToken: await services.gateways.sandbox.tokenizeCard(number),
  cardHolderName: 'Maria Oliveira',
  cardSecurityCode: CODE,
  ...future,
  ...over,
});
const rows = () =>
  t.database.db.selectFrom('paymentCards').selectAll().where('userId', '=', userId).orderBy('id').execute();

describe('addPaymentCard', () => {
  it('vaults the card and keeps only brand, first six and last four digits, expiry and holder', async () => {
    const before = (await rows()).length;
    const { body } = await gql<{ addPaymentCard: Record<string, unknown> }>(
      t.app,
      ADD,
      { input: await input(SANDBOX_CARDS.approvedMastercard) },
      headers,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.addPaymentCard).toMatchObject({
      cardBrand: 'mastercard',
      cardFirstDigits: '555555',
      cardLastDigits: '4444',
      cardExpMonth: 3,
      cardExpYear: future.expiryYear,
      cardHolderName: 'MARIA OLIVEIRA',
    });
    const saved = await rows();
    expect(saved).toHaveLength(before + 1);
    const row = saved.at(-1)!;
    // neither the number nor the security code is anywhere in the row
    expect(JSON.stringify(row)).not.toContain(SANDBOX_CARDS.approvedMastercard);
    expect(JSON.stringify(row)).not.toContain('55555555');
    expect(Object.values(row)).not.toContain(CODE);
    expect(row).toMatchObject({ gateway: 'sandbox', cardBrand: 'mastercard' });
    expect(await services.gateways.sandbox.getVaultedCard(row.externalId)).toMatchObject({ lastFourDigits: '4444' });
  });

  it('answers the same card saved again with the one row it already has', async () => {
    const count = (await rows()).length;
    await gql(t.app, ADD, { input: await input(SANDBOX_CARDS.approvedMastercard) }, headers);
    expect(await rows()).toHaveLength(count);
  });

  it("checks holder, code and expiry with the core rules, in the shopper's words", async () => {
    const count = (await rows()).length;
    const thisMonth = { expiryMonth: now.getMonth() + 1, expiryYear: now.getFullYear() };
    const { body } = await gql(
      t.app,
      ADD,
      {
        input: await input(SANDBOX_CARDS.approvedVisa, { cardHolderName: 'Ana', cardSecurityCode: '12', ...thisMonth }),
      },
      headers,
    );
    expect(firstError(body)).toMatchObject({
      category: 'validation',
      validation: {
        cardHolderName: ['Nome do titular inválido'],
        cardSecurityCode: ['Código de segurança inválido'],
        expiry: ['Data de validade incorreta'],
      },
    });
    // a card number typed as the holder name is refused, not kept
    const numberAsName = await gql(
      t.app,
      ADD,
      { input: await input(SANDBOX_CARDS.approvedVisa, { cardHolderName: SANDBOX_CARDS.approvedVisa }) },
      headers,
    );
    expect(firstError(numberAsName.body)).toMatchObject({ category: 'validation' });
    const badToken = await gql(
      t.app,
      ADD,
      { input: { ...(await input(SANDBOX_CARDS.approvedVisa)), numberToken: 'ntk_forged' } },
      headers,
    );
    expect(firstError(badToken.body)).toMatchObject({
      category: 'payment',
      message: 'Não foi possível validar os dados do cartão',
    });
    expect(await rows()).toHaveLength(count);
  });

  it("takes only a card method of the request's store, and only from a signed-in shopper", async () => {
    const pix = String((await methodOf(t.database.db, 'petshop', 'pix')).id);
    const otherStore = String((await methodOf(t.database.db, 'loja', 'card')).id);
    for (const paymentMethod of [pix, otherStore, '999999', 'x']) {
      const { body } = await gql(
        t.app,
        ADD,
        { input: await input(SANDBOX_CARDS.approvedVisa, { paymentMethod }) },
        headers,
      );
      expect(firstError(body), paymentMethod).toMatchObject({
        category: 'validation',
        validation: { paymentMethod: ['Forma de pagamento inválida'] },
      });
    }
    const anonymous = await gql(t.app, ADD, { input: await input(SANDBOX_CARDS.approvedVisa) }, host);
    expect(anonymous.body.data?.addPaymentCard ?? null).toBeNull();
    expect(anonymous.body.errors).toBeDefined();
  });

  it(`keeps at most ${MAX_SAVED_CARDS} cards`, async () => {
    const { db } = t.database;
    const have = (await rows()).length;
    const filler = Array.from({ length: MAX_SAVED_CARDS - have }, (_, i) => ({
      userId,
      externalId: `vault_${i}`,
      gateway: 'sandbox',
      cardBrand: 'visa',
      cardFirstDigits: '400000',
      cardLastDigits: String(1000 + i),
      cardExpMonth: 1,
      cardExpYear: future.expiryYear,
      cardHolderName: 'MARIA OLIVEIRA',
      isDefault: 0 as const,
      createdAt: now.toISOString(),
    }));
    if (filler.length) await db.insertInto('paymentCards').values(filler).execute();
    const { body } = await gql(t.app, ADD, { input: await input(SANDBOX_CARDS.authorizedMastercard) }, headers);
    expect(firstError(body)).toMatchObject({
      validation: { paymentCard: [`Você já tem ${MAX_SAVED_CARDS} cartões salvos. Remova um para adicionar outro.`] },
    });
    expect(await rows()).toHaveLength(MAX_SAVED_CARDS);
  });
});
