/**
 * Modals, bottom sheets and drawers that are open now, newest last. Spec 2: while one is open a
 * navigation (the phone's back button included) is cancelled and the newest modal closes instead.
 */
const stack: { close: () => void }[] = [];

export const openModals = {
  /** Registers an open modal; the returned function unregisters it. */
  push(close: () => void): () => void {
    const entry = { close };
    stack.push(entry);
    return () => {
      const index = stack.indexOf(entry);
      if (index >= 0) stack.splice(index, 1);
    };
  },
  count: () => stack.length,
  closeTop() {
    stack.at(-1)?.close();
  },
};

/** Navigations that close the modal they start from carry this state, so the guard lets them through. */
export const FROM_MODAL = { fromModal: true } as const;
