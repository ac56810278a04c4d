/** An appointment status with the label and colour the API gives (core's table); the colour only accompanies the words. */
export function StatusBadge({ label, color, status }: { label: string; color: string; status?: string }) {
  return (
    <span
      className="inline-flex items-center gap-2 self-start rounded-full bg-surface px-3 py-1 text-sm font-semibold ring-1 ring-line"
      data-status={status}
    >
      <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: color }} />
      {label}
    </span>
  );
}

/** The same, inline in a line of text. */
export function StatusDot({ label, color }: { label: string; color: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: color }} />
      {label}
    </span>
  );
}
