import { useEffect, useSyncExternalStore } from 'react';
import { loadOnce } from '../../lib/load-once';
import type * as Nav from './appointments-nav';

type AppointmentsNav = typeof Nav;

/** The appointments section's paths (spec 2): the phone bar's 'Agenda' tab stays lit on all of them. */
const SECTION = ['/appointments', '/pets', '/vaccines'];
export const inAppointments = (pathname: string) =>
  SECTION.some((to) => pathname === to || pathname.startsWith(`${to}/`));

/** Where the top bar shows the section's links (md up); phones reach them from the bottom bar's 'Agenda'. */
export const TOP_LINKS_QUERY = '(min-width: 768px)';

let loaded: AppointmentsNav | null = null;
const listeners = new Set<() => void>();

/**
 * The section's links (appointments-nav.tsx) are their own chunk, which only stores with appointments fetch: where the
 * top bar shows them boot fetches it beside the first page and waits for it; the section's pages wait for it too.
 */
export const loadAppointmentsNav = loadOnce(() =>
  import('./appointments-nav').then((nav) => {
    loaded = nav;
    listeners.forEach((listener) => listener());
    return nav;
  }),
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The section's links once their chunk is here (fetching it if `wanted`); null otherwise. */
export function useAppointmentsNav(wanted: boolean): AppointmentsNav | null {
  const nav = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (wanted && !loaded) void loadAppointmentsNav().catch(() => undefined);
  }, [wanted]);
  return wanted ? nav : null;
}
