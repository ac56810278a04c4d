/** True when the page runs inside the store's native app (a React Native WebView). Kept apart from the bridge so
 * the first screen can ask without loading it. */
export function isInsideNativeApp(win: Window = window): boolean {
  return (
    typeof (win as Window & { ReactNativeWebView?: { postMessage?: unknown } }).ReactNativeWebView?.postMessage ===
    'function'
  );
}
