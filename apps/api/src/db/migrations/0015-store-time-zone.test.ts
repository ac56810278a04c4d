import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../database.js';

// SQLite, and PostgreSQL when DATABASE_URL is set.
describe('migration 0015-store-time-zone', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.destroy());

  const insert = (slug: string, timeZone?: string) =>
    handle.db
      .insertInto('stores')
      .values({ guid: slug, slug, name: slug, createdAt: 'x', updatedAt: 'x', ...(timeZone ? { timeZone } : {}) })
      .returning(['id', 'timeZone'])
      .executeTakeFirstOrThrow();

  it('keeps a store in Brasília time unless it names its zone', async () => {
    expect((await insert('sem-fuso')).timeZone).toBe('America/Sao_Paulo');
    expect((await insert('manaus', 'America/Manaus')).timeZone).toBe('America/Manaus');
  });

  it('refuses a zone the app does not support', async () => {
    await expect(insert('lisboa', 'Europe/Lisbon')).rejects.toThrow();
    await expect(insert('fixo', '-04:00')).rejects.toThrow();
  });
});
