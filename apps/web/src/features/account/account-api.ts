import { t as coreT, type Locale } from '@store/core';
import type { Services } from '../../app/services';
import { messageFromServerText } from '../../lib/server-message';

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

const translate = (locale: Locale, text: string) => {
  const known = messageFromServerText(text);
  return known ? coreT(locale, known) : text;
};

/** Spec 7: authentication and registration wait 90 s, bearer calls under api/ 10 s. */
async function call(services: Services, method: string, path: string, body?: unknown, withBearer = false, timeoutMs = 90_000) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (withBearer) headers.authorization = `Bearer ${await services.session.bearer()}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
  if (response.ok) return response;
  const json = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string | string[]> };
  // Spec 8: HTTP 401 logs out.
  if (response.status === 401 && withBearer && services.session.signedIn) {
    services.session.clear();
    services.prompts.message({ title: coreT(services.locale, 'auth.loggedOut'), tone: 'info' });
  }
  const fields = Object.fromEntries(
    Object.entries(json.errors ?? {}).map(([name, value]) => [name, translate(services.locale, Array.isArray(value) ? (value[0] ?? '') : value)]),
  );
  throw new AccountRestError(response.status, json.message ? translate(services.locale, json.message) : coreT(services.locale, 'error.generic'), fields);
}

const json = async <T>(response: Response) => (await response.json()) as T;

export type RegisterBody = {
  email: string;
  password: string;
  password_confirmation: string;
  name: string;
  phone: string;
  type: 'person' | 'company';
  cpf_cnpj?: string;
  trade_name?: string;
  company_name?: string;
  state_registration?: string;
  company_created_at?: string;
  purchase_responsible_name?: string;
};

export const accountApi = {
  register: async (services: Services, body: RegisterBody) =>
    json<{ message: string }>(await call(services, 'POST', '/api/register', { ...body, store_id: services.config.storeId })),
  forgotPassword: async (services: Services, email: string) => json<{ message: string }>(await call(services, 'POST', '/api/password/forgot', { email })),
  resetPassword: async (services: Services, body: { email: string; code: string; password: string; password_confirmation: string }) =>
    json<{ message: string }>(await call(services, 'POST', '/api/password/reset', body)),
  resendVerification: async (services: Services) => json<{ message: string }>(await call(services, 'POST', '/api/email/resend', {}, true, 10_000)),
  exportMyData: async (services: Services) => (await call(services, 'GET', '/api/me/export', undefined, true, 10_000)).blob(),
  lookupCep: async (services: Services, cep: string) => json<CepInfo>(await call(services, 'GET', `/api/cep/${encodeURIComponent(cep)}`, undefined, false, 10_000)),
};

export type CepInfo = {
  cep: string;
  logradouro: string | null;
  complemento: string | null;
  bairro: string | null;
  municipio: { nome: string; uf: { sigla: string } };
  latitude: number | null;
  longitude: number | null;
};
