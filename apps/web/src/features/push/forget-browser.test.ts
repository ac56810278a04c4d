import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetThisBrowser } from './push-api';

const subscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p', auth: 'a' } };

function pushCapableBrowser(subscribed: boolean) {
  vi.stubGlobal('Notification', class {});
  vi.stubGlobal('PushManager', class {});
  const pushManager = { getSubscription: async () => (subscribed ? { toJSON: () => subscription } : null) };
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => ({ pushManager }) }, configurable: true });
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
    expect(request).toHaveBeenCalledWith(expect.anything(), { type: 'WEBPUSH', registration: JSON.stringify(subscription) });
    pushCapableBrowser(false);
    request.mockClear();
    await forgetThisBrowser({ gql: { request } as never });
    expect(request).not.toHaveBeenCalled();
  });
});
