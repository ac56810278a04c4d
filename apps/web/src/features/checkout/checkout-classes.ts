/** The checkout's card-like sections and its large radio rows (tap targets of at least 48 px). */
export const SECTION = 'flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line';
export const RADIO_ROW =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary';
