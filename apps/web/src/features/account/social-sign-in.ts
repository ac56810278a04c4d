export type SocialProvider = 'google' | 'apple';

/** The providers' own scripts (spec 1): loaded only when the shopper chooses one. */
export const PROVIDER_SCRIPTS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
};

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

const loaded = new Map<string, Promise<void>>();

/** Loads a script once; rejects when it cannot be fetched (offline, blocked) or takes over `timeoutMs`. */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  let running = loaded.get(src);
  if (!running) {
    running = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = setTimeout(() => reject(new Error(`timeout loading ${src}`)), timeoutMs);
      script.src = src;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    running.catch(() => loaded.delete(src));
    loaded.set(src, running);
  }
  return running;
}

/**
 * Spec 1: Google and Apple sign-in go through the providers' scripts. The script is loaded first (offline
 * or blocked: rejected); the provider's client id for this store must be known to ask it for a token, and
 * the storefront's public config does not carry it yet, so this rejects then too. The caller shows
 * 'Falha no login com Google' / '… Apple' (spec 8) either way.
 */
export async function providerToken(provider: SocialProvider, clientId?: string | null): Promise<string> {
  await loadScript(PROVIDER_SCRIPTS[provider]);
  throw new Error(clientId ? `${provider} sign-in is not wired to this store` : `no ${provider} client id`);
}
