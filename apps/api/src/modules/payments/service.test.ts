import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { isAppError } from '../../lib/errors.js';
import { createServices, type Services } from '../../services.js';
import { dueDateFactor } from './boleto.js';
import { createGatewayRegistry } from './gateway.js';
import { parseTlv } from './emv.js';
import { SANDBOX_CARDS } from './sandbox-cards.js';
import { saveCard, startPayment, type StartPaymentInput } from './service.js';
import { insertOrder, methodOf } from './test-fixtures.js';

let t: TestApp;
let services: Services;
beforeAll(async () => {
  t = await startTestApp();
  services = createServices(t.config, t.database);
});
afterAll(() => t.close());

const NOW = new Date('2026-05-10T12:00:00Z');
const validCard = { holderName: 'MARIA OLIVEIRA', securityCode: '123', expiryMonth: 12, expiryYear: 2030 };

async function pay(
  over: Partial<StartPaymentInput> & { total?: number; type?: 'card' | 'gateway' | 'pix' | 'simple' },
) {
  const { db } = t.database;
  const order = over.order ?? (await insertOrder(db, { total: over.total ?? 30000 }));
  const method = over.method ?? (await methodOf(db, 'petshop', over.type ?? 'card'));
  return db
    .transaction()
    .execute((trx) => startPayment(trx, { gateways: services.gateways, order, method, now: NOW, ...over }));
}
const tokenFor = (number: string) => services.gateways.sandbox.tokenizeCard(number);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => {
      if (!isAppError(error)) throw error;
      return { category: error.category, message: error.message, ...error.details };
    },
  );

describe('startPayment by card', () => {
  it('records an approved credit charge with display data only', async () => {
    const outcome = await pay({
      billingType: 'credit',
      installments: 3,
      card: { ...validCard, numberToken: await tokenFor(SANDBOX_CARDS.approvedVisa) },
    });
    expect(outcome).toMatchObject({
      status: 'approved',
      type: 'card',
      gateway: 'sandbox',
      billingType: 'credit',
      savedCardId: null,
    });
    const row = await t.database.db
      .selectFrom('orderPayments')
      .selectAll()
      .where('id', '=', outcome.paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'approved',
      amount: 30000,
      installments: 3,
      externalId: outcome.externalId,
      gateway: 'sandbox',
    });
    expect(JSON.parse(row.transaction)).toEqual({
      brand: 'visa',
      lastDigits: '1111',
      installments: 3,
      amount: 30000,
      installmentValue: 10000,
      installmentAmounts: [10000, 10000, 10000],
    });
  });

  it('charges and records the instalments the storefront showed: R$ 269,80 in 3x is 89,94 + 89,93 + 89,93', async () => {
    const charged: unknown[] = [];
    const sandbox = services.gateways.sandbox;
    const spy = {
      ...sandbox,
      charge: (request: Parameters<typeof sandbox.charge>[0]) => (
        charged.push(request.installmentAmounts),
        sandbox.charge(request)
      ),
    };
    const gateways = { ...createGatewayRegistry([spy]), sandbox: spy };
    const card = { ...validCard, numberToken: await tokenFor(SANDBOX_CARDS.approvedVisa) };
    const outcome = await pay({ total: 26980, billingType: 'credit', installments: 3, card, gateways });
    expect(charged).toEqual([[8994, 8993, 8993]]);
    const row = await t.database.db
      .selectFrom('orderPayments')
      .select(['amount', 'installments', 'transaction'])
      .where('id', '=', outcome.paymentId)
      .executeTakeFirstOrThrow();
    const recorded = (JSON.parse(row.transaction) as { installmentAmounts: number[] }).installmentAmounts;
    expect(recorded).toEqual([8994, 8993, 8993]);
    expect(recorded.reduce((sum, amount) => sum + amount, 0)).toBe(row.amount);
    expect(row.installments).toBe(recorded.length);
  });

  it("throws the gateway's refusal as a payment error", async () => {
    const declined = await failure(
      pay({
        billingType: 'credit',
        installments: 1,
        card: { ...validCard, numberToken: await tokenFor(SANDBOX_CARDS.declined) },
      }),
    );
    expect(declined).toMatchObject({
      category: 'payment',
      message: 'Pagamento recusado',
      reason: 'Cartão recusado pelo emissor',
    });
    const threeDs = await failure(
      pay({
        billingType: 'debit',
        card: { ...validCard, numberToken: await tokenFor(SANDBOX_CARDS.requireChallenge) },
      }),
    );
    expect(threeDs).toMatchObject({
      category: 'payment',
      message: 'Não foi possível validar os dados do cartão',
      reason: 'Modo não suportado, tente novamente mais tarde',
    });
  });

  it('approves debit with an approved card, authorizes with the authorized one', async () => {
    expect(
      (
        await pay({
          billingType: 'debit',
          card: { ...validCard, numberToken: await tokenFor(SANDBOX_CARDS.approvedMastercard) },
        })
      ).status,
    ).toBe('approved');
    expect(
      (
        await pay({
          billingType: 'credit',
          card: { ...validCard, numberToken: await tokenFor(SANDBOX_CARDS.authorizedMastercard) },
        })
      ).status,
    ).toBe('authorized');
  });

  it('allows min(6, floor(total / R$ 50,00)) credit instalments and one for debit', async () => {
    const card = async () => ({ ...validCard, numberToken: await tokenFor(SANDBOX_CARDS.approvedVisa) });
    // R$ 300,00 → 6x; R$ 120,00 → 2x; R$ 40,00 → 1x
    expect(await pay({ total: 30000, billingType: 'credit', installments: 6, card: await card() })).toMatchObject({
      installments: 6,
      transaction: { installmentValue: 5000 },
    });
    for (const [total, installments] of [
      [30000, 7],
      [12000, 3],
      [4000, 2],
      [30000, 0],
      [30000, 1.5],
    ] as const) {
      const error = await failure(pay({ total, billingType: 'credit', installments, card: await card() }));
      expect(error, `${installments}x of ${total}`).toMatchObject({
        category: 'validation',
        validation: { installments: ['Número de parcelas inválido'] },
      });
    }
    expect(
      (await pay({ total: 12000, billingType: 'credit', installments: 2, card: await card() })).transaction
        .installmentValue,
    ).toBe(6000);
    const debit = await failure(pay({ billingType: 'debit', installments: 2, card: await card() }));
    expect(debit).toMatchObject({ validation: { installments: ['Número de parcelas inválido'] } });
  });

  it('checks holder, security code and expiry with the core rules', async () => {
    const numberToken = await tokenFor(SANDBOX_CARDS.approvedVisa);
    const error = await failure(
      pay({
        billingType: 'credit',
        card: { numberToken, holderName: 'Ana', securityCode: '12', expiryMonth: 1, expiryYear: 2026 },
      }),
    );
    expect(error).toMatchObject({
      category: 'validation',
      validation: {
        cardHolderName: ['Nome do titular inválido'],
        cardSecurityCode: ['Código de segurança inválido'],
        expiry: ['Data de validade incorreta'],
      },
    });
  });

  it("refuses a missing or unknown card token, a billing type the method does not offer, and another store's method", async () => {
    expect(await failure(pay({ billingType: 'credit' }))).toMatchObject({
      category: 'validation',
      validation: { paymentCard: ['Cartão inválido'] },
    });
    expect(
      await failure(pay({ billingType: 'credit', card: { ...validCard, numberToken: 'ntk_forged' } })),
    ).toMatchObject({
      category: 'payment',
      message: 'Não foi possível validar os dados do cartão',
      reason: 'Verifique os dados e tente novamente',
    });
    for (const billingType of ['boleto', 'pix', 'cash', null]) {
      expect(await failure(pay({ billingType }))).toMatchObject({
        validation: { paymentMethod: ['Forma de pagamento inválida'] },
      });
    }
    const other = await methodOf(t.database.db, 'loja', 'card');
    expect(await failure(pay({ method: other, billingType: 'credit' }))).toMatchObject({
      validation: { paymentMethod: ['Forma de pagamento inválida'] },
    });
  });

  it('refuses a brand the method does not accept', async () => {
    const method = { ...(await methodOf(t.database.db, 'petshop', 'card')), supportedNetworks: '["mastercard"]' };
    const error = await failure(
      pay({
        method,
        billingType: 'credit',
        card: { ...validCard, numberToken: await tokenFor(SANDBOX_CARDS.approvedVisa) },
      }),
    );
    expect(error).toMatchObject({ validation: { cardBrand: ['Bandeira do cartão não aceita'] } });
  });

  it('saves the card when asked, once, and charges it again by saved card', async () => {
    const { db } = t.database;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
    const before = await db.selectFrom('paymentCards').select('id').where('userId', '=', user.id).execute();
    const card = async () => ({
      ...validCard,
      expiryMonth: 7,
      expiryYear: 2031,
      save: true,
      numberToken: await tokenFor(SANDBOX_CARDS.approvedMastercard),
    });
    const first = await pay({ billingType: 'credit', card: await card() });
    const second = await pay({ billingType: 'credit', card: await card() });
    expect(first.savedCardId).not.toBeNull();
    expect(second.savedCardId).toBe(first.savedCardId);
    const saved = await db
      .selectFrom('paymentCards')
      .selectAll()
      .where('id', '=', first.savedCardId!)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      userId: user.id,
      gateway: 'sandbox',
      cardBrand: 'mastercard',
      cardFirstDigits: '555555',
      cardLastDigits: '4444',
      cardExpMonth: 7,
      cardExpYear: 2031,
      cardHolderName: 'MARIA OLIVEIRA',
      isDefault: 0,
    });
    expect((await db.selectFrom('paymentCards').select('id').where('userId', '=', user.id).execute()).length).toBe(
      before.length + 1,
    );

    const again = await pay({ billingType: 'credit', card: { userPaymentCardId: first.savedCardId! } });
    expect(again).toMatchObject({ status: 'approved', transaction: { lastDigits: '4444' } });
    const demo = before[0]!.id;
    expect(
      (await pay({ billingType: 'credit', card: { userPaymentCardId: String(demo), securityCode: '321' } })).status,
    ).toBe('approved');
  });

  it('does not charge a saved card of another shopper', async () => {
    const { db } = t.database;
    const order = await insertOrder(db, { email: 'novo@petshop.demo', total: 5000 });
    const someoneElses = await db
      .selectFrom('paymentCards')
      .innerJoin('users', 'users.id', 'paymentCards.userId')
      .select('paymentCards.id')
      .where('users.email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
    const error = await failure(pay({ order, billingType: 'credit', card: { userPaymentCardId: someoneElses.id } }));
    expect(error).toMatchObject({
      category: 'validation',
      validation: { userPaymentCardId: ['Cartão não encontrado'] },
    });
  });
});

describe('startPayment by gateway Pix, boleto and link', () => {
  it('records pending charges with the code, line or link for the shopper', async () => {
    const pix = await pay({ type: 'gateway', billingType: 'pix', total: 4590 });
    expect(pix).toMatchObject({ status: 'pending', gateway: 'sandbox', billingType: 'pix' });
    expect(parseTlv(String(pix.transaction.code))!.find((f) => f.id === '54')!.value).toBe('45.90');
    const boleto = await pay({ type: 'gateway', billingType: 'boleto', total: 4590 });
    // the line ends with the due-date factor of the date the gateway chose, then the amount in cents
    const factor = dueDateFactor(String(boleto.transaction.dueDate));
    expect(String(boleto.transaction.digitableLine).endsWith(`${factor}0000004590`)).toBe(true);
    const link = await pay({ type: 'gateway', billingType: 'link', total: 4590 });
    expect(link.transaction.url).toBe(`${t.config.publicUrl}/api/payments/sandbox/pay/${link.externalId}`);
    expect(await failure(pay({ type: 'gateway', billingType: 'boleto', installments: 2 }))).toMatchObject({
      validation: { installments: ['Número de parcelas inválido'] },
    });
    expect(await failure(pay({ type: 'gateway', billingType: 'credit' }))).toMatchObject({
      validation: { paymentMethod: ['Forma de pagamento inválida'] },
    });
  });
});

describe("startPayment by the store's own Pix", () => {
  it('makes a BR Code to the store CNPJ, with its name and city', async () => {
    const outcome = await pay({ type: 'pix', total: 12345 });
    expect(outcome).toMatchObject({ status: 'pending', type: 'pix', gateway: null, billingType: 'pix' });
    const fields = parseTlv(String(outcome.transaction.code))!;
    const details = await t.database.db
      .selectFrom('storeDetails')
      .innerJoin('stores', 'stores.id', 'storeDetails.storeId')
      .select('cpfCnpj')
      .where('stores.slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    expect(parseTlv(fields.find((f) => f.id === '26')!.value)![1]!.value).toBe(details.cpfCnpj!.replace(/\D/g, ''));
    expect(fields.find((f) => f.id === '54')!.value).toBe('123.45');
    expect(fields.find((f) => f.id === '59')!.value).toBe('Pet Feliz');
    expect(fields.find((f) => f.id === '60')!.value).toBe('Sao Paulo');
    expect(outcome.externalId).toBe(parseTlv(fields.find((f) => f.id === '62')!.value)![0]!.value);
  });

  it('falls back to the store e-mail, and refuses a store without a key', async () => {
    const { db } = t.database;
    const store = await db.selectFrom('stores').select('id').where('slug', '=', 'loja').executeTakeFirstOrThrow();
    const order = await insertOrder(db, { email: 'cliente@loja.demo', total: 1000 });
    const method = await methodOf(db, 'loja', 'pix');
    await db.updateTable('storeDetails').set({ cpfCnpj: null }).where('storeId', '=', store.id).execute();
    const byEmail = await pay({ order, method });
    expect(parseTlv(parseTlv(String(byEmail.transaction.code))!.find((f) => f.id === '26')!.value)![1]!.value).toBe(
      'contato@casaecia.demo',
    );
    await db.updateTable('storeDetails').set({ email: null }).where('storeId', '=', store.id).execute();
    expect(await failure(pay({ order, method }))).toMatchObject({
      category: 'payment',
      message: 'Configuração da loja inválida',
    });
  });
});

describe('startPayment in cash', () => {
  it("records the change, or 'Sem troco'", async () => {
    const change = await pay({ type: 'simple', total: 4590, changeFor: 5000 });
    expect(change).toMatchObject({
      status: 'pending',
      type: 'simple',
      gateway: null,
      transaction: { changeFor: 5000, change: 410, label: 'Troco para R$ 50,00' },
    });
    const none = await pay({ type: 'simple', total: 4590, changeFor: -1 });
    expect(none.transaction).toEqual({ changeFor: null, change: null, label: 'Sem troco' });
    expect(await failure(pay({ type: 'simple', total: 4590, changeFor: 4000 }))).toMatchObject({
      validation: { changeFor: ['Valor deve ser maior que o total do pedido'] },
    });
    expect(await failure(pay({ type: 'simple', total: 4590 }))).toMatchObject({ category: 'validation' });
  });
});

describe('saveCard', () => {
  it('makes the first card of a shopper the default', async () => {
    const { db } = t.database;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'novo@loja.demo')
      .executeTakeFirstOrThrow();
    const numberToken = await tokenFor(SANDBOX_CARDS.approvedVisa);
    const vaulted = (await services.gateways.sandbox.vaultCard({
      numberToken,
      cardholderName: 'LUCAS',
      expirationMonth: 1,
      expirationYear: 2032,
    }))!;
    const id = await db
      .transaction()
      .execute((trx) => saveCard(trx, user.id, { gateway: 'sandbox', card: vaulted, billingAddressId: 999999 }));
    const row = await db.selectFrom('paymentCards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      externalId: vaulted.id,
      isDefault: 1,
      billingAddressId: null,
      cardFirstDigits: '411111',
      cardLastDigits: '1111',
    });
  });
});
