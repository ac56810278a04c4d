import { nativeProviderToken } from '../../lib/native-actions';
import { isInsideNativeApp } from '../../lib/inside-native-app';

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

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
        cancel_on_tap_outside?: boolean;
      }): void;
      prompt(listener?: (moment: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
    };
  };
};
type AppleIdentity = {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{
      authorization: { id_token: string };
      user?: { name?: { firstName?: string; lastName?: string } };
    }>;
  };
};

export type ProviderToken = { idToken: string; name?: string };

/**
 * Spec 1: Google and Apple sign-in go through the providers' scripts, with the store's public client id (from its
 * config). Answers the provider's ID token, which the API verifies against the provider's keys. Rejects when the
 * store has no client id, the script cannot load (offline, blocked) or the shopper closes the provider's window;
 * the caller shows 'Falha no login com Google' / '… Apple' (spec 8).
 */
export async function providerToken(
  provider: SocialProvider,
  clientId: string | null | undefined,
): Promise<ProviderToken> {
  // inside the store's native app its own Google/Apple sign-in answers (the providers' web popups do not open there)
  if (isInsideNativeApp()) return nativeProviderToken(provider);
  if (!clientId) throw new Error(`no ${provider} client id for this store`);
  await loadScript(PROVIDER_SCRIPTS[provider]);
  const scope = window as unknown as { google?: GoogleIdentity; AppleID?: AppleIdentity };
  if (provider === 'google') {
    const google = scope.google;
    if (!google) throw new Error('Google script did not start');
    return new Promise<ProviderToken>((resolve, reject) => {
      google.accounts.id.initialize({
        client_id: clientId,
        cancel_on_tap_outside: true,
        callback: (answer) =>
          answer.credential ? resolve({ idToken: answer.credential }) : reject(new Error('no Google credential')),
      });
      google.accounts.id.prompt((moment) => {
        if (moment.isNotDisplayed() || moment.isSkippedMoment()) reject(new Error('Google prompt not shown'));
      });
    });
  }
  const apple = scope.AppleID;
  if (!apple) throw new Error('Apple script did not start');
  apple.auth.init({ clientId, scope: 'name email', redirectURI: window.location.origin, usePopup: true });
  const answer = await apple.auth.signIn();
  const name = [answer.user?.name?.firstName, answer.user?.name?.lastName].filter(Boolean).join(' ');
  return { idToken: answer.authorization.id_token, ...(name ? { name } : {}) };
}
