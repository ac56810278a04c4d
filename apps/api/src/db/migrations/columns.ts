import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DbKind } from '../database.js';

/*
 * One migration set serves SQLite and PostgreSQL, so columns keep to types both read back the same:
 * integer ids, money in integer cents, booleans as 0/1 integers, instants as ISO-8601 UTC text and
 * JSON as text. See docs/decisions/0002-portable-schema.md.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, string>;
type Modifier = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export function withId(kind: DbKind, t: Table): Table {
  return kind === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A 0/1 flag with a default. */
export function flag(t: Table, name: string, value: 0 | 1 = 0): Table {
  return t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(value));
}

/** Integer cents; required unless `nullable`. */
export function money(t: Table, name: string, nullable = false): Table {
  return t.addColumn(name, 'integer', (c) => (nullable ? c : c.notNull().defaultTo(0)));
}

export function ref(
  t: Table,
  name: string,
  target: string,
  onDelete: 'cascade' | 'set null' | 'restrict',
  required = true,
): Table {
  const modifier: Modifier = (c) => {
    const r = c.references(target).onDelete(onDelete);
    return required ? r.notNull() : r;
  };
  return t.addColumn(name, 'integer', modifier);
}

export function timestamps(t: Table): Table {
  return t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

export async function index(db: AnyDb, table: string, columns: string[], unique = false): Promise<void> {
  const name = `${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`;
  let b = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) b = b.unique();
  await b.execute();
}
