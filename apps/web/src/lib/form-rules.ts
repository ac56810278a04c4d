import type { Message } from '@store/core';
import type { FieldPath, FieldValues, UseFormSetError, Validate } from 'react-hook-form';
import { GraphQLRequestError } from './graphql-client';
import type { Translate } from './i18n/use-t';
import { wireFields } from './wire-message';

/**
 * A core validator as a react-hook-form `validate`: true when it passes, else its message in the shopper's language.
 * `coreRule(t, validateCep)` → '01310-10' fails with 'CEP deve ser válido'; the form's other values come second, for
 * rules over the whole form: `coreRule(t, (_, values) => validateAddress(values).city)`.
 */
export function coreRule<Value, Values extends FieldValues = FieldValues>(
  t: Translate,
  validator: (value: Value, values: Values) => Message | null | undefined,
): Validate<Value, Values> {
  return (value, values) => {
    const message = validator(value, values);
    return message ? t(message) : true;
  };
}

/** Each field's first message in a GraphQL validation answer (`extensions.fields`), in the shopper's language. */
export function serverFieldMessages(error: unknown, t: Translate): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  return Object.fromEntries(
    error.errors.flatMap((e) =>
      Object.entries(wireFields(e.extensions?.fields)).flatMap(([name, [first]]) => (first ? [[name, t(first)]] : [])),
    ),
  );
}

/**
 * The server's field messages under the form's fields (`names` maps the server's names where they differ:
 * { newerPassword: 'newPassword' }); a name the form does not have is left out. True when one was shown.
 */
export function showServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  messages: Record<string, string>,
  fields: readonly FieldPath<Values>[],
  names: Partial<Record<string, FieldPath<Values>>> = {},
): boolean {
  let shown = false;
  for (const [name, message] of Object.entries(messages)) {
    const field = names[name] ?? fields.find((f) => f === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
