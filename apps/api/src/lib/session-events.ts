/**
 * Sign-ins that end (a password reset, signing out, "sign out everywhere else") are told to whoever holds
 * something opened under them, such as an order's live tracking socket. The auth module only announces; it does
 * not know who listens.
 */
export type SessionsRevoked = { userId: number; keepSessionId?: string | null } | { sessionId: string };

type Listener = (event: SessionsRevoked) => void;

const listeners = new Set<Listener>();

export function onSessionsRevoked(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function sessionsRevoked(event: SessionsRevoked): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // a listener's failure must not undo the revocation that was announced
    }
  }
}
