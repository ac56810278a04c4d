import { msg, t } from '@store/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorFields, isAppError, keyed } from '../../lib/errors.js';
import { OAuthError, TooManyAttempts } from './oauth-error.js';

/**
 * How the auth routes answer a failure (scoped to the auth plugin); every body carries `code` (the message key)
 * and `params` beside the pt-BR `message`:
 * - token endpoint refusals: OAuth JSON `{ error, error_description, message, code, params }`;
 * - validation: 422 `{ message: 'As informações estão incompletas', code: 'error.incomplete', params: {},
 *   errors: { field: [pt-BR messages] }, fields: { field: [{ code, params }] } }`;
 * - a missing or bad bearer token: 401 `{ message: 'Invalid token' }`, which makes the storefront log out;
 * - over a limit: 429 with Retry-After;
 * - anything unexpected: logged, answered 500 with the generic text.
 */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof OAuthError) {
      if (error.code === 'invalid_client') reply.header('www-authenticate', 'Basic realm="oauth"');
      return reply.code(error.status).send(error.body);
    }
    if (error instanceof TooManyAttempts)
      return reply.code(429).header('retry-after', String(error.retryAfter)).send(error.body);
    if (isAppError(error)) {
      if (error.category === 'authentication') reply.header('www-authenticate', 'Bearer error="invalid_token"');
      const { validation, fields, ...rest } = errorFields(error);
      return reply
        .code(error.status)
        .send({ message: error.message, ...rest, ...(validation ? { errors: validation, fields } : {}) });
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own refusals: unreadable JSON, unknown content type, body too large
      const body = request.url.startsWith('/oauth/')
        ? new OAuthError('invalid_request', 'auth.invalidRequest', status).body
        : { message: t('pt-BR', 'error.generic'), ...keyed(msg('error.generic')) };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'unexpected error in an auth route');
    return reply.code(500).send({ message: t('pt-BR', 'error.generic'), ...keyed(msg('error.generic')) });
  });
}
