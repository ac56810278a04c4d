import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForPushes } from './push-listeners';

type NativeWindow = Window & { ReactNativeWebView?: { postMessage(text: string): void } };

afterEach(() => delete (window as NativeWindow).ReactNativeWebView);

describe('push listeners', () => {
  it('fetch the unread badge again when the service worker says a push arrived, and stop when told', () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = listenForPushes({ gql: { request: vi.fn() } as never }, queryClient);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    expect(invalidate).not.toHaveBeenCalled();
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'push', orderId: 7 } }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
    stop();
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'push' } }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("inside the native app, register the app's push token and refresh the badge on notification_message", async () => {
    (window as NativeWindow).ReactNativeWebView = { postMessage: () => undefined };
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const request = vi.fn(async () => ({ setUserEndpoint: true }));
    const stop = listenForPushes({ gql: { request } as never }, queryClient);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({
          event: 'notification_token',
          data: { type: 'EXPO_APP', token: 'ExponentPushToken[abc]' },
        }),
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ event: 'notification_message', data: { title: 'Pedido #7' } }),
      }),
    );
    stop();
    expect(request).toHaveBeenCalledWith(expect.anything(), {
      type: 'EXPO_APP',
      registration: 'ExponentPushToken[abc]',
      description: navigator.userAgent,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
  });
});
