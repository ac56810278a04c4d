import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, NoBearerError, RestError } from './http-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the HTTP client', () => {
  it('sends JSON with the bearer and answers the JSON of a REST call', async () => {
    const fetch = vi.fn(async () => json({ message: 'ok' }));
    const http = createHttpClient({ bearer: async () => 'user-token', fetch });
    expect(await http.json('/api/email/resend', { body: {}, bearer: true })).toEqual({ message: 'ok' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/email/resend');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer user-token',
      'content-type': 'application/json',
      'cache-control': 'no-cache',
    });
  });

  it("sends a picture's bytes as they are, typed as the picture", async () => {
    const fetch = vi.fn(async () => json({ id: '5' }));
    const photo = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' });
    await createHttpClient({ bearer: async () => 'user-token', fetch }).json('/api/pets/5/avatar', {
      method: 'PUT',
      raw: photo,
      bearer: true,
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, init.body]).toEqual(['PUT', photo]);
    expect(init.headers).toMatchObject({ authorization: 'Bearer user-token', 'content-type': 'image/webp' });
  });

  it('sends no bearer unless asked, and then never asks the session for one', async () => {
    const bearer = vi.fn(async () => 'user-token');
    const fetch = vi.fn(async () => json({ cep: '01001000' }));
    await createHttpClient({ bearer, fetch }).json('/api/cep/01001000');
    expect(bearer).not.toHaveBeenCalled();
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('authorization');
  });

  it('turns a failing REST answer into a RestError with its code, message and field messages', async () => {
    const fetch = vi.fn(async () =>
      json(
        {
          error: 'validation',
          message: 'O campo e-mail é obrigatório.',
          errors: { email: ['O campo e-mail é obrigatório.'] },
        },
        422,
      ),
    );
    const failure = (await createHttpClient({ bearer: async () => null, fetch })
      .json('/api/register', { body: {} })
      .catch((e: unknown) => e)) as RestError;
    expect(failure).toBeInstanceOf(RestError);
    expect([failure.status, failure.code, failure.message]).toEqual([
      422,
      'validation',
      'O campo e-mail é obrigatório.',
    ]);
    expect(failure.fields).toEqual({ email: ['O campo e-mail é obrigatório.'] });
  });

  it('logs out on HTTP 401 to a request that carried the bearer, REST or GraphQL alike', async () => {
    const onUnauthorized = vi.fn();
    const http = createHttpClient({
      bearer: async () => 'old',
      onUnauthorized,
      fetch: vi.fn(async () => json({ error: 'unauthorized' }, 401)),
    });
    await http.json('/api/me/export', { bearer: true }).catch(() => undefined);
    await http.send('/graphql', { body: {}, bearer: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves the sign-in alone when a request without the bearer answers 401 (wrong password at /oauth/token)', async () => {
    const onUnauthorized = vi.fn();
    const http = createHttpClient({
      bearer: async () => 'old',
      onUnauthorized,
      fetch: vi.fn(async () => json({ error: 'invalid_grant' }, 401)),
    });
    await http.json('/oauth/token', { body: {} }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends nothing when no bearer can be had', async () => {
    const fetch = vi.fn();
    const http = createHttpClient({ bearer: async () => Promise.reject(new Error('Invalid token')), fetch });
    const failure = await http.json('/api/email/resend', { body: {}, bearer: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NoBearerError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
