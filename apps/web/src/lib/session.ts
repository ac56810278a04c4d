import type { AuthApi, TokenResponse } from './auth-api';
import { externalStore } from './external-store';
import type { StoreStorage } from './storage';

/** The sign-in could not be renewed (spec 6: 'Invalid token'); the session is already logged out. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Invalid token');
    this.name = 'SessionExpiredError';
  }
}

/** Spec 4/9: a token is renewed when under 5 minutes (300000 ms) of life remain. */
export const TOKEN_MARGIN_MS = 300_000;

type StoredToken = { accessToken: string; refreshToken?: string; expiresAt: number };
/** An app token as the store's page hands it over (apps/api web.ts): the token and when it expires (ms since epoch). */
export type PageAppToken = { accessToken: string; expiresAt: number };

export type SessionState = { signedIn: boolean };

/** Runs `task` while holding a lock shared by the store's tabs (refresh tokens rotate: two refreshes would end the sign-in). */
export type Lock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

const browserLock: Lock = (name, task) =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(name, task) as Promise<Awaited<ReturnType<typeof task>>>)
    : task();

/**
 * The storefront's tokens (spec 4 'Authentication'): an anonymous app token fetched once and reused until
 * 5 minutes before it expires; after sign-in an access and a refresh token, refreshed when under 5 minutes
 * remain. A refresh that cannot happen ends the sign-in.
 */
export class Session {
  readonly state = externalStore<SessionState>({ signedIn: false });
  private inflight = new Map<string, Promise<string>>();
  /** Called when a sign-in ends by itself (its refresh failed), so the shopper can be told. */
  onExpire: (() => void) | null = null;

  constructor(
    private storage: StoreStorage,
    private api: AuthApi,
    private now: () => number = Date.now,
    private lock: Lock = browserLock,
  ) {
    this.state.set({ signedIn: this.user() !== null });
  }

  get signedIn() {
    return this.state.get().signedIn;
  }

  private user() {
    return this.storage.get<StoredToken | null>('auth', null);
  }

  /** Usable for more than the margin: a token closer to expiry is renewed first. */
  private fresh(token: StoredToken | null): boolean {
    return token !== null && token.expiresAt - this.now() > TOKEN_MARGIN_MS;
  }

  private toStored(answer: TokenResponse): StoredToken {
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: this.now() + answer.expires_in * 1000,
    };
  }

  /** One request at a time per purpose, however many queries ask at once. */
  private once(name: string, task: () => Promise<string>) {
    let running = this.inflight.get(name);
    if (!running) {
      running = task().finally(() => this.inflight.delete(name));
      this.inflight.set(name, running);
    }
    return running;
  }

  /**
   * The app token the store's page came with (the API signs one into it): kept unless a fresher one is stored, so
   * the first queries of a visit need not wait for POST /oauth/token.
   */
  adoptAppToken(token: PageAppToken): void {
    if (typeof token.accessToken !== 'string' || !Number.isFinite(token.expiresAt) || !this.fresh(token)) return;
    const stored = this.storage.get<StoredToken | null>('app-token', null);
    if (stored && stored.expiresAt >= token.expiresAt) return;
    this.storage.set('app-token', { accessToken: token.accessToken, expiresAt: token.expiresAt });
  }

  /** The bearer for the next call: the user's access token when signed in, else the app token. */
  async bearer(): Promise<string> {
    const user = this.user();
    if (user) return this.fresh(user) ? user.accessToken : this.once('refresh', () => this.refresh());
    const app = this.storage.get<StoredToken | null>('app-token', null);
    if (app && this.fresh(app)) return app.accessToken;
    return this.once('app', async () => {
      const stored = this.toStored(await this.api.token({ grant_type: 'client_credentials' }));
      this.storage.set('app-token', stored);
      return stored.accessToken;
    });
  }

  private refresh(): Promise<string> {
    return this.lock(`refresh:${this.storage.namespace}`, async () => {
      // Another tab may have refreshed while this one waited for the lock.
      const current = this.user();
      if (current && this.fresh(current)) return current.accessToken;
      if (!current?.refreshToken) return this.expire();
      try {
        const stored = this.toStored(
          await this.api.token({ grant_type: 'refresh_token', refresh_token: current.refreshToken }),
        );
        this.storage.set('auth', stored);
        return stored.accessToken;
      } catch {
        return this.expire();
      }
    });
  }

  private expire(): never {
    this.clear();
    this.onExpire?.();
    throw new SessionExpiredError();
  }

  async signIn(username: string, password: string): Promise<void> {
    this.start(await this.api.token({ grant_type: 'password', username, password }));
  }

  /** Signs in with a provider's ID token (Google or Apple); Apple sends the name only on the first sign-in. */
  async signInSocial(provider: 'google' | 'apple', idToken: string, name?: string): Promise<void> {
    this.start(
      await this.api.token({ grant_type: 'social', provider, access_token: idToken, ...(name ? { name } : {}) }),
    );
  }

  private start(answer: TokenResponse) {
    this.storage.set('auth', this.toStored(answer));
    this.state.set({ signedIn: true });
  }

  /** Ends the sign-in on the server (best effort) and forgets the tokens. */
  async logout(): Promise<void> {
    const user = this.user();
    if (user && this.fresh(user)) await this.api.logout(user.accessToken).catch(() => undefined);
    this.clear();
  }

  /** Forgets the tokens at once, as after an authentication error. */
  clear() {
    this.storage.remove('auth');
    if (this.signedIn) this.state.set({ signedIn: false });
  }
}
