import { useSyncExternalStore } from 'react';
import { useServices } from './services';

/** True while a shopper is signed in; re-renders on sign-in and sign-out. */
export function useSignedIn(): boolean {
  const { session } = useServices();
  return useSyncExternalStore(session.state.subscribe, session.state.get).signedIn;
}
