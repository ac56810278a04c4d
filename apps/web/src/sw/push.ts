/*
 * Pushes in the service worker: each one is shown as a notification (the store's title, text and icon) and the open
 * pages are told, so the unread badge is fetched again. A tap opens what the push is about (the order's page),
 * in the store's window that is already open when there is one. A device whose language is English shows the
 * English texts the push carries beside the pt-BR ones.
 */

type PushMessage = { title?: unknown; body?: unknown; url?: unknown; orderId?: unknown; en?: unknown };
type ShownData = { url: string };

type WindowClientLike = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
  postMessage(message: unknown): void;
};
export type PushScope = {
  location: Location;
  navigator?: { language?: string };
  registration: { showNotification(title: string, options: NotificationOptions & { data?: ShownData }): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(
    type: 'push',
    listener: (
      event: Event & { data: { json(): unknown; text(): string } | null; waitUntil(p: Promise<unknown>): void },
    ) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (
      event: Event & { notification: { data?: unknown; close(): void }; waitUntil(p: Promise<unknown>): void },
    ) => void,
  ): void;
};

/** Only a page of this store (a hash route) may be opened from a push. */
export function pageOf(message: PushMessage): string {
  if (typeof message.url === 'string' && /^\/#\/[\w/?=&.-]*$/.test(message.url)) return message.url;
  if (typeof message.orderId === 'number') return `/#/account/order?id=${message.orderId}`;
  return '/#/notifications';
}

function read(data: { json(): unknown; text(): string } | null): PushMessage {
  try {
    const value = data?.json();
    return value && typeof value === 'object' ? (value as PushMessage) : {};
  } catch {
    return { body: data?.text() };
  }
}

/** The texts to show: the English ones on an English device when the push has them, its pt-BR ones otherwise. */
export function textsOf(message: PushMessage, language = ''): { title: string; body: string } {
  const english = /^en\b/i.test(language);
  const en = english && message.en && typeof message.en === 'object' ? (message.en as PushMessage) : null;
  const chosen = en && typeof en.title === 'string' ? en : message;
  const title = typeof chosen.title === 'string' && chosen.title ? chosen.title : null;
  return {
    title: title ?? (english ? 'Notification' : 'Notificação'),
    body: typeof chosen.body === 'string' ? chosen.body : '',
  };
}

export function registerPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const message = read(event.data);
    const { title, body } = textsOf(message, scope.navigator?.language);
    const shown = scope.registration.showNotification(title, {
      body,
      icon: '/manifest/icon-192.png',
      badge: '/manifest/icon-192.png',
      tag: typeof message.orderId === 'number' ? `order-${message.orderId}` : undefined,
      data: { url: pageOf(message) },
    });
    const told = scope.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => windows.forEach((w) => w.postMessage({ type: 'push', orderId: message.orderId ?? null })));
    event.waitUntil(Promise.all([shown, told]));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as ShownData | undefined;
    const target = new URL(pageOf({ url: data?.url }), scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === scope.location.origin);
        if (!open) return scope.clients.openWindow(target);
        await open.focus();
        return open.navigate(target);
      })(),
    );
  });
}
