import type { z } from 'zod';

/** The slice of a pino/Fastify logger a broken column is reported to. */
export type ColumnLog = { warn(details: object, message: string): void };

let log: ColumnLog = { warn() {} };

/** The app hands its logger over at start, so a bad stored value is reported where every other line goes. */
export function reportBadColumnsTo(next: ColumnLog): void {
  log = next;
}

/**
 * Reads a JSON text column with its zod schema: a value that is not JSON, or not of the schema's shape, gives
 * `fallback` and one warning naming the column, never a failed request. Use it once per column, in the
 * repository that reads it. `quiet` is for a value that is not stored yet (a client's, checked before it is
 * written): the client is answered, nothing is logged.
 *
 * parseJsonColumn('items.images', z.array(z.string()), '["a.png"]', []) → ['a.png']
 */
export function parseJsonColumn<S extends z.ZodType>(
  column: string,
  schema: S,
  text: string | null | undefined,
  fallback: z.output<S>,
  { quiet = false }: { quiet?: boolean } = {},
): z.output<S> {
  if (text == null || text === '') return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    if (!quiet) log.warn({ column }, 'stored JSON is not valid; using the default');
    return fallback;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success || quiet) return parsed.success ? parsed.data : fallback;
  log.warn(
    { column, issues: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) },
    'stored JSON has an unexpected shape; using the default',
  );
  return fallback;
}

/**
 * One key of a JSON column that falls back on its own: a bad value there gives `fallback` and a warning naming
 * `column.key`, and the rest of the column is still read.
 */
export function keyOr<S extends z.ZodType>(where: string, schema: S, fallback: z.output<S>) {
  return schema.catch((ctx) => {
    log.warn(
      { column: where, issues: ctx.issues.map((i) => i.message) },
      'stored JSON has an unexpected value; using the default',
    );
    return fallback;
  });
}
