import { GraphQLError, type ExecutionResult } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { isAppError } from '../lib/errors.js';

type Formatted = { message: string; path?: readonly (string | number)[]; locations?: readonly { line: number; column: number }[]; extensions: Record<string, unknown> };

function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
    // mercurius wraps request-level validation failures (depth, syntax) in one error with a list
    return Array.isArray(inner) ? inner.map((e) => (e instanceof GraphQLError ? e : new GraphQLError(String((e as Error).message)))) : [error];
  });
}

/** Shapes every GraphQL error with an `extensions.category`; unexpected errors are logged and masked. */
export function formatErrors(errors: readonly GraphQLError[], log: FastifyBaseLogger): Formatted[] {
  return flatten(errors).map((error) => {
    const original = error.originalError;
    const where = { ...(error.path ? { path: error.path } : {}), ...(error.locations ? { locations: error.locations } : {}) };
    if (isAppError(original)) {
      const { validation, reason, code } = original.details;
      return {
        message: original.message,
        ...where,
        extensions: { category: original.category, ...(code ? { code } : {}), ...(validation ? { validation } : {}), ...(reason ? { reason } : {}) },
      };
    }
    const httpStatus = (original as { statusCode?: unknown } | undefined)?.statusCode;
    if (typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500) {
      // a request Fastify refused before GraphQL saw it (body too large, bad JSON)
      const code = String((original as { code?: unknown }).code ?? 'bad_request');
      return { message: original!.message, extensions: { category: 'graphql', code, status: httpStatus } };
    }
    if (!original || original instanceof GraphQLError) {
      // the request itself is wrong: syntax, unknown field, bad variable, depth or cost limit
      return { message: error.message, ...where, extensions: { category: 'graphql', code: 'bad_request' } };
    }
    log.error({ err: original }, 'unexpected error in a resolver');
    return { message: 'Internal server error', ...where, extensions: { category: 'internal' } };
  });
}

export function errorFormatter(execution: ExecutionResult & { errors: readonly GraphQLError[] }, context: { reply?: { log: FastifyBaseLogger }; app?: { log: FastifyBaseLogger } }) {
  const log = (context.reply?.log ?? context.app?.log)!;
  const errors = formatErrors(execution.errors, log);
  // GraphQL over HTTP: a request that never ran (syntax, validation, limits) is 400; anything that ran is 200
  const neverRan = !execution.data && errors.every((e) => e.extensions.category === 'graphql' && !e.path);
  const refused = errors.find((e) => typeof e.extensions.status === 'number')?.extensions.status as number | undefined;
  const statusCode = refused ?? (neverRan ? 400 : 200);
  return { statusCode, response: { data: execution.data ?? null, errors } };
}
