import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { SANDBOX_CARDS } from '../../src/modules/payments/sandbox-cards.js';
import { gql, type TestApp } from '../app.js';
import { openTestDatabase } from '../database.js';
import { everyRow, newCustomer, placeOrder, shop, type Headers } from './attacker.js';

/*
 * A shopper pays by card with the sandbox gateway (tokenised number, then the order with its security code; a card
 * saved, and a declined one): afterwards no table holds the card number or the security code, and neither does
 * any log line, even at the most verbose level.
 */

const PAN = SANDBOX_CARDS.approvedVisa;
const DECLINED = SANDBOX_CARDS.declined;
const CVV = '847';
/** A security code's name as a key, in any spelling the code or a gateway might use. */
const CVV_KEY = /"(cvv|cvc|cvv2|security_?code|card_?security_?code)"\s*:/i;

/** Whether a text holds the number, plain or with spaces, dots or dashes between the digits. */
const holdsNumber = (text: string, pan: string) => text.replace(/[\s.-]/g, '').includes(pan);

describe('card numbers and security codes are never stored or logged', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase();
    await seedDemo(database.db);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-signing-secret-0123456789-abcdef',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config, database }, { logger: { ...loggerOptions('trace'), stream } });
    await app.ready();
    t = {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(() => t.close());

  const tokenFor = async (s: { storeId: number; card: number }, headers: Headers, number: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/store/${s.storeId}/payment-methods/${s.card}/tokens/card`,
      payload: { card_number: number },
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ number_token: string }>().number_token;
  };

  it('pays, saves a card and is declined by card, then finds neither number nor code in any table or log line', async () => {
    const s = await shop(t, 'petshop');
    const me = await newCustomer(t, 'petshop', 'cartao');
    // a card that expires three years from today's date, whatever today is
    const expiry = { expiryMonth: 12, expiryYear: new Date().getFullYear() + 3 };
    const card = (encrypted: string, extra: Record<string, unknown> = {}) => ({
      type: 'credit',
      encrypted,
      cardHolderName: 'MARIA OLIVEIRA',
      cardSecurityCode: CVV,
      installments: 1,
      ...expiry,
      ...extra,
    });
    const order = (paymentCard: Record<string, unknown>) => ({
      items: [{ item: String(s.itemA), quantity: 1 }],
      shippingOption: String(s.pickup),
      paymentMethod: String(s.card),
      total: 4990,
      paymentCard,
    });

    const paid = await placeOrder(t, order(card(await tokenFor(s, me.headers, PAN), { store: true })), me.headers);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data?.createOrder.status).toBe('pagamento_aprovado');
    const saved = await gql(
      t.app,
      'mutation($input: AddPaymentCardInput!) { addPaymentCard(input: $input) { id cardLastDigits } }',
      {
        input: {
          paymentMethod: String(s.card),
          numberToken: await tokenFor(s, me.headers, SANDBOX_CARDS.approvedMastercard),
          cardHolderName: 'MARIA OLIVEIRA',
          cardSecurityCode: CVV,
          ...expiry,
        },
      },
      me.headers,
    );
    expect(saved.body.errors).toBeUndefined();
    const declined = await placeOrder(t, order(card(await tokenFor(s, me.headers, DECLINED))), me.headers);
    expect(declined.body.errors?.[0]?.extensions?.category).toBe('payment');
    // the saved cards' last digits are there: the scan below looks at the right rows
    const cards = await t.database.db
      .selectFrom('paymentCards')
      .select('cardLastDigits')
      .where('userId', '=', me.id)
      .execute();
    expect(cards.map((c) => c.cardLastDigits).sort()).toEqual(['1111', '4444']);

    for (const [table, rows] of await everyRow(t)) {
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (value === null || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
            continue;
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          const where = `${table}.${column}`;
          for (const pan of [PAN, DECLINED, SANDBOX_CARDS.approvedMastercard])
            expect(holdsNumber(text, pan), where).toBe(false);
          expect(text, where).not.toBe(CVV);
          expect(text, where).not.toMatch(CVV_KEY);
        }
      }
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      for (const pan of [PAN, DECLINED, SANDBOX_CARDS.approvedMastercard])
        expect(holdsNumber(line, pan), line).toBe(false);
      expect(line).not.toContain(`"${CVV}"`);
      expect(line).not.toMatch(CVV_KEY);
    }
  });
});
