import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { seedDemo } from '../../db/seed/demo.js';
import { openTestDatabase } from '../../../test/database.js';
import { rotateRefreshToken, sha256, startSession } from './refresh-tokens.js';

describe('rotateRefreshToken', () => {
  let database: DatabaseHandle;
  let user: { id: number; storeId: number };
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
    user = await database.db
      .selectFrom('users')
      .select(['id', 'storeId'])
      .where('email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => database.destroy());

  it('lets exactly one of many parallel uses of a token succeed; the others count as reuse and end the sign-in', async () => {
    const { refreshToken, familyId } = await startSession(database.db, user);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => rotateRefreshToken(database.db, refreshToken, user.storeId)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const reasons = results.flatMap((r) => (r.ok ? [] : [r.reason]));
    expect(reasons).toContain('reused');
    // after the first reuse revoked the family, later ones find it revoked
    expect(reasons.every((reason) => reason === 'reused' || reason === 'revoked')).toBe(true);
    const family = await database.db
      .selectFrom('refreshTokens')
      .select(['revokedAt'])
      .where('familyId', '=', familyId)
      .execute();
    expect(family).toHaveLength(2);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('keeps only hashes and rotates within the family', async () => {
    const { refreshToken, familyId } = await startSession(database.db, user);
    const next = await rotateRefreshToken(database.db, refreshToken, user.storeId);
    expect(next).toMatchObject({ ok: true, familyId, userId: user.id });
    const rows = await database.db
      .selectFrom('refreshTokens')
      .select(['tokenHash', 'rotatedAt'])
      .where('familyId', '=', familyId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.tokenHash)).toEqual([
      sha256(refreshToken),
      sha256((next as { refreshToken: string }).refreshToken),
    ]);
    expect(rows[0]!.rotatedAt).not.toBeNull();
    expect(rows[1]!.rotatedAt).toBeNull();
  });
});
