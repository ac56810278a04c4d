import type { WebPushKeyAnswer } from '@store/core';
import type { Services } from '../../lib/services';
import { graphql } from '../../lib/graphql-client';

export const SET_ENDPOINT = graphql(`
  mutation SetUserEndpoint($type: PushEndpointType!, $registration: String!, $description: String) {
    setUserEndpoint(type: $type, registration: $registration, description: $description)
  }
`);

export const UNSET_ENDPOINT = graphql(`
  mutation UnsetUserEndpoint($type: PushEndpointType!, $registration: String!) {
    unsetUserEndpoint(type: $type, registration: $registration)
  }
`);

/** The native app's push token registered from this page: given up on sign-out, as the browser's subscription. */
let appToken: { type: 'FIREBASE_APP' | 'EXPO_APP'; registration: string } | undefined;

/**
 * On sign-out, while the tokens are still there: this device stops receiving the shopper's order updates (the
 * browser's subscription and the native app's token stay, for whoever signs in next, who can then claim them: the
 * server moves a registration to another shopper only once its owner gave it up). Never holds the sign-out up for
 * long, never fails it.
 */
export async function forgetThisBrowser(services: Pick<Services, 'gql'>, timeoutMs = 3_000): Promise<void> {
  const forget = async () => {
    if (appToken) await services.gql.request(UNSET_ENDPOINT, appToken);
    appToken = undefined;
    if (!pushSupported()) return;
    const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
    if (subscription)
      await services.gql.request(UNSET_ENDPOINT, { type: 'WEBPUSH', registration: JSON.stringify(subscription) });
  };
  await Promise.race([forget(), new Promise((resolve) => setTimeout(resolve, timeoutMs))]).catch(() => undefined);
}

/** The application server key in the form `pushManager.subscribe` takes (the API sends it base64url). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Spec 7: GET {webpush api}/public-key, the key in data.data of the answer (the body's `data`). */
export async function publicKey(services: Pick<Services, 'http'>): Promise<string> {
  const answer = await services.http.json<WebPushKeyAnswer>('/api/webpush/public-key', {
    bearer: true,
    timeoutMs: 10_000,
  });
  return answer.data;
}

/** The worker that shows pushes; it may still be installing on a first visit, so wait for it a little. */
async function workerRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('service worker not ready')), timeoutMs),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Subscribes this browser to push with the store's key and registers it for the signed-in shopper. */
export async function subscribeThisBrowser(services: Pick<Services, 'http' | 'gql'>): Promise<void> {
  const [registration, key] = await Promise.all([workerRegistration(), publicKey(services)]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  await services.gql.request(SET_ENDPOINT, {
    type: 'WEBPUSH',
    registration: JSON.stringify(subscription),
    description: navigator.userAgent.slice(0, 500),
  });
}

/** A push token the native app reports, registered as FIREBASE_APP or EXPO_APP. */
export async function registerAppToken(
  services: Pick<Services, 'gql'>,
  type: 'FIREBASE_APP' | 'EXPO_APP',
  token: string,
): Promise<void> {
  await services.gql.request(SET_ENDPOINT, {
    type,
    registration: token,
    description: navigator.userAgent.slice(0, 500),
  });
  appToken = { type, registration: token };
}

export const pushSupported = () =>
  typeof Notification !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;
