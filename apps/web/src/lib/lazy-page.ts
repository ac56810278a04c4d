import { createElement, lazy, useState, type ComponentType } from 'react';

/** Spec 8: a chunk load fails after 120 s, counted across every try. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Waits before the second and third try: a flaky connection often comes back within seconds. */
export const RETRY_DELAYS_MS = [1000, 3000] as const;

/** A page's code could not be loaded, after every try. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

type Options = { delaysMs?: readonly number[]; timeoutMs?: number };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs `load` once, then once more after each delay while it fails. Spec 8's 120 s is the whole wait the shopper
 * sees before the friendly page, so it bounds all tries and pauses together, not each try on its own.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { delaysMs = RETRY_DELAYS_MS, timeoutMs = CHUNK_TIMEOUT_MS }: Options = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTimeout(load(), Math.max(0, deadline - Date.now()));
    } catch (error) {
      const delay = delaysMs[attempt];
      const left = deadline - Date.now();
      if (delay === undefined || left <= delay)
        throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The pages whose load failed, each with the way to start it afresh. */
const failed = new Set<() => void>();
let freshTries = 0;

/**
 * `React.lazy` with retries and a time-out. React keeps a failed lazy component failed for good, so a failed page
 * registers itself and `retryFailedPages` gives it a fresh one: 'Tentar novamente' loads only that chunk again.
 */
export type LazyPage = ComponentType & {
  /** Starts fetching the page's code now (the browser keeps the module, so the render finds it there). */
  preload: () => Promise<unknown>;
};

export function retryingLazy(load: () => Promise<{ default: ComponentType }>, options?: Options): LazyPage {
  /** The page's component once its code is here. */
  let loaded: ComponentType | null = null;
  const make = () =>
    lazy(() =>
      loadWithRetry(load, options).then(
        (module) => {
          freshTries = 0;
          loaded ??= module.default;
          return module;
        },
        (error: unknown) => {
          failed.add(reset);
          throw error;
        },
      ),
    );
  let Current = make();
  const reset = () => {
    Current = make();
  };
  // A page whose code is already here (preloaded, or shown before) renders at once. Through React.lazy it would
  // suspend for a moment all the same, and React holds back content that replaces a placeholder for 300 ms.
  // Each mount keeps the one it started with: a page never changes component under the shopper's hands.
  const RetryingPage = () => {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Current);
  };
  return Object.assign(RetryingPage, {
    preload: () =>
      load().then(
        (module) => (loaded ??= module.default),
        () => undefined,
      ),
  });
}

/**
 * 'Tentar novamente': the first time, the failed pages load again in place ('fresh'); if that fails too, the
 * whole app reloads ('reload'), which also picks up the file names of a new deploy.
 */
export function retryFailedPages(): 'fresh' | 'reload' {
  if (freshTries >= 1 || failed.size === 0) return 'reload';
  freshTries += 1;
  for (const reset of failed) reset();
  failed.clear();
  return 'fresh';
}

/** Whether an error is a page's code failing to load (ours, or the browser's own words for a failed import). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
