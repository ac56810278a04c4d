import { nativeBridge, type NativeBridge } from './native-bridge';

/*
 * What the storefront asks of the store's native app when it runs inside it (callers check isInsideNativeApp()):
 * social sign-in with the app's own Google/Apple SDKs, the clipboard, the camera and the photo library, external
 * links in the system browser, and the app's logs.
 */

/** The app answers `{ idToken }` (or `id_token`), with the shopper's name when the provider gave it. */
export async function nativeProviderToken(
  provider: 'google' | 'apple',
  bridge: NativeBridge = nativeBridge(),
): Promise<{ idToken: string; name?: string }> {
  try {
    const answer = (await bridge.request(provider === 'google' ? 'auth_google' : 'auth_apple')) as {
      idToken?: unknown;
      id_token?: unknown;
      name?: unknown;
    } | null;
    const idToken = answer?.idToken ?? answer?.id_token;
    if (typeof idToken !== 'string' || !idToken) throw new Error(`no ${provider} token from the app`);
    return { idToken, ...(typeof answer?.name === 'string' && answer.name ? { name: answer.name } : {}) };
  } catch (error) {
    bridge.send('auth_error', { provider, message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** Copies through the app (a WebView's clipboard API is often missing); true when it did. */
export function nativeCopy(text: string, bridge: NativeBridge = nativeBridge()): Promise<boolean> {
  return bridge.request('clipboard', { text }).then(
    () => true,
    () => false,
  );
}

/** A picture from the app's camera or library as a data URL; null when the shopper cancelled. */
export async function nativePickImage(
  source: 'camera' | 'library',
  bridge: NativeBridge = nativeBridge(),
): Promise<string | null> {
  const answer = (await bridge.request(source === 'camera' ? 'image_picker_camera' : 'image_picker_library')) as {
    dataUrl?: unknown;
    base64?: unknown;
    mimeType?: unknown;
    cancelled?: unknown;
  } | null;
  if (!answer || answer.cancelled) return null;
  if (typeof answer.dataUrl === 'string') return answer.dataUrl;
  if (typeof answer.base64 === 'string' && typeof answer.mimeType === 'string')
    return `data:${answer.mimeType};base64,${answer.base64}`;
  return null;
}

/** Links that leave the store (new tab, another site) open in the system browser: a WebView would trap the shopper. */
export function installNativeLinks(doc: Document = document, bridge: NativeBridge = nativeBridge()): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const url = new URL(anchor.href, doc.baseURI);
    const leaves = anchor.target === '_blank' || url.origin !== new URL(doc.baseURI).origin;
    if (!leaves || !/^(https?|mailto|tel):$/.test(url.protocol)) return;
    event.preventDefault();
    bridge.send('open_url', { url: url.href });
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/** A line for the app's log (crash reports, diagnostics). */
export function nativeLog(
  level: 'error' | 'info',
  data: Record<string, unknown>,
  bridge: NativeBridge = nativeBridge(),
): void {
  bridge.send(level === 'error' ? 'log_error' : 'log_info', data);
}

/** Tells the app the shopper signed in (`auth_info`) or out (`auth_logout`: it drops its own provider sessions). */
export function nativeAuthChanged(signedIn: boolean, bridge: NativeBridge = nativeBridge()): void {
  bridge.send(signedIn ? 'auth_info' : 'auth_logout', { signedIn });
}
