import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, type TestApp } from '../../../test/app.js';
import { openTestDatabase } from '../../../test/database.js';
import { buildApp } from '../../app.js';
import { loadConfig, type Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { seedDemo } from '../../db/seed/demo.js';
import { TABLES } from '../../db/types.js';
import { isAppError } from '../../lib/errors.js';
import { signToken } from '../auth/jwt.js';
import { createServices } from '../../services.js';
import { SANDBOX_CARDS } from './sandbox-cards.js';
import { startPayment } from './service.js';
import { insertOrder, methodOf } from './test-fixtures.js';

const NUMBER = SANDBOX_CARDS.approvedMastercard;
const SPACED = NUMBER.replace(/(\d{4})(?=\d)/g, '$1 ');
const BAD_NUMBER = '5555555555554445';
const CHALLENGE = SANDBOX_CARDS.requireChallenge;
// A code no amount, id or date of the flow contains on its own (a timestamp's '.731Z' is not "on its own").
const CODE = '731';
const standalone = (text: string) => (text.match(/(?<![0-9A-Za-z])731(?![0-9A-Za-z])/g) ?? []).length;

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let config: Config;
const logLines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-signing-secret-0123456789-abcdef' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({ config, database }, { logger: { level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every value of every column of every table, as text. */
async function everyCell(): Promise<string[]> {
  const cells: string[] = [];
  for (const table of TABLES) {
    const rows = await database.db
      .selectFrom(table as never)
      .selectAll()
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      for (const value of Object.values(row)) if (value !== null && value !== undefined) cells.push(String(value));
    }
  }
  return cells;
}

describe('card data', () => {
  it('is never stored in any table nor written to the log', async () => {
    const { db } = database;
    const codeCellsBefore = (await everyCell()).reduce((n, cell) => n + standalone(cell), 0);
    const services = createServices(config, database);
    const t: TestApp = { app, database, config, close: async () => undefined };
    const store = await db.selectFrom('stores').select('id').where('slug', '=', 'petshop').executeTakeFirstOrThrow();
    const method = await methodOf(db, 'petshop', 'card');
    const base = `/api/store/${store.id}/payment-methods/${method.id}`;
    const appToken = {
      authorization: `Bearer ${(await signToken(services.signingSecret, { type: 'app', storeId: store.id })).token}`,
    };

    const tokenize = (cardNumber: string) =>
      app.inject({
        method: 'POST',
        url: `${base}/tokens/card`,
        headers: appToken,
        payload: { card_number: cardNumber },
      });
    const token = (await tokenize(SPACED)).json() as { number_token: string };
    expect((await tokenize(BAD_NUMBER)).statusCode).toBe(422);
    const challengeToken = ((await tokenize(CHALLENGE)).json() as { number_token: string }).number_token;

    const card = { holderName: 'Maria Oliveira', securityCode: CODE, expiryMonth: 11, expiryYear: 2031 };
    const order = await insertOrder(db, { total: 25000 });
    const outcome = await db.transaction().execute((trx) =>
      startPayment(trx, {
        gateways: services.gateways,
        order,
        method,
        billingType: 'credit',
        installments: 2,
        card: { ...card, numberToken: token.number_token, save: true },
      }),
    );
    expect(outcome.status).toBe('approved');
    const declined = await db
      .transaction()
      .execute((trx) =>
        startPayment(trx, {
          gateways: services.gateways,
          order,
          method,
          billingType: 'debit',
          card: { ...card, numberToken: challengeToken },
        }),
      )
      .catch((error: unknown) => error);
    expect(isAppError(declined) && declined.category).toBe('payment');

    const saved = await db
      .selectFrom('paymentCards')
      .select('externalId')
      .where('id', '=', outcome.savedCardId!)
      .executeTakeFirstOrThrow();
    const cofre = await app.inject({
      method: 'GET',
      url: `${base}/cards/cofre/${saved.externalId}`,
      headers: await bearerFor(t, 'cliente@petshop.demo'),
    });
    expect(cofre.statusCode).toBe(200);

    const cells = await everyCell();
    expect(cells.length).toBeGreaterThan(1000);
    for (const secret of [NUMBER, SPACED, BAD_NUMBER, CHALLENGE]) {
      expect(
        cells.filter((cell) => cell.includes(secret)),
        secret,
      ).toEqual([]);
    }
    expect(cells.reduce((n, cell) => n + standalone(cell), 0)).toBe(codeCellsBefore);

    expect(logLines.length).toBeGreaterThan(5);
    const log = logLines.join('');
    for (const secret of [NUMBER, SPACED, BAD_NUMBER, CHALLENGE]) expect(log).not.toContain(secret);
    // times, ids and durations are numbers that may hold the digits by chance; everything else may not
    const logText = logLines
      .map((line) => {
        const {
          time: _t,
          pid: _p,
          hostname: _h,
          reqId: _r,
          responseTime: _d,
          ...rest
        } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join('\n');
    expect(standalone(logText)).toBe(0);
  });
});
