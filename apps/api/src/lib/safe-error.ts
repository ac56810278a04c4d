/** Fields an error may carry that quote data or settings: a database error's row values, statement and parameters. */
const UNSAFE = new Set([
  'detail',
  'where',
  'hint',
  'internalQuery',
  'internalPosition',
  'query',
  'sql',
  'parameters',
  'values',
  'config',
  'connectionString',
  'password',
  'client',
]);

export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * An error as the log writes it: type, message, stack, code and plain fields, without the fields that quote data
 * (`safeError(pgUniqueViolation)` keeps `code: '23505'` and `constraint`, drops `detail: 'Key (email)=(ana@…)'`),
 * and its cause treated alike.
 */
export function safeError(error: Error, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  // PostgreSQL quotes the offending input at the end of some messages: 'invalid input syntax for type integer: "abc"'
  const message = 'severity' in error ? error.message.replace(/: ".*"$/s, ': "…"') : error.message;
  // the stack's first line repeats the message
  const stack = (error.stack ?? '').replace(error.message, message);
  const logged: LoggedError = { type: error.constructor?.name ?? error.name, message, stack };
  for (const [key, value] of Object.entries(error)) {
    if (UNSAFE.has(key) || value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    logged[key] = value;
  }
  if (error.cause instanceof Error && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}
