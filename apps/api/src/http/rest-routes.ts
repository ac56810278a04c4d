import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RestFailure, t, type RestNotice } from '@store/core';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { Type } from 'typebox';
import { keyed, validationError, type Say } from '../lib/errors.js';
import { say } from '../lib/validation.js';

/**
 * A REST plugin's routes, each declaring its body, params, querystring and answers as TypeBox schemas (those the
 * storefront reads too come from @store/core). Called first in the plugin, and scoped to it: requests are checked
 * by TypeBox's compiler, which neither coerces nor strips (a route that reads its input itself sees it as sent),
 * a failed check answers as the store's other validation errors (422, per field the pt-BR text and the key), and the
 * handlers are typed from the schemas. Answers are written by the schemas: a field a schema leaves out is not sent.
 */
export function restRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setSchemaErrorFormatter(schemaFailure);
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/**
 * For a route that reads its input itself, leniently and with richer answers than a schema's (per-field core
 * messages, OAuth errors, the sign-in checked first, a number read as text): its schema describes what clients
 * send and types the route, and a request that does not fit it is still handed to the route, which decides.
 */
export const READS_OWN_INPUT = { attachValidation: true } as const;

/**
 * The failures of a plugin that answers every one itself in the store's shape (auth/rest-errors.ts `answerErrors`):
 * OAuth refusals, validation with its fields, 401 and the rest.
 */
export const OWN_FAILURES = { '4xx': RestFailure, '5xx': RestFailure };

/** An answer without a body (204, a redirect): what it means, for the reader of the schema. */
export const noBody = (description: string) => Type.Unsafe<void>({ description });

/** Which part of the request a schema checked: 'body', 'params', 'querystring' or 'headers'. */
type RequestPart = Parameters<Parameters<FastifyInstance['setSchemaErrorFormatter']>[0]>[1];

const unescape = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * A schema check's failures as the store's validation error: a missing field reads 'Campo obrigatório', anything
 * else 'Valor inválido', under the field's name (`address.city` for a nested one; the part's name, such as `body`,
 * when the whole part is wrong).
 */
export function schemaFailure(errors: FastifySchemaValidationError[], part: RequestPart) {
  const fields: Record<string, Say[]> = {};
  const add = (path: string[], message: Say) => {
    const name = path.join('.') || part;
    const list = (fields[name] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean).map(unescape);
    if (error.keyword !== 'required') add(path, 'validation.invalidValue');
    else {
      const { requiredProperties, missingProperty } = error.params;
      const missing = Array.isArray(requiredProperties) ? requiredProperties : [missingProperty];
      for (const name of missing) add([...path, String(name)], 'validation.required');
    }
  }
  return validationError(fields);
}

/** A success that says something, as the REST answers carry messages: `notice('auth.loggedOut')`. */
export function notice(message: Say): RestNotice {
  const text = say(message);
  return { message: t('pt-BR', text), ...keyed(text) };
}
