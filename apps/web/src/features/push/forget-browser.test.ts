import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetThisBrowser, registerAppToken } from './push-api';

const subscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p', auth: 'a' } };

function pushCapableBrowser(subscribed: boolean) {
  vi.stubGlobal('Notification', class {});
  vi.stubGlobal('PushManager', class {});
  const pushManager = { getSubscription: async () => (subscribed ? { toJSON: () => subscription } : null) };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => ({ pushManager }) },
    configurable: true,
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe("this browser's push on sign-out", () => {
  it('unregisters the subscription of this browser for the shopper, and asks nothing when there is none', async () => {
    pushCapableBrowser(true);
    const request = vi.fn(async () => ({ unsetUserEndpoint: true }));
    await forgetThisBrowser({ gql: { request } as never });
    expect(request).toHaveBeenCalledWith(expect.anything(), {
      type: 'WEBPUSH',
      registration: JSON.stringify(subscription),
    });
    pushCapableBrowser(false);
    request.mockClear();
    await forgetThisBrowser({ gql: { request } as never });
    expect(request).not.toHaveBeenCalled();
  });

  it("gives up the native app's token it registered, so the next shopper on the phone can claim it", async () => {
    const request = vi.fn(async () => ({ setUserEndpoint: true, unsetUserEndpoint: true }));
    await registerAppToken({ gql: { request } as never }, 'FIREBASE_APP', 'token-do-aparelho');
    request.mockClear();
    await forgetThisBrowser({ gql: { request } as never });
    expect(request).toHaveBeenCalledWith(expect.anything(), {
      type: 'FIREBASE_APP',
      registration: 'token-do-aparelho',
    });
    // given up once: a second sign-out asks nothing
    request.mockClear();
    await forgetThisBrowser({ gql: { request } as never });
    expect(request).not.toHaveBeenCalled();
  });
});
