import { t as coreT } from '@store/core';
import type { Services } from '../../lib/services';
import { RestError } from '../../lib/http-client';
import { isInsideNativeApp } from '../../lib/inside-native-app';
import { wireMessage } from '../../lib/wire-message';
import { CLEAR_CART, moveGuestCart } from '../cart/public';
import { forgetThisBrowser } from '../push/public';
import { graphql } from '../../lib/graphql-client';
import { ME_QUERY } from './use-me';

/**
 * Signs in with e-mail and password, then moves the visitor's cart to the account (spec 4) and, when no
 * delivery location is saved yet, takes the account's main address. Answers an error text or null.
 */
export async function signIn(services: Services, email: string, password: string): Promise<string | null> {
  return signInWith(services, () => services.session.signIn(email.trim(), password));
}

/** Signs in with a Google or Apple ID token, then does what every sign-in does. */
export async function signInSocial(
  services: Services,
  provider: 'google' | 'apple',
  idToken: string,
  name?: string,
): Promise<string | null> {
  return signInWith(services, () => services.session.signInSocial(provider, idToken, name));
}

async function signInWith(services: Services, start: () => Promise<void>): Promise<string | null> {
  const { prompts, locale, location, reportError } = services;
  try {
    await start();
  } catch (error) {
    if (error instanceof RestError) {
      const said = wireMessage(error.keyed);
      return said ? coreT(locale, said) : error.message || coreT(locale, 'auth.invalidCredentials');
    }
    return coreT(locale, 'error.generic');
  }
  try {
    await moveGuestCart(services);
  } catch (error) {
    reportError(error);
  }
  if (!location.get()) {
    const me = await fetchMe(services);
    const main = me?.mainAddress;
    if (main) {
      const coords =
        main.latitude != null && main.longitude != null ? { latitude: main.latitude, longitude: main.longitude } : null;
      location.save({ postalCode: main.postalCode, city: main.city, state: main.state, coords });
    }
  }
  // where the sign-in lands (a courier's deliveries) is known before the shopper is told: nothing moves them after
  await services.queryClient.prefetchQuery({
    queryKey: COURIER_KEY,
    queryFn: () => services.gql.request(COURIER_QUERY),
  });
  prompts.snackbar(coreT(locale, 'auth.loggedIn'));
  tellNativeApp(true);
  return null;
}

/** Whether the signed-in account is the store's courier: asked apart, by the screens that need it (none on home). */
export const COURIER_QUERY = graphql('query MeCourier { me { id courier } }');
export const COURIER_KEY = ['me', 'courier'];

/** The signed-in account (the account screens' cached copy, fetched once for a sign-in); null when it cannot come. */
async function fetchMe(services: Services) {
  const { queryClient, gql } = services;
  const data = await queryClient
    .fetchQuery({ queryKey: ['me'], queryFn: () => gql.request(ME_QUERY), staleTime: 10_000 })
    .catch(() => null);
  return data?.me ?? null;
}

/**
 * Where a sign-in goes: where the shopper was headed when the login asked for it (`redirect`); without one, a
 * courier goes to their deliveries ('Minhas entregas') and anyone else to `fallback`.
 */
export async function landingAfterSignIn(services: Services, redirect: string | null, fallback: string) {
  if (redirect) return fallback;
  const { queryClient, gql } = services;
  const data = await queryClient
    .fetchQuery({ queryKey: COURIER_KEY, queryFn: () => gql.request(COURIER_QUERY), staleTime: 10_000 })
    .catch(() => null);
  return data?.me?.courier ? '/courier' : fallback;
}

/** Inside the store's native app, it hears of sign-ins and sign-outs (auth_info, auth_logout). */
function tellNativeApp(signedIn: boolean): void {
  if (isInsideNativeApp()) void import('../../lib/native-actions').then((m) => m.nativeAuthChanged(signedIn));
}

/** Spec 4: on logout the server cart is cleared (clearShoppingCart) and this browser's push unregistered, then the tokens. */
export async function signOut(services: Services): Promise<void> {
  await services.gql.request(CLEAR_CART).catch(() => undefined);
  await forgetThisBrowser(services);
  services.queryClient.removeQueries({ queryKey: ['cart'] });
  services.queryClient.removeQueries({ queryKey: ['me'] });
  await services.session.logout();
  tellNativeApp(false);
  services.prompts.snackbar(coreT(services.locale, 'auth.loggedOut'));
}
