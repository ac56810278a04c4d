import {
  t as coreT,
  type CepAnswer,
  type ForgotPasswordBody,
  type Locale,
  type PlaceAnswer,
  type RegisterBody,
  type ResetPasswordBody,
  type RestNotice,
} from '@store/core';
import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { useServices, type Services } from '../../lib/services';
import { graphql } from '../../lib/graphql-client';
import { RestError, type HttpClient } from '../../lib/http-client';
import { wireFields, wireMessage } from '../../lib/wire-message';

// Here, beside the account's other calls, so 'Meus dados' and the deletion dialog share it without a chunk of its own.
const EMAIL_QUERY = graphql(`query MyEmail { me { id email pendingEmail hasPassword } }`);

/** What 'Meus dados' needs to change the e-mail: the address in force, one waiting for its link, and how to prove it is you. */
export type EmailAccount = NonNullable<ResultOf<typeof EMAIL_QUERY>['me']>;

export function useEmailAccount() {
  const { gql } = useServices();
  return useQuery({
    queryKey: ['me', 'email'],
    queryFn: () => gql.request(EMAIL_QUERY),
    select: (data) => data.me,
  });
}

/** A REST answer's failure: its translated message and, for 422, each field's first message. */
export class AccountRestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AccountRestError';
  }
}

/** A field's first message in the reader's language: its key when the server sent one, else the server's text. */
const fieldText = (locale: Locale, error: RestError, name: string, value: string | string[]) => {
  const keyed = wireFields(error.keyed.fields)[name]?.[0];
  return keyed ? coreT(locale, keyed) : Array.isArray(value) ? (value[0] ?? '') : value;
};

/** Spec 7: authentication and registration wait 90 s, bearer calls under api/ 10 s. */
async function call<T>(services: Services, read: (http: HttpClient) => Promise<T>): Promise<T> {
  try {
    return await read(services.http);
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([name, value]) => [name, fieldText(services.locale, error, name, value)]),
    );
    const said = wireMessage(error.keyed);
    const message = said ? coreT(services.locale, said) : error.message || coreT(services.locale, 'error.generic');
    throw new AccountRestError(error.status, message, fields);
  }
}

const AUTH = 90_000;
const API = 10_000;

export type { RegisterBody };
/** Spec 7 reverse geocoding: the place at a position, with the address form's parts (postalCode: 8 digits). */
export type PlaceInfo = PlaceAnswer;

export const accountApi = {
  register: (services: Services, body: RegisterBody) =>
    call(services, (http) =>
      http.json<RestNotice>('/api/register', {
        body: { ...body, store_id: services.config.storeId },
        timeoutMs: AUTH,
      }),
    ),
  forgotPassword: (services: Services, email: string) =>
    call(services, (http) => {
      const body: ForgotPasswordBody = { email };
      return http.json<RestNotice>('/api/password/forgot', { body, timeoutMs: AUTH });
    }),
  resetPassword: (services: Services, body: ResetPasswordBody) =>
    call(services, (http) => http.json<RestNotice>('/api/password/reset', { body, timeoutMs: AUTH })),
  resendVerification: (services: Services) =>
    call(services, (http) => http.json<RestNotice>('/api/email/resend', { body: {}, bearer: true, timeoutMs: API })),
  exportMyData: (services: Services) =>
    call(services, (http) => http.blob('/api/me/export', { bearer: true, timeoutMs: API })),
  lookupCep: (services: Services, cep: string) =>
    call(services, (http) => http.json<CepAnswer>(`/api/cep/${encodeURIComponent(cep)}`, { timeoutMs: API })),
  reverseGeocode: (services: Services, at: { latitude: number; longitude: number }) =>
    call(services, (http) =>
      http.json<PlaceAnswer>(`/api/geocode/reverse?lat=${at.latitude}&lng=${at.longitude}`, {
        bearer: true,
        timeoutMs: API,
      }),
    ),
};
