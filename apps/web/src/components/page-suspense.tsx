import { Suspense, type ReactNode } from 'react';

/** Shows a route's chunk once loaded; a blank main area while it arrives keeps the layout still. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>{children}</Suspense>;
}
