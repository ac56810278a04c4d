import { t, type Message, type MessageKey, type MessageParams } from '@store/core';

/**
 * Expected failures carry a category the storefront maps to a message (spec section 8):
 * authentication → log out; validation → 'As informações estão incompletas' with the messages joined;
 * payment → the gateway's message and reason; graphql → 'Atenção' with the message.
 * 'unavailable' (a part the store needs is down for now: 503) reads 'Algo deu errado' / 'Tente novamente mais tarde'.
 * Anything else is a bug: it is logged and masked.
 */
export type ErrorCategory = 'authentication' | 'validation' | 'payment' | 'graphql' | 'unavailable';

/** A message of the core catalogues, as a key alone or with its parameters. */
export type Say = Message | MessageKey;

const toMessage = (message: Say): Message => (typeof message === 'string' ? { key: message } : message);

export type ErrorDetails = {
  /** field → pt-BR messages, for validation errors */
  validation?: Record<string, string[]>;
  /** field → the same messages as catalogue messages */
  fields?: Record<string, Message[]>;
  /** the gateway's reason in pt-BR, for payment errors */
  reason?: string;
  /** the same reason as a catalogue message */
  reasonMessage?: Message;
  /** HTTP status for REST answers */
  status?: number;
};

/** A message as clients read it: the catalogue key and its parameters, which they render in their own language. */
export type KeyedMessage = { code: MessageKey; params: MessageParams };

export const keyed = (message: Message): KeyedMessage => ({ code: message.key, params: message.params ?? {} });

export class AppError extends Error {
  /** what went wrong, as a catalogue message; `message` is its pt-BR text for clients that only show text */
  readonly text: Message;

  constructor(
    readonly category: ErrorCategory,
    message: Say,
    readonly details: ErrorDetails = {},
  ) {
    const text = toMessage(message);
    super(t('pt-BR', text));
    this.name = 'AppError';
    this.text = text;
  }

  get status(): number {
    return this.details.status ?? (this.category === 'authentication' ? 401 : this.category === 'graphql' ? 400 : 422);
  }
}

/**
 * What every error answer carries besides `message` (GraphQL `extensions`, REST bodies): `code` (the message key)
 * and `params`; per field the pt-BR texts (`validation`) and the keys (`fields`); a payment's reason likewise.
 */
export function errorFields(error: AppError) {
  const { validation, fields, reason, reasonMessage } = error.details;
  return {
    ...keyed(error.text),
    ...(validation && fields
      ? {
          validation,
          fields: Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map(keyed)])),
        }
      : {}),
    ...(reason && reasonMessage
      ? { reason, reasonCode: reasonMessage.key, reasonParams: reasonMessage.params ?? {} }
      : {}),
  };
}

export const authenticationError = (message: Say = 'auth.invalidToken') =>
  new AppError('authentication', message, { status: 401 });

/** validationError({ email: 'email.invalid' }), or with parameters: validationError({ name: msg('validation.tooLong', { max: 120 }) }) */
export function validationError(fields: Record<string, Say | Say[]>, message: Say = 'error.incomplete'): AppError {
  const messages = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, (Array.isArray(v) ? v : [v]).map(toMessage)]),
  );
  const validation = Object.fromEntries(
    Object.entries(messages).map(([k, list]) => [k, list.map((m) => t('pt-BR', m))]),
  );
  return new AppError('validation', message, { validation, fields: messages });
}

export const paymentError = (message: Say, reason?: Say) =>
  new AppError(
    'payment',
    message,
    reason ? { reason: t('pt-BR', toMessage(reason)), reasonMessage: toMessage(reason) } : {},
  );

/** A refusal the shopper can read (not found, not allowed now): GraphQL category 'graphql'. */
export const userError = (message: Say, status = 400) => new AppError('graphql', message, { status });

export const notFoundError = (message: Say = 'error.notFound') => userError(message, 404);

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** An AppError as one entry of a GraphQL `errors` list, for answers made before or after execution. */
export const graphqlError = (error: AppError) => ({
  message: error.message,
  extensions: { category: error.category, ...errorFields(error) },
});

/** A REST error body made without throwing: `errorBody('cep.notFound')` → { message: 'Nenhuma informação recuperada', code: 'cep.notFound', params: {} }. */
export const errorBody = (message: Say) => {
  const text = toMessage(message);
  return { message: t('pt-BR', text), ...keyed(text) };
};
