import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql } from '../../../test/app.js';
import { buildApp } from '../../app.js';
import { createStore } from '../../cli/store-create.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { openPostgres } from '../../db/postgres.js';
import { openSqlite } from '../../db/sqlite.js';
import { OTHER_PROCESS_CHANGES_SEEN_MS } from '../../db/table-versions.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedDemo } from '../../db/seed/demo.js';

const CONFIG = '{ config { id name urls } }';
const pgUrl = process.env.DATABASE_URL;
const laterThanOtherProcessDelay = () =>
  vi.setSystemTime(Date.now() + OTHER_PROCESS_CHANGES_SEEN_MS[pgUrl ? 'postgres' : 'sqlite'] + 1);

/**
 * The app on its own database, and a second handle on the same database standing for another process (the admin
 * command line): a file for SQLite, the same schema for PostgreSQL.
 */
async function openShared(
  dir: string,
): Promise<{ mine: DatabaseHandle; other: DatabaseHandle; drop(): Promise<void> }> {
  if (!pgUrl) {
    const file = path.join(dir, 'store.sqlite');
    const mine = openSqlite(file);
    await migrateToLatest(mine);
    await seedDemo(mine.db);
    return { mine, other: openSqlite(file), drop: async () => {} };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(pgUrl, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const mine = openPostgres(pgUrl, { schema });
  await migrateToLatest(mine);
  await seedDemo(mine.db);
  return {
    mine,
    other: openPostgres(pgUrl, { schema, poolSize: 1 }),
    drop: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.destroy();
    },
  };
}

describe('the store of a host, kept between requests', () => {
  let dir: string;
  let shared: Awaited<ReturnType<typeof openShared>>;
  let app: FastifyInstance;
  const config = (host: string) =>
    gql<{ config: { id: string; name: string; urls: string[] } }>(app, CONFIG, {}, { host });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-cache-test-'));
    shared = await openShared(dir);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, JWT_SECRET: 'test-signing-secret-0123456789-abcdef' }),
      database: shared.mine,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await shared.other.destroy();
    await shared.mine.destroy();
    await shared.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a store renamed by this process's own writes on the next request", async () => {
    expect((await config('loja.localhost')).body.data!.config.name).toBe('Casa & Cia');
    await shared.mine.db
      .updateTable('stores')
      .set({ name: 'Casa & Cia Renovada' })
      .where('slug', '=', 'loja')
      .execute();
    try {
      expect((await config('loja.localhost')).body.data!.config.name).toBe('Casa & Cia Renovada');
    } finally {
      await shared.mine.db.updateTable('stores').set({ name: 'Casa & Cia' }).where('slug', '=', 'loja').execute();
    }
    expect((await config('loja.localhost')).body.data!.config.name).toBe('Casa & Cia');
  });

  it('opens a store the admin command line created from another process on its new host', async () => {
    // an unknown host opens the default store (the pet shop), and that answer is kept too
    expect((await config('nova.localhost')).body.data!.config.name).toBe('Pet Feliz');
    expect((await config('nova.localhost')).body.data!.config.name).toBe('Pet Feliz');
    vi.useFakeTimers({ toFake: ['Date'] });
    await createStore(shared.other.db, {
      slug: 'nova',
      name: 'Loja Nova',
      hosts: ['nova.localhost'],
      appointments: false,
    });
    // seen once the time another process's change may go unseen has passed (250 ms on SQLite, 5 s on PostgreSQL)
    laterThanOtherProcessDelay();
    const { body } = await config('nova.localhost');
    expect(body.data!.config).toMatchObject({ name: 'Loja Nova', urls: ['nova.localhost'] });
  });

  it('shows a rename and a new address made from another process', async () => {
    expect((await config('petshop.localhost')).body.data!.config).toMatchObject({
      name: 'Pet Feliz',
      urls: ['petshop.localhost'],
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    const petshop = await shared.other.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    await shared.other.db
      .updateTable('stores')
      .set({ name: 'Pet Feliz Centro' })
      .where('id', '=', petshop.id)
      .execute();
    await shared.other.db
      .insertInto('storeUrls')
      .values({ storeId: petshop.id, url: 'centro.localhost', platform: 'all' })
      .execute();
    laterThanOtherProcessDelay();
    expect((await config('petshop.localhost')).body.data!.config).toMatchObject({
      name: 'Pet Feliz Centro',
      urls: ['petshop.localhost', 'centro.localhost'],
    });
    expect((await config('centro.localhost')).body.data!.config.name).toBe('Pet Feliz Centro');
  });

  it('shows a visitor an item another process renamed, though the catalogue page was answered from memory', async () => {
    const page = () =>
      gql<{ items: { data: { id: string; name: string }[] } }>(
        app,
        '{ items(first: 1) { data { id name } } }',
        {},
        { host: 'petshop.localhost' },
      );
    const first = (await page()).body.data!.items.data[0]!;
    expect((await page()).body.data!.items.data[0]).toEqual(first);
    vi.useFakeTimers({ toFake: ['Date'] });
    await shared.other.db
      .updateTable('items')
      .set({ name: `${first.name} (nova embalagem)` })
      .where('id', '=', Number(first.id))
      .execute();
    laterThanOtherProcessDelay();
    expect((await page()).body.data!.items.data[0]).toEqual({ id: first.id, name: `${first.name} (nova embalagem)` });
  });
});
