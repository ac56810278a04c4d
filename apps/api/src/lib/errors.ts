/**
 * Expected failures carry a category the storefront maps to a message (spec section 8):
 * authentication → log out; validation → 'As informações estão incompletas' with the messages joined;
 * payment → the gateway's message and reason; graphql → 'Atenção' with the message.
 * Anything else is a bug: it is logged and masked.
 */
export type ErrorCategory = 'authentication' | 'validation' | 'payment' | 'graphql';

export type ErrorDetails = {
  /** field → messages, for validation errors */
  validation?: Record<string, string[]>;
  /** the gateway's reason, for payment errors */
  reason?: string;
  /** a stable code clients may branch on */
  code?: string;
  /** HTTP status for REST answers */
  status?: number;
};

export class AppError extends Error {
  constructor(
    readonly category: ErrorCategory,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return this.details.status ?? (this.category === 'authentication' ? 401 : this.category === 'graphql' ? 400 : 422);
  }
}

export const authenticationError = (message = 'Invalid token', code = 'invalid_token') =>
  new AppError('authentication', message, { code, status: 401 });

/** validationError({ email: 'Informe um email válido' }) */
export function validationError(fields: Record<string, string | string[]>, message = 'As informações estão incompletas'): AppError {
  const validation = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
  return new AppError('validation', message, { validation, code: 'validation' });
}

export const paymentError = (message: string, reason?: string, code = 'payment') =>
  new AppError('payment', message, { ...(reason ? { reason } : {}), code });

/** A refusal the shopper can read (not found, not allowed now): GraphQL category 'graphql'. */
export const userError = (message: string, code = 'bad_request', status = 400) => new AppError('graphql', message, { code, status });

export const notFoundError = (message = 'Não encontrado') => userError(message, 'not_found', 404);

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
