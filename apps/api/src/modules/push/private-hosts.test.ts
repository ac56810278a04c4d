import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { seedDemo } from '../../db/seed/demo.js';
import { insertNotification } from '../accounts/notification-repository.js';
import { createPushDispatcher } from './push-plugin.js';
import { isPrivateAddress } from '../../lib/private-hosts.js';
import { fakeBrowser, LocalPushAgent, startRecorder } from './push-testing.js';
import { loadVapidKeys } from './vapid.js';

const silent = { info: () => undefined, warn: () => undefined };
/** What each push host "resolves" to: a name can be re-pointed at the store's network after it was registered. */
const dns: Record<string, string[]> = {
  'push.test': ['203.0.113.7'],
  'loopback.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': ['203.0.113.8', '10.1.2.3'],
  'ula.test': ['fd00::1'],
  'mapped.test': ['::ffff:192.168.1.1'],
};
const lookup = async (host: string) => (dns[host] ?? []).map((address) => ({ address }));

describe('push endpoints inside the store network', () => {
  it('tells private, loopback, link-local, unique-local and unspecified addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '142.250.79.10', '2001:4860:4860::8888', '172.32.0.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  let database: DatabaseHandle;
  let fake: Awaited<ReturnType<typeof startRecorder>>;
  let userId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-private-'));
  const vapid = loadVapidKeys(dataDir, {});
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
    fake = await startRecorder();
    userId = (
      await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'cliente@petshop.demo')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await fake.close();
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const register = async (endpoints: string[]) => {
    await database.db.deleteFrom('pushEndpoints').where('userId', '=', userId).execute();
    // straight into the table: a name that was public when registered may resolve elsewhere by the time a push goes
    for (const endpoint of endpoints) {
      await database.db
        .insertInto('pushEndpoints')
        .values({
          userId,
          type: 'WEBPUSH',
          registration: JSON.stringify(fakeBrowser(endpoint).subscription),
          description: null,
          createdAt: '2030-01-01T00:00:00.000Z',
        })
        .execute();
    }
  };
  const pushOnce = async (env: NodeJS.ProcessEnv) => {
    fake.received.length = 0;
    const dispatcher = createPushDispatcher(database.db, {
      vapid,
      settings: loadConfig(env).push,
      log: silent,
      agent: new LocalPushAgent(fake.port),
      commitWaitsMs: [0],
      lookup,
    });
    await insertNotification(database.db, {
      userId,
      type: 'company_approved',
      title: 'Cadastro aprovado',
      message: 'ok',
      payload: '{}',
      readed: 0,
      createdAt: `2030-01-0${(stamp += 1)}T00:00:00.000Z`,
    });
    dispatcher.enqueue({
      userId,
      type: 'company_approved',
      title: 'Cadastro aprovado',
      message: 'ok',
      payload: '{}',
      createdAt: `2030-01-0${stamp}T00:00:00.000Z`,
    });
    await dispatcher.idle();
    return fake.received.map((request) => request.path).sort();
  };
  let stamp = 0;
  const remaining = async () =>
    (await database.db.selectFrom('pushEndpoints').select('registration').where('userId', '=', userId).execute()).map(
      (row) => JSON.parse(row.registration).endpoint as string,
    );

  it('sends only to hosts whose every address is public, and forgets the others', async () => {
    const hosts = [
      'push.test',
      'loopback.test',
      'metadata.test',
      'mixed.test',
      'ula.test',
      'mapped.test',
      'unknown.test',
      '127.0.0.1',
      '[::1]',
      'localhost',
    ];
    await register(hosts.map((host) => `https://${host}/send/${host.replace(/[[\]:]/g, '')}`));
    expect(await pushOnce({})).toEqual(['/send/push.test']);
    expect(await remaining()).toEqual(['https://push.test/send/push.test']);
  });

  it('reaches a local fake push service only when PUSH_ALLOW_PRIVATE_HOSTS=1', async () => {
    await register(['https://loopback.test/send/local']);
    expect(await pushOnce({ PUSH_ALLOW_PRIVATE_HOSTS: '1' })).toEqual(['/send/local']);
  });
});
