import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../lib/services';
import { useSignedIn } from '../../lib/use-session';

/** While signed in, pushes refresh the unread badge (push-listeners.ts, loaded after the first screen). */
export function usePushEvents(): void {
  const services = useServices();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./push-listeners').then((m) => {
      if (!cancelled) stop = m.listenForPushes(services, queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn, queryClient, services]);
}
