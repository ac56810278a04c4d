import type { PushMessage, SendOutcome } from './message.js';

/** A native app's push service: one message to one device token. */
export type AppPushAdapter = { readonly name: string; send(token: string, message: PushMessage): Promise<SendOutcome> };

export type FcmSettings = { url: string; projectId: string; accessToken: string; timeoutMs?: number };
export type ExpoSettings = { url: string; accessToken?: string; timeoutMs?: number };

/** FCM's data values are strings only. */
const dataOf = (message: PushMessage) => ({
  type: message.type,
  url: message.url,
  ...(message.orderId !== undefined ? { orderId: String(message.orderId) } : {}),
});

/**
 * Firebase Cloud Messaging, HTTP v1 API: POST {url}/v1/projects/{project}/messages:send with an OAuth bearer (a
 * service account's token, kept fresh outside the app). A token FCM no longer knows answers 404 or UNREGISTERED.
 */
function fcmAdapter(settings: FcmSettings, fetcher: typeof fetch = fetch): AppPushAdapter {
  const endpoint = `${settings.url.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`;
  return {
    name: 'FIREBASE_APP',
    async send(token, message) {
      const response = await fetcher(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: { token, notification: { title: message.title, body: message.body }, data: dataOf(message) },
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (response.ok) return 'sent';
      const text = await response.text();
      if (response.status === 404 || text.includes('UNREGISTERED')) return 'gone';
      throw new Error(`FCM answered ${response.status}: ${text.slice(0, 300)}`);
    },
  };
}

type ExpoTicket = { status?: string; message?: string; details?: { error?: string } };

/**
 * Expo's push API: POST {url} with a list of messages; each answer is a ticket, and 'DeviceNotRegistered' means the
 * app was removed from the device. The access token is needed only when the Expo project requires it.
 */
function expoAdapter(settings: ExpoSettings, fetcher: typeof fetch = fetch): AppPushAdapter {
  return {
    name: 'EXPO_APP',
    async send(token, message) {
      const response = await fetcher(settings.url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(settings.accessToken ? { authorization: `Bearer ${settings.accessToken}` } : {}),
        },
        body: JSON.stringify([
          { to: token, title: message.title, body: message.body, data: dataOf(message), sound: 'default' },
        ]),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Expo answered ${response.status}: ${text.slice(0, 300)}`);
      const ticket = ((JSON.parse(text) as { data?: ExpoTicket[] }).data ?? [])[0];
      if (ticket?.status === 'ok') return 'sent';
      if (ticket?.details?.error === 'DeviceNotRegistered') return 'gone';
      throw new Error(`Expo refused the message: ${ticket?.message ?? text.slice(0, 300)}`);
    },
  };
}

/** The app adapters the settings configure; none by default (no account, no traffic to third parties). */
export function appAdaptersFrom(
  settings: { fcm?: FcmSettings; expo?: ExpoSettings },
  fetcher: typeof fetch = fetch,
): { fcm?: AppPushAdapter; expo?: AppPushAdapter } {
  return {
    ...(settings.fcm ? { fcm: fcmAdapter(settings.fcm, fetcher) } : {}),
    ...(settings.expo ? { expo: expoAdapter(settings.expo, fetcher) } : {}),
  };
}
