import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { openModals } from '../../lib/open-modals';
import { useT } from '../../lib/i18n/use-t';
import { CloseIcon } from '../icons';
import type { PromptStore, Toast } from '../../lib/stores/prompt-store';

const tones: Record<Toast['tone'], string> = {
  info: 'bg-ink text-surface',
  success: 'bg-success-strong text-white',
  warning: 'bg-warning-soft text-ink border border-warning',
  error: 'bg-danger-soft text-ink border border-danger',
};

/**
 * Snackbars at the bottom, messages at the top; both announced politely to screen readers. While a modal is open
 * they show inside it: the rest of the page is under its backdrop and inert, and a message that comes meanwhile (the
 * 15 s location offer beside 'Meu local') must be seen above the sheet and its action tapped.
 */
export function Toasts({ store }: { store: PromptStore }) {
  const toasts = useSyncExternalStore(store.toasts.subscribe, store.toasts.get);
  const modal = useSyncExternalStore(openModals.subscribe, openModals.topElement, () => null);
  const { t } = useT();
  const render = (toast: Toast) => (
    <div
      key={toast.id}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${tones[toast.tone]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">{toast.title}</p>
        {toast.detail ? <p className="text-sm">{toast.detail}</p> : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          className="shrink-0 rounded px-2 py-1 font-semibold underline-offset-2 hover:underline"
          onClick={() => {
            store.dismiss(toast.id);
            toast.action?.run();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="shrink-0 rounded p-1"
        aria-label={t('ui.dismiss')}
        onClick={() => store.dismiss(toast.id)}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
  const boxes = (
    <>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-2 z-50 mx-auto flex w-[min(94vw,28rem)] flex-col gap-2"
      >
        {toasts.filter((t) => t.kind === 'message').map(render)}
      </div>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-50 mx-auto flex w-[min(94vw,28rem)] flex-col gap-2 md:bottom-6"
      >
        {toasts.filter((t) => t.kind === 'snackbar').map(render)}
      </div>
    </>
  );
  return modal ? createPortal(boxes, modal) : boxes;
}
