import { useLayoutEffect, useState, type ReactNode } from 'react';
import {
  createPath,
  Router,
  UNSAFE_createHashHistory as createHashHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type NavigationType,
  type To,
} from 'react-router';
import { openModals } from '../lib/open-modals';

type History = ReturnType<typeof createHashHistory>;
type Update = { action: NavigationType; location: Location };

/**
 * The storefront's history (the URL's hash, or memory in tests) with spec 2's modal guard: while a modal, sheet or
 * drawer is open, a navigation (the phone's back button included) is cancelled and the newest modal closes instead;
 * navigations carrying FROM_MODAL pass. The declarative router has no blockers (the data router's cost 17 KB gzip
 * more, docs/decisions/0026-storefront-weight.md), so the guard sits here: a push is not made, and a back or forward
 * is undone by going the other way. Replaces pass: they are the app's own corrections of the address (a guard's
 * redirect, `verified=1` taken off once its dialog is open), never a shopper leaving.
 */
export class AppHistory {
  private listener: ((update: Update) => void) | null = null;
  private undoing = false;
  /** Where the window was scrolled on each location shown, for back and forward to return there. */
  private readonly scrolled = new Map<string, number>();
  /** The location the router shows now. */
  private shown: Location;

  constructor(private readonly history: History) {
    this.shown = history.location;
    history.listen(({ action, location, delta }) => {
      if (this.undoing) {
        this.undoing = false;
        return;
      }
      if (action === 'POP' && delta && blocked(location.state)) {
        this.undoing = true;
        history.go(-delta);
        openModals.closeTop();
        return;
      }
      this.deliver({ action, location });
    });
  }

  private deliver(update: Update) {
    this.scrolled.set(this.shown.key, window.scrollY);
    this.shown = update.location;
    this.listener?.(update);
  }

  /** The scroll offset a location had when the shopper left it, if it was shown before. */
  scrollOf(location: Location): number | undefined {
    return this.scrolled.get(location.key);
  }

  static hash(): AppHistory {
    return new AppHistory(createHashHistory({ v5Compat: true }));
  }

  static memory(path: string): AppHistory {
    return new AppHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }) as History);
  }

  get location(): Location {
    return this.history.location;
  }

  get action(): NavigationType {
    return this.history.action as NavigationType;
  }

  /** The router's navigator: what `<Link>`, `<Navigate>` and `useNavigate` call. */
  readonly navigator = {
    createHref: (to: To) => this.history.createHref(to),
    encodeLocation: (to: To) => this.history.encodeLocation(to),
    go: (delta: number) => this.history.go(delta),
    push: (to: To, state?: unknown) => this.navigate(to, state, false),
    replace: (to: To, state?: unknown) => this.navigate(to, state, true),
  };

  navigate(to: To, state?: unknown, replace = false): void {
    if (!replace && blocked(state)) {
      openModals.closeTop();
      return;
    }
    // v5Compat histories tell their listener about pushes and replaces too, which delivers them.
    if (replace) this.history.replace(to, state);
    else this.history.push(to, state);
  }

  listen(listener: (update: Update) => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = null;
    };
  }
}

function blocked(state: unknown): boolean {
  return openModals.count() > 0 && (state as { fromModal?: boolean } | null)?.fromModal !== true;
}

/**
 * React Router's declarative `<Router>` over an AppHistory (what `<HashRouter>` does over its own history), with the
 * scroll restoration the data router had: a new page opens at its top (its heading clear of the sticky header); back
 * and forward return to where the shopper was.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<Update>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const stop = history.listen(setState);
    // The first render yields to the browser while it runs (a transition): an address changed meanwhile (a link
    // followed, a hash typed) reached no listener, so the router catches up with it here.
    setState((shown) =>
      createPath(shown.location) === createPath(history.location)
        ? shown
        : { action: history.action, location: history.location },
    );
    return stop;
  }, [history]);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const back = state.action === 'POP' ? history.scrollOf(state.location) : undefined;
    window.scrollTo(0, back ?? 0);
  }, [history, state]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
      {children}
    </Router>
  );
}
