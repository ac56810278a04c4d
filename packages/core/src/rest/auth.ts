import { Type, type Static } from 'typebox';

const text = () => Type.Optional(Type.String());

/**
 * POST /oauth/token and /oauth/revoke (RFC 6749 / 7009, and the social grant), as JSON or as a form. Every field is
 * text; the API reads a number as its text and anything else as empty, and names what is missing in an OAuth error.
 */
export const TokenBody = Type.Object({
  grant_type: Type.Optional(
    Type.Union([
      Type.Literal('client_credentials'),
      Type.Literal('password'),
      Type.Literal('refresh_token'),
      Type.Literal('social'),
    ]),
  ),
  /** the store's id or guid; the request's host store when absent */
  store_id: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
  client_id: text(),
  client_secret: text(),
  /** password grant: the e-mail as `username` or `email` */
  username: text(),
  email: text(),
  password: text(),
  refresh_token: text(),
  /** revocation: the refresh token to end (or `refresh_token`) */
  token: text(),
  /** social grant: 'google' or 'apple', with its ID token as `access_token` or `id_token` */
  provider: text(),
  access_token: text(),
  id_token: text(),
  /** social grant: the person's name when the provider tells it only once */
  name: text(),
});
export type TokenBody = Static<typeof TokenBody>;

/** A sign-in, refresh or app token: `expires_in` seconds; a refresh token only for a person's sign-in. */
export const TokenAnswer = Type.Object({
  token_type: Type.Literal('Bearer'),
  access_token: Type.String(),
  expires_in: Type.Integer(),
  refresh_token: Type.Optional(Type.String()),
});
export type TokenAnswer = Static<typeof TokenAnswer>;

/**
 * POST /api/register (spec 7): a person, or a company (`type` 'company') with its fields. The store is the host's: a
 * `store_id` is not read. Each field is checked by the store's registration rules, which answer per field.
 */
export const RegisterBody = Type.Object({
  type: Type.Union([Type.Literal('person'), Type.Literal('company')]),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  password: Type.String(),
  password_confirmation: Type.String(),
  /** 'F' (a person) or 'J' (a company), read when `type` is absent */
  person_type: text(),
  cpf_cnpj: text(),
  trade_name: text(),
  company_name: text(),
  state_registration: text(),
  /** yyyy-mm-dd */
  company_created_at: text(),
  purchase_responsible_name: text(),
  store_id: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** POST /api/password/forgot: the e-mail to send a reset code to (the same answer whether it is known or not). */
export const ForgotPasswordBody = Type.Object({ email: Type.String() });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** POST /api/password/reset: the code from the e-mail and the new password, twice. */
export const ResetPasswordBody = Type.Object({
  email: Type.String(),
  code: Type.String(),
  password: Type.String(),
  password_confirmation: Type.String(),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
