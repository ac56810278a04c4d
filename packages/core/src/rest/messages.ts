import { Type, type Static } from 'typebox';

/*
 * What the REST answers say, as JSON Schema (TypeBox): the API validates and serializes with these, the storefront
 * types its calls from them (`import type` only, so none of this reaches its bundle). A message travels as the pt-BR
 * `message` for clients that only show text, beside its catalogue key `code` and `params`, which clients say in
 * their reader's language.
 *
 * The API's serializer writes an object's required fields first, then the optional ones, each in the order declared
 * here: that order is the order the API has always written them in, so keep it when adding a field.
 */

/** A message's parameters: `{ amount: 5000 }` (amounts in cents), `{ max: 120 }`. */
export const RestMessageParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));
export type RestMessageParams = Static<typeof RestMessageParams>;

/** One catalogue message: `{ code: 'password.tooShort', params: {} }`. */
export const RestKeyedMessage = Type.Object({ code: Type.String(), params: RestMessageParams });
export type RestKeyedMessage = Static<typeof RestKeyedMessage>;

/** A success that says something: `{ message: 'Seu email já está confirmado.', code: 'email.alreadyVerified', params: {} }`. */
export const RestNotice = Type.Object({ message: Type.String(), code: Type.String(), params: RestMessageParams });
export type RestNotice = Static<typeof RestNotice>;

const texts = Type.Record(Type.String(), Type.Array(Type.String()));
const keys = Type.Record(Type.String(), Type.Array(RestKeyedMessage));

/**
 * A refusal of the token endpoint (RFC 6749 JSON) or of a rate limit: `{ error: 'invalid_grant', error_description:
 * 'The credentials provided are incorrect', message: 'As credenciais…', code: 'auth.invalidCredentials', params: {} }`.
 */
export const RestOAuthFailure = Type.Object({
  error: Type.String(),
  error_description: Type.String(),
  message: Type.String(),
  code: Type.String(),
  params: RestMessageParams,
});
export type RestOAuthFailure = Static<typeof RestOAuthFailure>;

/**
 * A failure of the payment routes (and of any route without answers of its own): its `category` (authentication,
 * validation, payment, graphql, unavailable), per field the pt-BR texts (`validation`) and keys (`fields`), and a
 * payment's reason.
 */
export const RestCategorizedFailure = Type.Object({
  message: Type.String(),
  category: Type.String(),
  code: Type.String(),
  params: RestMessageParams,
  validation: Type.Optional(texts),
  fields: Type.Optional(keys),
  reason: Type.Optional(Type.String()),
  reasonCode: Type.Optional(Type.String()),
  reasonParams: Type.Optional(RestMessageParams),
});
export type RestCategorizedFailure = Static<typeof RestCategorizedFailure>;

/**
 * Any other failure: `{ message: 'As informações estão incompletas', code: 'error.incomplete', params: {}, errors:
 * { email: ['Informe um email válido'] }, fields: { email: [{ code: 'email.invalid', params: {} }] } }`.
 */
export const RestPlainFailure = Type.Object(
  {
    message: Type.String(),
    code: Type.String(),
    params: RestMessageParams,
    reason: Type.Optional(Type.String()),
    reasonCode: Type.Optional(Type.String()),
    reasonParams: Type.Optional(RestMessageParams),
    errors: Type.Optional(texts),
    fields: Type.Optional(keys),
  },
  { additionalProperties: true },
);
export type RestPlainFailure = Static<typeof RestPlainFailure>;

/** What a REST call answers when it fails, whatever the route. */
export const RestFailure = Type.Union([RestOAuthFailure, RestCategorizedFailure, RestPlainFailure]);
export type RestFailure = Static<typeof RestFailure>;

/** Every field a failure may carry, for a client reading one whose kind it does not know. */
export type RestFailureFields = Partial<RestOAuthFailure & RestCategorizedFailure & RestPlainFailure>;
