import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { MercuriusCommonOptions, MercuriusContext } from 'mercurius';
import { msg, t, type Message, type MessageKey } from '@store/core';
import { errorFields, isAppError, keyed } from '../lib/errors.js';

/**
 * A value GraphQL itself could not take (1.5 or "2" for an Int) is the shopper's bad input, not a broken request:
 * it answers as a validation error, in the words the server would use for that field.
 */
const COERCION_FIELD_MESSAGES: Record<string, MessageKey> = { quantity: 'cart.quantityInvalid' };
const VARIABLE_COERCION = /^Variable "\$\w+" got invalid value .* at "([^"]+)"; /;
const LITERAL_COERCION = /^(Int|Float|String|Boolean|ID) cannot represent /;

function coercionFailure(message: string): { field: string; message: Message } | null {
  const variable = VARIABLE_COERCION.exec(message);
  const literal = !variable && LITERAL_COERCION.test(message);
  if (!variable && !literal) return null;
  const field = variable
    ? variable[1]!
        .replace(/\[\d+\]/g, '')
        .split('.')
        .pop()!
    : 'input';
  return { field, message: msg(COERCION_FIELD_MESSAGES[field] ?? 'validation.invalidValue') };
}

type Formatted = GraphQLFormattedError & { extensions: Record<string, unknown> };

function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
    // mercurius wraps request-level validation failures (depth, syntax) in one error with a list
    return Array.isArray(inner)
      ? inner.map((e) => (e instanceof GraphQLError ? e : new GraphQLError(String((e as Error).message))))
      : [error];
  });
}

/**
 * Shapes every GraphQL error with `extensions.category` (spec 8), `extensions.code` (the message key of the core
 * catalogues) and `extensions.params`; `message` is the pt-BR text. Unexpected errors are logged and masked.
 */
function formatErrors(errors: readonly GraphQLError[], log: FastifyBaseLogger): Formatted[] {
  return flatten(errors).map((error) => {
    const original = error.originalError;
    const where = {
      ...(error.path ? { path: error.path } : {}),
      ...(error.locations ? { locations: error.locations } : {}),
    };
    if (isAppError(original)) {
      // too many requests and a passed deadline are answers about the request as a whole: HTTP says so too
      const status = original.status === 429 || original.status === 503 ? { status: original.status } : {};
      return {
        message: original.message,
        ...where,
        extensions: { category: original.category, ...errorFields(original), ...status },
      };
    }
    const httpStatus = (original as { statusCode?: unknown } | undefined)?.statusCode;
    if (typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500) {
      // a request Fastify refused before GraphQL saw it (body too large, bad JSON)
      return {
        message: original!.message,
        extensions: { category: 'graphql', ...keyed(msg('error.badRequest')), status: httpStatus },
      };
    }
    const coerced = coercionFailure(error.message);
    if (coerced) {
      const fields = {
        validation: { [coerced.field]: [t('pt-BR', coerced.message)] },
        fields: { [coerced.field]: [keyed(coerced.message)] },
      };
      return {
        message: t('pt-BR', 'error.incomplete'),
        ...where,
        extensions: { category: 'validation', ...keyed(msg('error.incomplete')), ...fields },
      };
    }
    if (!original || original instanceof GraphQLError) {
      // the request itself is wrong: syntax, unknown field, bad variable, depth or cost limit
      return {
        message: error.message,
        ...where,
        extensions: { category: 'graphql', ...keyed(msg('error.badRequest')) },
      };
    }
    log.error({ err: original }, 'unexpected error in a resolver');
    return {
      message: 'Internal server error',
      ...where,
      extensions: { category: 'internal', ...keyed(msg('error.generic')) },
    };
  });
}

type ErrorFormatter = NonNullable<MercuriusCommonOptions['errorFormatter']>;

/** mercurius's error formatter; a request refused before its context was made brings only reply and app. */
export function errorFormatter(
  execution: Parameters<ErrorFormatter>[0],
  context: Partial<MercuriusContext>,
): ReturnType<ErrorFormatter> {
  const log = (context.reply?.log ?? context.app?.log)!;
  const errors = formatErrors(execution.errors, log);
  // GraphQL over HTTP: a request that never ran (syntax, validation, limits) is 400; anything that ran is 200
  const neverRan = !execution.data && errors.every((e) => e.extensions.category !== 'internal' && !e.path);
  const refused = errors.find((e) => typeof e.extensions.status === 'number')?.extensions.status as number | undefined;
  const statusCode = refused ?? (neverRan ? 400 : 200);
  return { statusCode, response: { data: execution.data ?? null, errors } };
}
