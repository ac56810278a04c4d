import { msg, t as coreT, validateCep } from '@store/core';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from './graphql-client';
import { coreRule, serverFieldMessages, showServerErrors } from './form-rules';
import type { Translate } from './i18n/use-t';

const english: Translate = (key) => coreT('en', key as Parameters<typeof coreT>[1]);

describe('coreRule', () => {
  it("passes what core accepts and says core's message in the shopper's language", () => {
    const rule = coreRule(english, validateCep);
    expect(rule('01310-100', {})).toBe(true);
    expect(rule('0131', {})).toBe(coreT('en', msg('cep.invalid')));
  });

  it('gives a rule over the whole form the other values', () => {
    const rule = coreRule<string, { a: string; b: string }>(english, (value, values) =>
      value === values.b ? null : msg('validation.required'),
    );
    expect(rule('x', { a: 'x', b: 'x' })).toBe(true);
    expect(rule('x', { a: 'x', b: 'y' })).toBe(coreT('en', 'validation.required'));
  });
});

describe('server field errors', () => {
  const refusal = new GraphQLRequestError(
    [
      {
        message: 'As informações estão incompletas',
        extensions: {
          category: 'validation',
          fields: { newerPassword: [{ code: 'password.needsNumber' }], file: [{ code: 'avatar.invalid' }] },
        },
      },
    ],
    200,
  );

  it("reads each field's key in the shopper's language and puts it under the form's field of that name", () => {
    const messages = serverFieldMessages(refusal, english);
    expect(messages.newerPassword).toBe(coreT('en', 'password.needsNumber'));
    const setError = vi.fn();
    expect(showServerErrors(setError, messages, ['newPassword'], { newerPassword: 'newPassword' })).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'newPassword',
      { type: 'server', message: coreT('en', 'password.needsNumber') },
      { shouldFocus: true },
    );
    expect(serverFieldMessages(new Error('offline'), english)).toEqual({});
  });
});
