import { sql } from 'kysely';
import type { DbKind } from '../database.js';
import type { AnyDb } from './columns.js';

/**
 * Accented letters and what they fold to. PostgreSQL's `unaccent` is an extension a managed database
 * may not offer, so the index folds with `translate`, which is immutable and always there; queries fold
 * with this same table (see modules/catalog/search-text.ts), so both sides always agree.
 */
export const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';

/**
 * The folded words of one column, as PostgreSQL indexes them. Everything but letters and digits becomes a
 * space first, so 'PET-0007', 'Erva-doce' and '3.5' split into the same words as the query side makes
 * (PostgreSQL's parser alone would keep '-0007' and '3.5' as single tokens).
 */
const folded = (column: string) =>
  sql`regexp_replace(lower(translate(coalesce(${sql.ref(column)}, ''), ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)})), '[^[:alnum:]]+', ' ', 'g')`;
const weighted = (column: string, weight: 'A' | 'B' | 'C') =>
  sql`setweight(to_tsvector('simple'::regconfig, ${folded(column)}), ${sql.lit(weight)})`;

/**
 * Accent-insensitive full-text search over item name, code and description (docs/decisions/0007-catalogue-search.md).
 * SQLite: an FTS5 index over the items table kept in sync by triggers, so the seed and every writer stay indexed.
 * PostgreSQL: a stored generated tsvector column with a GIN index.
 */
export function search(kind: DbKind) {
  return {
    async up(db: AnyDb) {
      // The "most searched" home row sorts a whole store by ranking.
      await db.schema
        .createIndex('items_store_id_deleted_ranking_idx')
        .on('items')
        .columns(['store_id', 'deleted', 'ranking'])
        .execute();
      if (kind === 'postgres') {
        await sql`alter table items add column search_vector tsvector generated always as (
          ${weighted('name', 'A')} || ${weighted('code', 'B')} || ${weighted('description', 'C')}
        ) stored`.execute(db);
        await sql`create index items_search_vector_idx on items using gin (search_vector)`.execute(db);
        return;
      }
      // External content: the index stores no second copy of the text; prefix indexes make 'rac*' cheap.
      await sql`create virtual table items_fts using fts5(
        name, code, description,
        content = 'items', content_rowid = 'id',
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
      )`.execute(db);
      await sql`create trigger items_fts_after_insert after insert on items begin
        insert into items_fts (rowid, name, code, description) values (new.id, new.name, new.code, new.description);
      end`.execute(db);
      await sql`create trigger items_fts_after_delete after delete on items begin
        insert into items_fts (items_fts, rowid, name, code, description) values ('delete', old.id, old.name, old.code, old.description);
      end`.execute(db);
      // Only text changes touch the index: stock and price updates, the frequent ones, cost nothing here.
      await sql`create trigger items_fts_after_update after update of name, code, description on items begin
        insert into items_fts (items_fts, rowid, name, code, description) values ('delete', old.id, old.name, old.code, old.description);
        insert into items_fts (rowid, name, code, description) values (new.id, new.name, new.code, new.description);
      end`.execute(db);
      await sql`insert into items_fts (items_fts) values ('rebuild')`.execute(db);
    },
  };
}
