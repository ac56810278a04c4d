import type { DbKind } from '../database.js';
import { index, type AnyDb } from './columns.js';

/** The device a registration reaches, as the migration found it: a web push subscription's endpoint, else the token. */
function deviceOf(type: string, registration: string): string {
  if (type !== 'WEBPUSH') return registration;
  try {
    const endpoint: unknown = (JSON.parse(registration) as { endpoint?: unknown } | null)?.endpoint;
    return typeof endpoint === 'string' ? endpoint : registration;
  } catch {
    return registration;
  }
}

/*
 * A push registration is one device's, and a device has one owner: a web push subscription is known by its endpoint
 * (the same subscription can be sent as JSON of another shape), an app by its token. Rows naming the same device keep
 * the newest; the unique index then lets two registrations racing for one device end with one owner.
 */
export function pushEndpointDevice(_kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('push_endpoints').addColumn('device', 'text').execute();
      const rows = (await db
        .selectFrom('push_endpoints')
        .select(['id', 'type', 'registration'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()) as { id: number; type: string; registration: string }[];
      const seen = new Set<string>();
      for (const row of rows) {
        const device = deviceOf(row.type, row.registration);
        const key = JSON.stringify([row.type, device]);
        if (seen.has(key)) await db.deleteFrom('push_endpoints').where('id', '=', row.id).execute();
        else await db.updateTable('push_endpoints').set({ device }).where('id', '=', row.id).execute();
        seen.add(key);
      }
      await index(db, 'push_endpoints', ['type', 'device'], true);
    },
  };
}
