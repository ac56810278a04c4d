import type { DbKind } from '../database.js';
import { flag, index, money, ref, timestamps, withId, type AnyDb } from './columns.js';

/** Pets, their vaccines, the store's services and opening hours, and appointments. */
export function petServices(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('pets'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('species', 'text')
        .addColumn('breed', 'text')
        .addColumn('color', 'text')
        .addColumn('coat', 'text')
        .addColumn('size', 'text')
        .addColumn('gender', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('date_of_birth', 'text')
        // grams, so weight stays an integer like money does
        .addColumn('weight_grams', 'integer')
        .addColumn('observations', 'text')
        .addColumn('avatar', 'text')
        .$call((t) => flag(t, 'deleted'))
        .$call(timestamps)
        .execute();
      await index(db, 'pets', ['user_id']);

      await withId(kind, db.schema.createTable('vaccines'))
        .$call((t) => ref(t, 'pet_id', 'pets.id', 'cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'text')
        .addColumn('next_dose_at', 'text')
        .addColumn('notes', 'text')
        .$call(timestamps)
        .execute();
      await index(db, 'vaccines', ['pet_id']);

      await withId(kind, db.schema.createTable('services'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .$call((t) => money(t, 'price'))
        // how many appointments of this service the store can serve at the same time
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
        .$call((t) => flag(t, 'active', 1))
        .execute();

      await withId(kind, db.schema.createTable('working_hours'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        // 0 = Sunday … 6 = Saturday; times as HH:MM in the store's time zone
        .addColumn('weekday', 'integer', (c) => c.notNull())
        .addColumn('opens_at', 'text', (c) => c.notNull())
        .addColumn('closes_at', 'text', (c) => c.notNull())
        .addColumn('slot_minutes', 'integer', (c) => c.notNull().defaultTo(30))
        .execute();
      await index(db, 'working_hours', ['store_id', 'weekday']);

      await withId(kind, db.schema.createTable('appointments'))
        .$call((t) => ref(t, 'store_id', 'stores.id', 'cascade'))
        .$call((t) => ref(t, 'user_id', 'users.id', 'cascade'))
        .$call((t) => ref(t, 'pet_id', 'pets.id', 'set null', false))
        .$call((t) => ref(t, 'service_id', 'services.id', 'restrict'))
        .$call((t) => ref(t, 'address_id', 'addresses.id', 'set null', false))
        .addColumn('date_time', 'text', (c) => c.notNull())
        .addColumn('date_time_end', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
        .addColumn('status_manager', 'text')
        .addColumn('type', 'text')
        .addColumn('description', 'text')
        .addColumn('location', 'text')
        .addColumn('observations', 'text')
        .addColumn('specific_data', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('weight_grams', 'integer')
        .$call((t) => money(t, 'price'))
        .$call((t) => flag(t, 'deleted'))
        .$call(timestamps)
        .execute();
      await index(db, 'appointments', ['store_id', 'service_id', 'date_time']);
      await index(db, 'appointments', ['user_id', 'date_time']);

      await db.schema
        .createTable('appointment_services')
        .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('restrict'))
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('appointment_services_pk', ['appointment_id', 'service_id'])
        .execute();
    },
  };
}
