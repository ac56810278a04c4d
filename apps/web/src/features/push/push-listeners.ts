import type { QueryClient } from '@tanstack/react-query';
import type { Services } from '../../lib/services';
import { isInsideNativeApp, nativeBridge } from '../../lib/native-bridge';
import { registerAppToken } from './push-api';

/** The app reports its token as `{ type: 'FIREBASE_APP' | 'EXPO_APP', token }` (or a bare Expo token). */
function appToken(data: unknown): { type: 'FIREBASE_APP' | 'EXPO_APP'; token: string } | null {
  if (typeof data === 'string' && data)
    return { type: data.startsWith('ExponentPushToken') ? 'EXPO_APP' : 'FIREBASE_APP', token: data };
  if (!data || typeof data !== 'object') return null;
  const { type, token } = data as { type?: unknown; token?: unknown };
  if (typeof token !== 'string' || !token) return null;
  return { type: type === 'EXPO_APP' ? 'EXPO_APP' : 'FIREBASE_APP', token };
}

/**
 * Spec 4 'Notification badge': the unread count is fetched again when a push arrives — from the service worker
 * (a browser push) or from the native app (`notification_message`). Inside the app, its push token
 * (`notification_token`) is registered for the signed-in shopper. Returns the way to stop listening.
 */
export function listenForPushes(services: Pick<Services, 'gql'>, queryClient: QueryClient): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['me'] });
  const fromWorker = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'push') refresh();
  };
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  worker?.addEventListener('message', fromWorker);
  const stops: (() => void)[] = [];
  if (isInsideNativeApp()) {
    const bridge = nativeBridge();
    stops.push(bridge.on('notification_message', refresh));
    stops.push(
      bridge.on('notification_token', (data) => {
        const token = appToken(data);
        if (token)
          void registerAppToken(services, token.type, token.token).catch((error: unknown) =>
            bridge.send('log_error', { message: String(error) }),
          );
      }),
    );
  }
  return () => {
    worker?.removeEventListener('message', fromWorker);
    stops.forEach((stop) => stop());
  };
}
