import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '../../lib/auth-api';
import { Session } from '../../lib/session';
import { memoryStorage, storeStorage } from '../../lib/storage';
import { providerToken } from './social-sign-in';

/** The browser "loads" the provider's script at once (or had it already), and the script defines the given global. */
function fakeProviderScript(global: string, value: unknown) {
  (window as unknown as Record<string, unknown>)[global] = value;
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) (node as HTMLScriptElement).onload?.(new Event('load'));
  });
}

describe('social sign-in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>).google;
    delete (window as unknown as Record<string, unknown>).AppleID;
  });

  it('asks Google for an ID token with the store client id', async () => {
    const initialize = vi.fn();
    fakeProviderScript('google', {
      accounts: {
        id: {
          initialize,
          prompt: () =>
            (initialize.mock.calls[0]![0] as { callback: (a: { credential: string }) => void }).callback({
              credential: 'google-id-token',
            }),
        },
      },
    });
    await expect(providerToken('google', 'demo-google-client')).resolves.toEqual({ idToken: 'google-id-token' });
    expect(initialize.mock.calls[0]![0]).toMatchObject({ client_id: 'demo-google-client' });
  });

  it('fails when the Google prompt cannot be shown, and without a client id', async () => {
    fakeProviderScript('google', {
      accounts: {
        id: {
          initialize: vi.fn(),
          prompt: (listener: (m: object) => void) =>
            listener({ isNotDisplayed: () => true, isSkippedMoment: () => false }),
        },
      },
    });
    await expect(providerToken('google', 'demo-google-client')).rejects.toThrow('Google prompt not shown');
    await expect(providerToken('apple', null)).rejects.toThrow('no apple client id for this store');
  });

  it('gets the Apple ID token and the name Apple sends on the first sign-in', async () => {
    const init = vi.fn();
    fakeProviderScript('AppleID', {
      auth: {
        init,
        signIn: async () => ({
          authorization: { id_token: 'apple-id-token' },
          user: { name: { firstName: 'Ana', lastName: 'Lima' } },
        }),
      },
    });
    await expect(providerToken('apple', 'demo.apple.service')).resolves.toEqual({
      idToken: 'apple-id-token',
      name: 'Ana Lima',
    });
    expect(init.mock.calls[0]![0]).toMatchObject({ clientId: 'demo.apple.service', usePopup: true });
  });

  it('exchanges the ID token with the social grant', async () => {
    const api: AuthApi = {
      token: vi.fn(async () => ({ access_token: 'a', refresh_token: 'r', expires_in: 900 })),
      logout: vi.fn(),
    };
    const session = new Session(
      storeStorage('pet', memoryStorage()),
      api,
      () => 0,
      (_n, task) => task(),
    );
    await session.signInSocial('apple', 'apple-id-token', 'Ana Lima');
    expect(api.token).toHaveBeenCalledWith({
      grant_type: 'social',
      provider: 'apple',
      access_token: 'apple-id-token',
      name: 'Ana Lima',
    });
    expect(session.signedIn).toBe(true);
  });
});
