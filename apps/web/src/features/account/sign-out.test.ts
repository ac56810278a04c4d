import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-in';

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

describe('signing out', () => {
  it("unregisters this browser's push while the tokens are still there, and a failure does not hold the sign-out up", async () => {
    pushCapableBrowser(true);
    const said: string[] = [];
    const request = vi.fn(async (_document: unknown, variables?: { type?: string }) => {
      said.push(variables?.type === 'WEBPUSH' ? 'unset' : 'clear-cart');
      if (variables?.type === 'WEBPUSH') throw new Error('offline');
      return {};
    });
    const services = {
      gql: { request },
      queryClient: { removeQueries: () => undefined },
      session: { logout: async () => void said.push('logout') },
      prompts: { snackbar: () => undefined },
      locale: 'pt-BR',
    };
    await signOut(services as never);
    expect(said).toEqual(['clear-cart', 'unset', 'logout']);
  });
});
