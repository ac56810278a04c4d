import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { openTestDatabase } from '../../../test/database.js';
import { buildApp, loggerOptions } from '../../app.js';
import { loadConfig } from '../../config.js';
import { seedDemo } from '../../db/seed/demo.js';
import { connect, listen, ticketFor } from './socket-testing.js';
import { approvedOrder, deliveryPeople, DEMO_COURIER } from '../delivery/testing.js';

describe("the tracking socket's ticket stays out of the access log", () => {
  let t: TestApp;
  let app: FastifyInstance;
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
    app = await buildApp({ config, database }, { logger: { ...loggerOptions('info'), stream } });
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

  it('logs the socket request by its path only', async () => {
    const people = await deliveryPeople(t);
    const id = await approvedOrder(t, people, DEMO_COURIER);
    const base = await listen(app);
    const { ticket } = await ticketFor(app, people.customer, id);
    const s = connect(`${base}/delivery/${id}?token=${ticket}`);
    await s.next('state');
    s.ws.close();
    await s.closed;
    const refused = connect(`${base}/delivery/${id}?token=${ticket}`);
    await refused.closed;
    const requests = lines.filter((l) => l.includes(`/delivery/${id}`));
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.join('\n')).toContain(`"url":"/delivery/${id}"`);
    expect(lines.join('\n')).not.toContain(ticket!);
    expect(lines.join('\n')).not.toContain('token=');
  });
});
