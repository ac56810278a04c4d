import type { DbKind } from '../database.js';
import { index, ref, withId, type AnyDb } from './columns.js';

/**
 * What a slot really runs out of is people or rooms: the groomers bathe and trim, the vet's room serves both
 * consultations and vaccines. A service may name the resource it uses; its bookings then count against the
 * resource's capacity together with every other service using it. Without one, the service's own capacity
 * holds as before.
 */
export function serviceResources(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('service_resources'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await index(db, 'service_resources', ['store_id']);
      await db.schema
        .alterTable('services')
        .addColumn('resource_id', 'integer', (c) => c.references('service_resources.id').onDelete('set null'))
        .execute();
      await index(db, 'services', ['resource_id']);
    },
  };
}
