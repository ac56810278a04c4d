import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../../test/app.js';
import { readOutbox, type OutboxEntry } from '../mail/outbox-mailer.js';

/** Test helpers for the auth routes: what the storefront sends, and the outbox it reads. */

export const CLIENT = { client_id: 'storefront', client_secret: 'storefront-secret' };
export const PETSHOP = 'petshop.localhost';
export const LOJA = 'loja.localhost';

type Body = Record<string, string | number>;

/** POSTs to the token endpoint as JSON, or as a form with `{ form: true }`. */
export function postToken(
  app: FastifyInstance,
  body: Body,
  options: { host?: string; form?: boolean; ip?: string } = {},
) {
  const host = options.host ?? PETSHOP;
  const remoteAddress = options.ip ?? '127.0.0.1';
  if (options.form) {
    const payload = new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload,
      remoteAddress,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  return app.inject({ method: 'POST', url: '/oauth/token', payload: body, remoteAddress, headers: { host } });
}

export type Tokens = { token_type: string; access_token: string; expires_in: number; refresh_token: string };

/** Signs in with a password and returns the tokens (fails the test on anything but 200). */
export async function signIn(app: FastifyInstance, email: string, password: string, host = PETSHOP): Promise<Tokens> {
  const response = await postToken(app, { ...CLIENT, grant_type: 'password', username: email, password }, { host });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  return response.json() as Tokens;
}

export function refresh(app: FastifyInstance, refreshToken: string, host = PETSHOP) {
  return postToken(app, { ...CLIENT, grant_type: 'refresh_token', refresh_token: refreshToken }, { host });
}

/** GET /api/session with a bearer token: 200 while the sign-in is alive. */
export function session(app: FastifyInstance, accessToken: string, host = PETSHOP) {
  return app.inject({ method: 'GET', url: '/api/session', headers: { host, authorization: `Bearer ${accessToken}` } });
}

/** The newest e-mail to an address; mail leaves in the background, so this waits for it a little. */
export async function waitForMail(t: TestApp, to: string, after = 0): Promise<OutboxEntry> {
  const dir = path.join(t.config.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const found = (await readOutbox(dir)).filter((m) => m.to === to);
    if (found.length > after) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail to ${to} in the outbox`);
}

/** How many e-mails went to an address so far. */
export async function mailCount(t: TestApp, to: string): Promise<number> {
  return (await readOutbox(path.join(t.config.dataDir, 'outbox'))).filter((m) => m.to === to).length;
}
