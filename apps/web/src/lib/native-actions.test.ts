import { describe, expect, it } from 'vitest';
import type { NativeBridge, NativeEvent } from './native-bridge';
import {
  installNativeLinks,
  nativeAuthChanged,
  nativeCopy,
  nativePickImage,
  nativeProviderToken,
} from './native-actions';

/** A bridge whose app answers from a table (an Error rejects), and that records what was sent. */
function fakeBridge(answers: Partial<Record<NativeEvent, unknown>>) {
  const sent: { event: string; data: unknown }[] = [];
  const bridge: NativeBridge = {
    request: async <T>(event: NativeEvent) => {
      const answer = answers[event];
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
    send: (event, data) => void sent.push({ event, data }),
    on: () => () => undefined,
    dispose: () => undefined,
  };
  return { bridge, sent };
}

describe('native actions', () => {
  it("signs in with the app's Google and Apple, and reports a failure as auth_error", async () => {
    expect(await nativeProviderToken('google', fakeBridge({ auth_google: { idToken: 'g-token' } }).bridge)).toEqual({
      idToken: 'g-token',
    });
    expect(
      await nativeProviderToken('apple', fakeBridge({ auth_apple: { id_token: 'a-token', name: 'Ana' } }).bridge),
    ).toEqual({ idToken: 'a-token', name: 'Ana' });
    const failing = fakeBridge({ auth_google: new Error('Algo deu errado com auth_google') });
    await expect(nativeProviderToken('google', failing.bridge)).rejects.toThrow('Algo deu errado com auth_google');
    expect(failing.sent).toEqual([
      { event: 'auth_error', data: { provider: 'google', message: 'Algo deu errado com auth_google' } },
    ]);
  });

  it('tells the app of sign-ins and sign-outs', () => {
    const { bridge, sent } = fakeBridge({});
    nativeAuthChanged(true, bridge);
    nativeAuthChanged(false, bridge);
    expect(sent).toEqual([
      { event: 'auth_info', data: { signedIn: true } },
      { event: 'auth_logout', data: { signedIn: false } },
    ]);
  });

  it('copies through the app and says whether it could', async () => {
    expect(await nativeCopy('000201pix', fakeBridge({ clipboard: true }).bridge)).toBe(true);
    expect(await nativeCopy('000201pix', fakeBridge({ clipboard: new Error('x') }).bridge)).toBe(false);
  });

  it("takes a picture from the app's camera or library as a data URL; null when cancelled", async () => {
    expect(
      await nativePickImage(
        'camera',
        fakeBridge({ image_picker_camera: { base64: 'AAAA', mimeType: 'image/jpeg' } }).bridge,
      ),
    ).toBe('data:image/jpeg;base64,AAAA');
    expect(
      await nativePickImage(
        'library',
        fakeBridge({ image_picker_library: { dataUrl: 'data:image/png;base64,BBBB' } }).bridge,
      ),
    ).toBe('data:image/png;base64,BBBB');
    expect(
      await nativePickImage('library', fakeBridge({ image_picker_library: { cancelled: true } }).bridge),
    ).toBeNull();
  });

  it('opens links that leave the store in the system browser, and leaves the store’s own alone', () => {
    const { bridge, sent } = fakeBridge({});
    document.body.innerHTML =
      '<a id="out" href="https://wa.me/5511999999999" target="_blank">WhatsApp</a><a id="in" href="#/store">Loja</a>';
    const stop = installNativeLinks(document, bridge);
    const out = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('out')!.dispatchEvent(out);
    const inside = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('in')!.dispatchEvent(inside);
    stop();
    expect(out.defaultPrevented).toBe(true);
    expect(inside.defaultPrevented).toBe(false);
    expect(sent).toEqual([{ event: 'open_url', data: { url: 'https://wa.me/5511999999999' } }]);
  });
});
