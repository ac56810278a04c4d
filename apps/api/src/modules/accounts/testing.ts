import { signToken } from '../auth/jwt.js';
import { createServices } from '../../services.js';
import type { TestApp } from '../../../test/app.js';

/** Helpers for this module's tests only. */

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** A bearer header for a seeded user signed in as refresh-token family `sessionId`, as the token endpoint would mint. */
export async function bearerWithSession(t: TestApp, email: string, sessionId: string): Promise<Record<string, string>> {
  const user = await t.database.db
    .selectFrom('users')
    .select(['id', 'storeId'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const { token } = await signToken(createServices(t.config, t.database).signingSecret, {
    type: 'access',
    storeId: user.storeId,
    userId: user.id,
    sessionId,
  });
  const store = await t.database.db
    .selectFrom('stores')
    .select('slug')
    .where('id', '=', user.storeId)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${token}`, host: `${store.slug}.localhost` };
}

/** A refresh-token family row for `sessionId` (only its revocation matters to these tests). */
export async function addSession(t: TestApp, userId: number, sessionId: string): Promise<void> {
  const user = await t.database.db
    .selectFrom('users')
    .select('storeId')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('refreshTokens')
    .values({
      userId,
      storeId: user.storeId,
      familyId: sessionId,
      tokenHash: `hash-${sessionId}`,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      createdAt: new Date().toISOString(),
    })
    .execute();
}

type GqlError = { message: string; extensions?: Record<string, unknown> };

/** The first error's category, message and per-field messages, for one-line assertions. */
export function firstError(body: { errors?: GqlError[] }) {
  const error = body.errors?.[0];
  return {
    category: error?.extensions?.category,
    message: error?.message,
    validation: error?.extensions?.validation as Record<string, string[]> | undefined,
  };
}
