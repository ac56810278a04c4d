import { afterEach, describe, expect, it } from 'vitest';
import { providerToken } from './social-sign-in';

type NativeWindow = Window & { ReactNativeWebView?: { postMessage(text: string): void } };

afterEach(() => delete (window as NativeWindow).ReactNativeWebView);

describe('social sign-in inside the native app', () => {
  it("asks the app's own Google sign-in (no provider script, no client id needed) and answers its token", async () => {
    const asked: string[] = [];
    (window as NativeWindow).ReactNativeWebView = {
      postMessage(text) {
        const { id, event } = JSON.parse(text) as { id: string; event: string };
        asked.push(event);
        queueMicrotask(() =>
          window.dispatchEvent(
            new MessageEvent('message', { data: JSON.stringify({ id, event, data: { idToken: 'google-id-token' } }) }),
          ),
        );
      },
    };
    await expect(providerToken('google', null)).resolves.toEqual({ idToken: 'google-id-token' });
    expect(asked).toEqual(['auth_google']);
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
