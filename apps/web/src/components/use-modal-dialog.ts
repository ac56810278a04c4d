import { useEffect, useRef } from 'react';
import { openModals } from '../lib/open-modals';

/**
 * A mounted `<dialog>` shown as a modal: focus returns where it was on close, and while it is open a navigation
 * closes it instead (see open-modals). Mounted means open; unmounting is the close.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const unregister = openModals.push(() => closeRef.current(), dialog);
    return () => {
      unregister();
      if (dialog.open) dialog.close();
      returnFocus?.focus?.();
    };
  }, []);

  return ref;
}
