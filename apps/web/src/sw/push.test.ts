import { describe, expect, it, vi } from 'vitest';
import { pageOf, registerPushHandlers, textsOf, type PushScope } from './push';

function fakeScope(windows: { url: string }[]) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const clients = windows.map((w) => ({
    url: w.url,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
    postMessage: vi.fn(),
  }));
  const scope = {
    location: new URL('https://loja.example.com/') as unknown as Location,
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => clients), openWindow: vi.fn(async () => undefined) },
    addEventListener: (type: string, listener: (event: unknown) => void) => void (listeners[type] = listener),
  };
  registerPushHandlers(scope as unknown as PushScope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { scope, clients, fire };
}

describe('pushes in the service worker', () => {
  it("shows the push with the store's icon and tells the open pages (the badge refreshes)", async () => {
    const { scope, clients, fire } = fakeScope([{ url: 'https://loja.example.com/#/store' }]);
    const message = { title: 'Pedido #7', body: 'Saiu para entrega', orderId: 7, url: '/#/account/order?id=7' };
    await fire('push', { data: { json: () => message, text: () => JSON.stringify(message) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Pedido #7',
      expect.objectContaining({
        body: 'Saiu para entrega',
        icon: '/manifest/icon-192.png',
        data: { url: '/#/account/order?id=7' },
      }),
    );
    expect(clients[0]!.postMessage).toHaveBeenCalledWith({ type: 'push', orderId: 7 });
  });

  it("a tap focuses the store's open window on the order, or opens one", async () => {
    const open = fakeScope([{ url: 'https://other.example.com/' }, { url: 'https://loja.example.com/#/store' }]);
    await open.fire('notificationclick', { notification: { data: { url: '/#/account/order?id=7' }, close: vi.fn() } });
    expect(open.clients[1]!.focus).toHaveBeenCalled();
    expect(open.clients[1]!.navigate).toHaveBeenCalledWith('https://loja.example.com/#/account/order?id=7');
    expect(open.scope.clients.openWindow).not.toHaveBeenCalled();

    const none = fakeScope([]);
    await none.fire('notificationclick', { notification: { data: { url: '/#/account/order?id=8' }, close: vi.fn() } });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('https://loja.example.com/#/account/order?id=8');
  });

  it('shows the English texts on an English device, the pt-BR ones otherwise', () => {
    const message = {
      title: 'Pedido #7',
      body: 'Saiu para entrega',
      en: { title: 'Order #7', body: 'Out for delivery' },
    };
    expect(textsOf(message, 'en-US')).toEqual({ title: 'Order #7', body: 'Out for delivery' });
    expect(textsOf(message, 'pt-BR')).toEqual({ title: 'Pedido #7', body: 'Saiu para entrega' });
    // a push written before its English texts, and one without a title
    expect(textsOf({ title: 'Pedido #7', body: 'Saiu para entrega' }, 'en-GB')).toEqual({
      title: 'Pedido #7',
      body: 'Saiu para entrega',
    });
    expect(textsOf({}, 'en')).toEqual({ title: 'Notification', body: '' });
  });

  it('opens only pages of this store from a push', () => {
    expect(pageOf({ url: 'https://evil.example.com/' })).toBe('/#/notifications');
    expect(pageOf({ url: '//evil.example.com/#/x' })).toBe('/#/notifications');
    expect(pageOf({ orderId: 9 })).toBe('/#/account/order?id=9');
  });
});
