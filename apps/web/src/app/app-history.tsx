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
 * more, docs/decisions/0026-storefront-weight.md), so the guard sits here. A modal that opens adds a step of the
 * same address to the history, so the back button has something to take off even on the first page opened (it
 * would leave the store otherwise, losing what the shopper typed): taking that step off closes the newest modal and
 * leaves the page as it is. A modal closed another way takes its step off itself. Other pushes are not made, other
 * backs and forwards are undone by going the other way. Replaces pass: they are the app's own corrections of the
 * address (a guard's redirect, `verified=1` taken off once its dialog is open), never a shopper leaving.
 */
export class AppHistory {
  private listener: ((update: Update) => void) | null = null;
  /** History moves the storefront made itself (undoing a blocked one, taking a modal's step off) not yet landed. */
  private ownMoves = 0;
  /** What waits for those moves to land: a navigation asked for meanwhile. */
  private readonly afterMoves: (() => void)[] = [];
  /** The newest entry is the step an open modal added. */
  private guarded = false;
  /** The modal's step being pushed: the history tells its listener, which is not the router's business. */
  private pushingStep = false;
  /** The address the modal's step repeats. */
  private stepPath = '';
  /** Where the window was scrolled on each location shown, for back and forward to return there. */
  private readonly scrolled = new Map<string, number>();
  /** The location the router shows now. */
  private shown: Location;

  constructor(private readonly history: History) {
    this.shown = history.location;
    history.listen(({ action, location, delta }) => {
      if (this.pushingStep) return;
      if (action === 'POP' && this.ownMoves > 0) {
        this.ownMoves -= 1;
        if (this.ownMoves === 0) {
          this.afterMoves.splice(0).forEach((run) => run());
          this.sync();
        }
        return;
      }
      // an entry the browser made (a typed or followed '#/…' address) has no index: the one under the step is known by
      // its address, the step's own
      const offStep = delta === -1 || (delta == null && createPath(location) === this.stepPath);
      if (action === 'POP' && this.guarded && offStep) {
        // the back button took the modal's step off: the page stays as it is, the newest modal closes
        this.guarded = false;
        openModals.closeTop();
        return;
      }
      // an address typed or followed while a modal is open lands above the step, which is no longer the newest entry:
      // taking it off when the modal closes would undo the shopper's navigation
      if (action === 'POP' && this.guarded && delta == null) this.guarded = false;
      if (action === 'POP' && delta && blocked(location.state)) {
        this.ownMoves += 1;
        history.go(-delta);
        openModals.closeTop();
        return;
      }
      this.deliver({ action, location });
    });
  }

  /** Keeps one step in the history while a modal is open, and none once every modal has closed. */
  private readonly sync = () => {
    if (this.ownMoves > 0) return; // once the moves under way have landed
    const open = openModals.count() > 0;
    if (open && !this.guarded) {
      this.pushingStep = true;
      this.stepPath = createPath(this.history.location);
      try {
        this.history.push(this.stepPath, { modalStep: true });
      } finally {
        this.pushingStep = false;
      }
      this.guarded = true;
    } else if (!open && this.guarded) {
      this.guarded = false;
      this.ownMoves += 1;
      this.history.go(-1);
    }
  };

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
    go: (delta: number) => this.afterOwnMoves(() => this.history.go(delta)),
    push: (to: To, state?: unknown) => this.navigate(to, state, false),
    replace: (to: To, state?: unknown) => this.navigate(to, state, true),
  };

  navigate(to: To, state?: unknown, replace = false): void {
    if (this.ownMoves > 0) return void this.afterMoves.push(() => this.navigate(to, state, replace));
    if (!replace && blocked(state)) {
      openModals.closeTop();
      return;
    }
    if (this.guarded) {
      this.guarded = false;
      if (replace) {
        // a correction of the page's own address: made on the page's entry, under the modal's step
        this.ownMoves += 1;
        this.history.go(-1);
        this.afterMoves.push(() => this.navigate(to, state, true));
        return;
      }
      // leaving from a modal: the new page takes the modal's step
      replace = true;
    }
    // v5Compat histories tell their listener about pushes and replaces too, which delivers them.
    if (replace) this.history.replace(to, state);
    else this.history.push(to, state);
  }

  /** Runs `run` now, or once the storefront's own history moves have landed. */
  private afterOwnMoves(run: () => void): void {
    if (this.ownMoves === 0) run();
    else this.afterMoves.push(run);
  }

  listen(listener: (update: Update) => void): () => void {
    this.listener = listener;
    const stopSync = openModals.subscribe(this.sync);
    this.sync();
    return () => {
      stopSync();
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
