import { Migrator } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { migrationProvider } from './migrations/index.js';

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema: name ours, or another schema's would be taken for them.
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.kind),
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
