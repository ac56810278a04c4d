import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { useT } from '../lib/i18n/use-t';
import { CloseIcon } from './icons';

export type ModalVariant = 'center' | 'sheet' | 'drawer';

const variants: Record<ModalVariant, string> = {
  center: 'm-auto w-[min(92vw,28rem)] rounded-xl',
  // A bottom sheet on phones, a centred card on larger screens.
  sheet: 'mx-auto mb-0 mt-auto w-full max-w-none rounded-t-2xl sm:m-auto sm:w-[min(92vw,30rem)] sm:rounded-xl',
  // Spec 9: drawer width 315 on the smallest screens, 356 otherwise.
  drawer: 'm-0 mr-auto h-full max-h-none w-[315px] sm:w-[356px]',
};

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  variant?: ModalVariant;
  /** Hide the heading visually (still named for screen readers). */
  hideTitle?: boolean;
};

/**
 * The platform's modal `<dialog>`: focus moves inside and returns on close, Escape and the backdrop close
 * it, and while it is open a navigation closes it instead (see open-modals). Mounted means open.
 */
export function Modal({ title, onClose, children, variant = 'center', hideTitle = false }: Props) {
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const { t } = useT();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`bg-surface text-ink p-0 shadow-2xl backdrop:bg-black/50 ${variants[variant]}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex h-full flex-col">
        <div className={`flex items-center gap-2 px-4 pt-3 ${hideTitle ? 'justify-end' : 'justify-between'}`}>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
            {title}
          </h2>
          <button type="button" onClick={onClose} className="icon-button" aria-label={t('ui.close')}>
            <CloseIcon />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4 pt-2">{children}</div>
      </div>
    </dialog>
  );
}
