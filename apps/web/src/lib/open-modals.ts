/**
 * Modals, bottom sheets and drawers that are open now, newest last. Spec 2: while one is open a
 * navigation (the phone's back button included) is cancelled and the newest modal closes instead.
 */
const stack: { close: () => void; element: HTMLElement | null }[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const openModals = {
  /** Registers an open modal (its `<dialog>`, where there is one); the returned function unregisters it. */
  push(close: () => void, element: HTMLElement | null = null): () => void {
    const entry = { close, element };
    stack.push(entry);
    changed();
    return () => {
      const index = stack.indexOf(entry);
      if (index < 0) return;
      stack.splice(index, 1);
      changed();
    };
  },
  count: () => stack.length,
  /** The newest open modal's element: what shows above the page and is not inert. */
  topElement: () => stack.at(-1)?.element ?? null,
  closeTop() {
    stack.at(-1)?.close();
  },
  /** Calls `listener` whenever a modal opens or closes; the returned function stops it. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Navigations that close the modal they start from carry this state, so the guard lets them through. */
export const FROM_MODAL = { fromModal: true } as const;
