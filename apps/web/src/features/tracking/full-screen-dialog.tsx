import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog';

/**
 * The tracking modal's full-screen `<dialog>` (spec 2 'Delivery tracking full-screen modal'): Escape closes it, and
 * while it is open a navigation closes it instead (spec 2 guards: "an open delivery modal receives a close event").
 * Mounted means open; unmounting is the close, which is what closes the socket.
 */
export function FullScreenDialog({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const ref = useModalDialog(onClose);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-surface p-0 text-ink backdrop:bg-black/50"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {footer}
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </dialog>
  );
}
