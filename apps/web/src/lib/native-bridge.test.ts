import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridge, isInsideNativeApp, NATIVE_EVENTS, type NativeEvent } from './native-bridge';

type Sent = { id?: string; event: string; data?: unknown; from: string };

/** A window with a fake native app behind `ReactNativeWebView`: it answers on window (iOS) or document (Android). */
function fakeApp(answer: (message: Sent) => Record<string, unknown> | null, on: 'window' | 'document' = 'window') {
  const win = new EventTarget() as unknown as Window & { ReactNativeWebView: { postMessage(m: string): void } };
  const doc = new EventTarget();
  const sent: Sent[] = [];
  Object.assign(win, {
    document: doc,
    postMessage: () => undefined,
    ReactNativeWebView: {
      postMessage(text: string) {
        const message = JSON.parse(text) as Sent;
        sent.push(message);
        const reply = answer(message);
        if (reply)
          queueMicrotask(() =>
            (on === 'window' ? win : doc).dispatchEvent(new MessageEvent('message', { data: JSON.stringify(reply) })),
          );
      },
    },
  });
  const dispatch = (message: unknown, source: unknown) => {
    const event = new MessageEvent('message', { data: JSON.stringify(message) });
    Object.defineProperty(event, 'source', { value: source });
    win.dispatchEvent(event);
  };
  return {
    win,
    doc,
    sent,
    tell: (message: unknown) => win.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) })),
    /** the same message posted by iOS (from this window) or by a frame of the page (from the frame's window) */
    fromSelf: (message: unknown) => dispatch(message, win),
    fromFrame: (message: unknown) => dispatch(message, { postMessage: () => undefined }),
  };
}

afterEach(() => vi.useRealTimers());

describe('native bridge', () => {
  it('knows the 13 events of the native wrapper', () => {
    expect([...NATIVE_EVENTS].sort()).toEqual([
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
      'notification_message',
      'notification_token',
      'open_url',
    ]);
  });

  it.each(NATIVE_EVENTS.map((event, i) => [event, i % 2 === 0 ? 'window' : 'document'] as const))(
    '%s round-trips with the app answering on %s',
    async (event, on) => {
      const app = fakeApp((m) => ({ id: m.id, event: m.event, data: { echo: m.data, event: m.event } }), on);
      const bridge = createNativeBridge({ win: app.win });
      await expect(bridge.request(event as NativeEvent, { n: 1 })).resolves.toEqual({ echo: { n: 1 }, event });
      expect(app.sent).toEqual([{ id: expect.any(String), event, data: { n: 1 }, from: 'web' }]);
      bridge.dispose();
    },
  );

  it('matches answers to requests by id, whatever their order', async () => {
    const held: Sent[] = [];
    const app = fakeApp((m) => (held.push(m), null));
    const bridge = createNativeBridge({ win: app.win });
    const first = bridge.request('clipboard', 'a');
    const second = bridge.request('clipboard', 'b');
    app.tell({ id: held[1]!.id, event: 'clipboard', data: 'B' });
    app.tell({ id: held[0]!.id, event: 'clipboard', data: 'A' });
    await expect(Promise.all([first, second])).resolves.toEqual(['A', 'B']);
  });

  it("fails after 60 s without an answer with the spec's message, or after the time-out asked for", async () => {
    vi.useFakeTimers();
    const bridge = createNativeBridge({ win: fakeApp(() => null).win });
    const waiting = bridge.request('auth_google');
    const caught = waiting.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void caught.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(caught).resolves.toBe('Timeout de 60000ms atingido para auth_google');
    const short = bridge.request('open_url', 'https://example.com', { timeoutMs: 500 }).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(500);
    await expect(short).resolves.toBe('Timeout de 500ms atingido para open_url');
  });

  it("refuses a request without an event: 'messageEvent is required'", async () => {
    const bridge = createNativeBridge({ win: fakeApp(() => null).win });
    await expect(bridge.request('' as NativeEvent)).rejects.toThrow('messageEvent is required');
    expect(() => bridge.send(undefined as unknown as NativeEvent)).toThrow('messageEvent is required');
  });

  it("rejects with 'Algo deu errado com {event}' when the app answers an error", async () => {
    const app = fakeApp((m) => ({ id: m.id, event: m.event, error: 'cancelled by user' }));
    const bridge = createNativeBridge({ win: app.win });
    await expect(bridge.request('image_picker_camera')).rejects.toThrow('Algo deu errado com image_picker_camera');
  });

  it('hands what the app tells on its own (a push token, a push) to the listeners, and ignores its own echoes', () => {
    const app = fakeApp(() => null);
    const bridge = createNativeBridge({ win: app.win });
    const tokens: unknown[] = [];
    const stop = bridge.on('notification_token', (data) => tokens.push(data));
    app.tell({ event: 'notification_token', data: { type: 'EXPO_APP', token: 'ExponentPushToken[x]' } });
    app.tell({ event: 'notification_token', data: 'echo', from: 'web' });
    app.tell('not json {');
    stop();
    app.tell({ event: 'notification_token', data: 'after' });
    expect(tokens).toEqual([{ type: 'EXPO_APP', token: 'ExponentPushToken[x]' }]);
  });

  it("ignores a frame's messages: no answer to a request, no push token, while the app's own still count", async () => {
    const held: Sent[] = [];
    const app = fakeApp((m) => (held.push(m), null));
    const bridge = createNativeBridge({ win: app.win });
    const tokens: unknown[] = [];
    bridge.on('notification_token', (data) => tokens.push(data));
    const login = bridge.request('auth_google');
    app.fromFrame({ id: held[0]!.id, event: 'auth_google', data: { token: 'forged' } });
    app.fromFrame({ event: 'notification_token', data: 'forged' });
    app.fromSelf({ event: 'notification_token', data: 'real' });
    app.fromSelf({ id: held[0]!.id, event: 'auth_google', data: { token: 'real' } });
    await expect(login).resolves.toEqual({ token: 'real' });
    expect(tokens).toEqual(['real']);
  });

  it('asks with random ids, and drops an answer that matches no pending request', async () => {
    const held: Sent[] = [];
    const app = fakeApp((m) => (held.push(m), null));
    const bridge = createNativeBridge({ win: app.win });
    const seen: unknown[] = [];
    bridge.on('auth_google', (data) => seen.push(data));
    const login = bridge.request('auth_google', undefined, { timeoutMs: 50 });
    void bridge.request('clipboard', undefined, { timeoutMs: 50 }).catch(() => undefined);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(held.map((m) => m.id)).toEqual([expect.stringMatching(uuid), expect.stringMatching(uuid)]);
    expect(held[0]!.id).not.toBe(held[1]!.id);
    app.tell({ id: 'guessed-1', event: 'auth_google', data: { token: 'forged' } });
    expect(seen).toEqual([]);
    await expect(login).rejects.toThrow('Timeout de 50ms atingido para auth_google');
  });

  it('tells whether the page runs inside the native app', () => {
    expect(isInsideNativeApp(fakeApp(() => null).win)).toBe(true);
    expect(isInsideNativeApp(new EventTarget() as unknown as Window)).toBe(false);
  });
});
