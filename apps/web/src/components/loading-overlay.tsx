import { useEffect, useState } from 'react';

/** Spec 9: the cart's loading overlay shows only after 100 ms, so quick answers never flash it. */
export const OVERLAY_DELAY_MS = 100;

export function LoadingOverlay({ active, label }: { active: boolean; label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return setShown(false);
    const timer = setTimeout(() => setShown(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (!shown) return null;
  return (
    <div
      role="status"
      aria-label={label}
      className="absolute inset-0 z-10 grid place-items-center rounded-xl bg-surface/70"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-line border-t-primary-strong" />
    </div>
  );
}
