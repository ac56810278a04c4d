import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error.js';

/** The shape pg gives a failed statement: SQLSTATE, severity, and fields that quote the row. */
function pgError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('safeError (an error as the log writes it)', () => {
  it('keeps what tells the error apart and drops the row values a unique violation quotes', () => {
    const error = pgError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(ana@exemplo.com.br) already exists.',
      client: { password: 'segredo' },
    });
    const logged = safeError(error);
    expect(logged).toMatchObject({
      message: 'duplicate key value violates unique constraint "users_email_key"',
      code: '23505',
      constraint: 'users_email_key',
    });
    expect(JSON.stringify(logged)).not.toMatch(/ana@exemplo|segredo/);
  });

  it('drops the value PostgreSQL quotes at the end of a message, and a statement and its parameters', () => {
    const error = pgError('invalid input syntax for type integer: "4111111111111111"', {
      code: '22P02',
      query: 'select $1',
      parameters: ['x'],
    });
    const logged = safeError(error);
    expect(logged.message).toBe('invalid input syntax for type integer: "…"');
    expect(JSON.stringify(logged)).not.toMatch(/4111111111111111|select \$1/);
  });

  it('treats the cause alike', () => {
    const inner = pgError('x', { detail: 'Key (cpf)=(52998224725)' });
    expect(JSON.stringify(safeError(new Error('outer', { cause: inner })))).not.toContain('52998224725');
  });
});
