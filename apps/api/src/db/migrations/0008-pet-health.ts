import { sql } from 'kysely';
import type { DbKind } from '../database.js';
import { index, ref, type AnyDb } from './columns.js';

/**
 * A pet's weight over time (one weighing per day: weighing again the same day replaces it) and where and which
 * batch of a vaccine was applied. Existing pets keep their weight as a first weighing, and sizes written in
 * English ('small', 'large') become the 'porte' the storefront and the prices use (P, M, G, GG).
 */
export function petHealth(_kind: DbKind) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('pet_weights')
        .$call((t) => ref(t, 'pet_id', 'pets.id', 'cascade'))
        // YYYY-MM-DD in store time
        .addColumn('weighed_on', 'text', (c) => c.notNull())
        .addColumn('weight_grams', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('pet_weights_pk', ['pet_id', 'weighed_on'])
        .execute();
      await db.schema.alterTable('vaccines').addColumn('batch', 'text').execute();
      await db.schema.alterTable('vaccines').addColumn('clinic', 'text').execute();
      await index(db, 'pets', ['store_id', 'user_id']);

      await sql`insert into pet_weights (pet_id, weighed_on, weight_grams)
        select id, substr(updated_at, 1, 10), weight_grams from pets where weight_grams is not null`.execute(db);
      for (const [from, to] of [
        ['small', 'P'],
        ['medium', 'M'],
        ['large', 'G'],
        ['giant', 'GG'],
      ]) {
        await db.updateTable('pets').set({ size: to }).where('size', '=', from).execute();
      }
    },
  };
}
