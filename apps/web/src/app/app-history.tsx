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
 *
 * A modal that opens adds a step of the same address to the history, so the back button has something to take off
 * even on the first page opened (it would leave the store otherwise, losing what the shopper typed): taking the step
 * off closes the newest modal and leaves the page as it is. A modal closed another way leaves its step where it is:
 * taking it off then would be a move of the storefront's own, racing the shopper's next one. A later back skips the
 * page under such a step (the same page again), so one press is still one page.
 */
export class AppHistory {
  private listener: ((update: Update) => void) | null = null;
  private undoing = false;
  /** The step being pushed: the history tells its listener, which is not the router's business. */
  private stepping = false;
  /** Where the window was scrolled on each location shown, for back and forward to return there. */
  private readonly scrolled = new Map<string, number>();
  /** The location the router shows now. */
  private shown: Location;
  /** The entry the history is on: the shown one, or a modal's step of the same page. */
  private at: Location;

  constructor(private readonly history: History) {
    this.shown = this.at = history.location;
    history.listen(({ action, location, delta }) => {
      const from = this.at;
      this.at = location;
      if (this.stepping) return;
      if (this.undoing) {
        this.undoing = false;
        return;
      }
      // the entries are known by the mark they share, not by their index (an entry the browser made, a typed or
      // followed '#/…' address, has none) nor by their address (the shopper may type the same one)
      if (action === 'POP' && markOf(from.state, STEP) && markOf(from.state, STEP) === markOf(location.state, BASE)) {
        if (openModals.count() === 0) history.go(-1);
        else {
          openModals.closeTop();
          // the page's address was corrected on the step (a replace): the entry under it takes the correction
          if (createPath(location) !== createPath(this.shown))
            this.silently(() => history.replace(createPath(this.shown), withoutMarks(this.shown.state)));
        }
        return;
      }
      // forward onto a step: the same page
      if (action === 'POP' && markOf(from.state, BASE) && markOf(from.state, BASE) === markOf(location.state, STEP))
        return;
      if (action === 'POP' && delta && blocked(location.state)) {
        this.undoing = true;
        history.go(-delta);
        openModals.closeTop();
        return;
      }
      this.deliver({ action, location });
    });
  }

  /** Adds a step above the page when a modal opens on it; a step already there (its modal closed) serves again. */
  private readonly addStep = () => {
    const { state } = this.history.location;
    if (openModals.count() === 0 || markOf(state, STEP)) return;
    const path = createPath(this.history.location);
    const mark = Math.random().toString(36).slice(2);
    this.silently(() => {
      this.history.replace(path, { ...withoutMarks(state), [BASE]: mark });
      this.history.push(path, { ...withoutMarks(state), [STEP]: mark });
    });
  };

  private silently(move: () => void) {
    this.stepping = true;
    try {
      move();
    } finally {
      this.stepping = false;
    }
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
    // v5Compat histories tell their listener about pushes and replaces too, which delivers them. A correction made on
    // a modal's step keeps it one.
    const step = markOf(this.history.location.state, STEP);
    if (replace) this.history.replace(to, step ? { ...asObject(state), [STEP]: step } : state);
    else this.history.push(to, state);
  }

  listen(listener: (update: Update) => void): () => void {
    this.listener = listener;
    const stopSteps = openModals.subscribe(this.addStep);
    this.addStep();
    return () => {
      stopSteps();
      if (this.listener === listener) this.listener = null;
    };
  }
}

/** A modal's step and the page entry under it carry the same mark, under these names in their state. */
const STEP = 'modalStep';
const BASE = 'modalBase';

function markOf(state: unknown, name: typeof STEP | typeof BASE): string | undefined {
  return (state as Record<string, string> | null)?.[name];
}

function asObject(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state ? (state as Record<string, unknown>) : {};
}

function withoutMarks(state: unknown): Record<string, unknown> {
  const { [STEP]: _step, [BASE]: _base, ...rest } = asObject(state);
  return rest;
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
