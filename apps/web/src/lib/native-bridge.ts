import { t as coreT, type Locale } from '@store/core';

/*
 * The storefront inside the store's native app (a React Native WebView). Messages are JSON strings:
 * - the page asks: `{ id, event, data, from: 'web' }` through `window.ReactNativeWebView.postMessage` (or
 *   `window.postMessage` in a plain frame);
 * - the app answers: `{ id, event, data }` or `{ id, event, error }`, as a `message` event on window or document;
 * - the app tells on its own (a push token, a push that arrived): `{ event, data }` without an id.
 */

export const NATIVE_EVENTS = [
  'auth_apple',
  'auth_error',
  'auth_google',
  'auth_info',
  'auth_logout',
  'clipboard',
  'image_picker_camera',
  'image_picker_library',
  'log_error',
  'log_info',
  'open_url',
  'notification_token',
  'notification_message',
] as const;
export type NativeEvent = (typeof NATIVE_EVENTS)[number];

/** Spec 9: a request waits 60 s for the app's answer. */
export const NATIVE_TIMEOUT_MS = 60_000;

type NativeWindow = Window & { ReactNativeWebView?: { postMessage(message: string): void } };
type Incoming = { id?: string; event?: string; data?: unknown; error?: unknown; from?: string };

export class NativeBridgeError extends Error {
  override name = 'NativeBridgeError';
}

export { isInsideNativeApp } from './inside-native-app';

export type NativeBridge = {
  /** Asks the app and waits for its answer: rejects after the time-out, or when the app reports an error. */
  request<T = unknown>(event: NativeEvent, data?: unknown, options?: { timeoutMs?: number }): Promise<T>;
  /** Tells the app something that needs no answer (logs). */
  send(event: NativeEvent, data?: unknown): void;
  /** What the app tells on its own; returns the unsubscribe. */
  on(event: NativeEvent, handler: (data: unknown) => void): () => void;
  dispose(): void;
};

function parse(raw: unknown): Incoming | null {
  try {
    const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    return value && typeof value === 'object' ? (value as Incoming) : null;
  } catch {
    return null;
  }
}

/** A request id: crypto.randomUUID where the page is a secure context (it exists only there), 128 random bits otherwise. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createNativeBridge(
  options: { win?: Window; locale?: Locale; newId?: () => string } = {},
): NativeBridge {
  const win = (options.win ?? window) as NativeWindow;
  const say = (
    key: 'native.timeout' | 'native.eventRequired' | 'native.failed',
    params?: Record<string, string | number>,
  ) => coreT(options.locale ?? 'pt-BR', key, params);
  // unguessable, so nothing but the app (which reads them from our requests) can answer one
  const newId = options.newId ?? randomId;
  const pending = new Map<
    string,
    { event: string; resolve(value: unknown): void; reject(error: Error): void; timer: ReturnType<typeof setTimeout> }
  >();
  const handlers = new Map<string, Set<(data: unknown) => void>>();

  const post = (message: Record<string, unknown>) => {
    const text = JSON.stringify({ ...message, from: 'web' });
    if (win.ReactNativeWebView) win.ReactNativeWebView.postMessage(text);
    else win.postMessage(text, '*');
  };

  const onMessage = (e: Event) => {
    // the app's messages have no source (Android) or this window (iOS); a frame's would be its own window
    const source = (e as MessageEvent).source;
    if (source !== null && source !== undefined && source !== (win as unknown)) return;
    const message = parse((e as MessageEvent).data);
    if (!message?.event || message.from === 'web') return; // not the app's, or our own request echoed back
    const waiting = message.id ? pending.get(message.id) : undefined;
    if (message.id && !waiting) return; // an answer to nothing we asked (late, repeated or forged)
    if (waiting) {
      pending.delete(message.id!);
      clearTimeout(waiting.timer);
      if (message.error !== undefined && message.error !== null)
        waiting.reject(new NativeBridgeError(say('native.failed', { event: waiting.event })));
      else waiting.resolve(message.data);
      return;
    }
    for (const handler of handlers.get(message.event) ?? []) handler(message.data);
  };
  // Android's WebView dispatches on document, iOS's on window
  win.addEventListener('message', onMessage);
  win.document?.addEventListener('message', onMessage);

  return {
    request<T>(event: NativeEvent, data?: unknown, requestOptions: { timeoutMs?: number } = {}) {
      if (!event) return Promise.reject(new NativeBridgeError(say('native.eventRequired')));
      const timeoutMs = requestOptions.timeoutMs ?? NATIVE_TIMEOUT_MS;
      const id = newId();
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new NativeBridgeError(say('native.timeout', { ms: timeoutMs, event })));
        }, timeoutMs);
        pending.set(id, { event, resolve: resolve as (value: unknown) => void, reject, timer });
        post({ id, event, data });
      });
    },
    send(event, data) {
      if (!event) throw new NativeBridgeError(say('native.eventRequired'));
      post({ event, data });
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    dispose() {
      win.removeEventListener('message', onMessage);
      win.document?.removeEventListener('message', onMessage);
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

let shared: NativeBridge | null = null;

/** The page's one bridge, made on first use (only inside the app do the callers use it). */
export function nativeBridge(): NativeBridge {
  return (shared ??= createNativeBridge());
}
