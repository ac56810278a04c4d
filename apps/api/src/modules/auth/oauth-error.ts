import { t, type Message, type MessageKey } from '@store/core';
import { keyed } from '../../lib/errors.js';

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

/**
 * A refusal of the token endpoint, answered as RFC 6749 JSON plus the message key the storefront translates and
 * the pt-BR text for other clients: `{ error: 'invalid_grant', error_description: 'The credentials provided are
 * incorrect', message: 'As credenciais…', code: 'auth.invalidCredentials', params: {} }`.
 */
export class OAuthError extends Error {
  readonly text: Message;

  constructor(
    readonly code: OAuthErrorCode,
    text: Message | MessageKey,
    readonly status = code === 'invalid_client' ? 401 : 400,
  ) {
    const message = typeof text === 'string' ? { key: text } : text;
    super(t('pt-BR', message));
    this.name = 'OAuthError';
    this.text = message;
  }

  get body() {
    return { error: this.code, error_description: t('en', this.text), message: this.message, ...keyed(this.text) };
  }
}

export const invalidCredentials = () => new OAuthError('invalid_grant', 'auth.invalidCredentials');

/** Over a rate limit: 429 with Retry-After, on the token endpoint and on the REST calls alike. */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfter: number) {
    super(t('pt-BR', 'auth.tooManyAttempts'));
    this.name = 'TooManyAttempts';
  }

  get body() {
    return {
      error: 'too_many_requests',
      error_description: t('en', 'auth.tooManyAttempts'),
      message: this.message,
      ...keyed({ key: 'auth.tooManyAttempts' }),
    };
  }
}
