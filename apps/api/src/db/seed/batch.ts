/**
 * Rows per multi-row INSERT. SQLite caps bound parameters per statement (32,766 in the bundled
 * build, 999 in old ones) and PostgreSQL at 65,535; 200 rows of our widest table stay far below both.
 */
export const CHUNK_ROWS = 200;

/** `chunk([1, 2, 3], 2)` → [[1, 2], [3]] */
export function chunk<T>(rows: readonly T[], size = CHUNK_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
