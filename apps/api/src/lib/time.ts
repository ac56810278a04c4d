/** The current instant as stored in the database: ISO-8601 UTC text. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
