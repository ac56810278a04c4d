import { describe, expect, it, vi } from 'vitest';
import type { AuthApi } from './auth-api';
import { Session, TOKEN_MARGIN_MS } from './session';
import { memoryStorage, storeStorage } from './storage';

function setup(token: AuthApi['token']) {
  let now = 1_000_000;
  const api: AuthApi = { token: vi.fn(token), logout: vi.fn(async () => undefined) };
  const storage = storeStorage('pet', memoryStorage());
  const session = new Session(
    storage,
    api,
    () => now,
    (_name, task) => task(),
  );
  return { session, api, storage, advance: (ms: number) => (now += ms) };
}

describe('the session (spec 4 Authentication)', () => {
  it('fetches the app token once and reuses it until 5 minutes before it expires', async () => {
    let n = 0;
    const { session, api, advance } = setup(async () => ({ access_token: `app-${++n}`, expires_in: 3600 }));
    expect(await Promise.all([session.bearer(), session.bearer()])).toEqual(['app-1', 'app-1']);
    advance(3600_000 - TOKEN_MARGIN_MS - 1);
    expect(await session.bearer()).toBe('app-1');
    advance(2);
    expect(await session.bearer()).toBe('app-2');
    expect(api.token).toHaveBeenCalledTimes(2);
    expect(api.token).toHaveBeenCalledWith({ grant_type: 'client_credentials' });
  });

  it("uses the app token the store's page came with, unless it is close to expiry or an older stored one outlives it", async () => {
    let n = 0;
    const { session, api, advance } = setup(async () => ({ access_token: `fetched-${++n}`, expires_in: 3600 }));
    session.adoptAppToken({ accessToken: 'page-1', expiresAt: 1_000_000 + 3600_000 });
    expect(await session.bearer()).toBe('page-1');
    expect(api.token).not.toHaveBeenCalled();
    // a page served from the offline copy carries a token about to expire: it is not taken
    session.adoptAppToken({ accessToken: 'page-old', expiresAt: 1_000_000 + TOKEN_MARGIN_MS });
    expect(await session.bearer()).toBe('page-1');
    // nor one that is no token at all
    session.adoptAppToken({ accessToken: 42 as unknown as string, expiresAt: Number.NaN });
    expect(await session.bearer()).toBe('page-1');
    // a later page's token lives longer than the stored one: it is taken
    advance(60_000);
    session.adoptAppToken({ accessToken: 'page-2', expiresAt: 1_060_000 + 3600_000 });
    expect(await session.bearer()).toBe('page-2');
    advance(3600_000 - TOKEN_MARGIN_MS + 1);
    expect(await session.bearer()).toBe('fetched-1');
  });

  it('signs in with the password grant and refreshes the access token when under 5 minutes remain', async () => {
    const { session, api, advance } = setup(async (body) =>
      body.grant_type === 'password'
        ? { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 }
        : { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 },
    );
    await session.signIn('cliente@petshop.demo', 'Senha123');
    expect(session.signedIn).toBe(true);
    expect(api.token).toHaveBeenCalledWith({
      grant_type: 'password',
      username: 'cliente@petshop.demo',
      password: 'Senha123',
    });
    expect(await session.bearer()).toBe('access-1');
    advance(900_000 - TOKEN_MARGIN_MS + 1);
    expect(await session.bearer()).toBe('access-2');
    expect(api.token).toHaveBeenLastCalledWith({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
  });

  it('logs out when the refresh fails', async () => {
    const { session, advance } = setup(async (body) => {
      if (body.grant_type === 'refresh_token') throw new Error('invalid_grant');
      return { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 };
    });
    const told = vi.fn();
    session.onExpire = told;
    await session.signIn('cliente@petshop.demo', 'Senha123');
    advance(800_000);
    await expect(session.bearer()).rejects.toThrow('Invalid token');
    expect(session.signedIn).toBe(false);
    expect(told).toHaveBeenCalledOnce();
  });

  it('logout ends the sign-in on the server and forgets the tokens', async () => {
    const { session, api, storage } = setup(async () => ({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      expires_in: 900,
    }));
    await session.signIn('cliente@petshop.demo', 'Senha123');
    await session.logout();
    expect(api.logout).toHaveBeenCalledWith('access-1');
    expect(storage.get('auth', null)).toBeNull();
    expect(session.signedIn).toBe(false);
  });
});
