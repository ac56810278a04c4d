import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadWithRetry } from '../../lib/lazy-page';
import { loadLaterTexts } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';
import type PromptDialogComponent from './prompt-dialog';
import type { PromptStore } from '../../lib/stores/prompt-store';
import { Toasts } from './toasts';

type Dialog = typeof PromptDialogComponent;
/** The dialog once its chunk is here: a prompt then opens in the same render, without suspending. */
let Loaded: Dialog | null = null;
// The forms' rules speak core texts the first page leaves out (cep.invalid): they come with the dialog.
export const loadPromptDialog = () =>
  Promise.all([import('./prompt-dialog'), loadLaterTexts()]).then(([dialog]) => {
    Loaded = dialog.default;
    return dialog;
  });
// retried as a page's code is (spec 8), since React keeps a failed lazy component failed
const PromptDialog = lazy(() => loadWithRetry(loadPromptDialog));

/**
 * Shows the oldest open prompt and the toasts of the one prompt system. The prompt's dialog is its own chunk: it is
 * fetched at the shopper's first tap or key (a prompt opens on a click, which follows), not while the first page
 * loads; a prompt opened before it has arrived shows as soon as it has.
 */
export function PromptHost({ store }: { store: PromptStore }) {
  const prompts = useSyncExternalStore(store.prompts.subscribe, store.prompts.get);
  const current = prompts[0];
  const { t } = useT();
  useEffect(() => {
    const preload = () => {
      stop();
      void loadPromptDialog().catch(() => undefined);
    };
    const stop = () => {
      window.removeEventListener('pointerdown', preload, true);
      window.removeEventListener('keydown', preload, true);
    };
    window.addEventListener('pointerdown', preload, true);
    window.addEventListener('keydown', preload, true);
    return stop;
  }, []);
  return (
    <>
      {current && Loaded ? <Loaded key={current.id} prompt={current} t={t} /> : null}
      {current && !Loaded ? (
        <Suspense fallback={null}>
          <PromptDialog key={current.id} prompt={current} t={t} />
        </Suspense>
      ) : null}
      <Toasts store={store} />
    </>
  );
}
