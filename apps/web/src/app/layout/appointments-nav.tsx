import type { MessageKey } from '@store/core';
import type { ReactNode, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { CalendarIcon } from '../../components/icons';
import { useT } from '../../lib/i18n/use-t';

const outline = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;
const PawIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outline} {...p}>
    <path d="M12 13c-3 0-6 3.5-6 6 0 1.5 1.2 2 2.5 2 1.4 0 2.2-.8 3.5-.8s2.1.8 3.5.8c1.3 0 2.5-.5 2.5-2 0-2.5-3-6-6-6z" />
    <circle cx="5" cy="10" r="2" />
    <circle cx="9" cy="5" r="2" />
    <circle cx="15" cy="5" r="2" />
    <circle cx="19" cy="10" r="2" />
  </svg>
);
const SyringeIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outline} {...p}>
    <path d="m18 2 4 4M17 7l3-3M19 9 8.7 19.3a1 1 0 0 1-1.4 0L4.7 16.7a1 1 0 0 1 0-1.4L15 5M9 11l4 4M5 19l-3 3M14 4l6 6" />
  </svg>
);

/** The appointments section (spec 2: /appointments, /vaccines, /pets; appointments-section.ts), reachable at every screen size. */
export const APPOINTMENT_LINKS: { to: string; label: MessageKey; icon: (p: SVGProps<SVGSVGElement>) => ReactNode }[] = [
  { to: '/appointments', label: 'route.appointments', icon: CalendarIcon },
  { to: '/pets', label: 'route.pets', icon: PawIcon },
  { to: '/vaccines', label: 'route.vaccines', icon: SyringeIcon },
];

/** Desktop top navigation: Agenda, Meus Pets and Vacinas as words beside the icons. */
export function AppointmentTopLinks() {
  const { t } = useT();
  return (
    <ul className="mr-1 hidden items-center gap-1 md:flex">
      {APPOINTMENT_LINKS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 font-semibold hover:underline ${isActive ? 'underline decoration-2 underline-offset-4' : ''}`
            }
          >
            <Icon width={20} height={20} />
            {/* Words from lg up; at md the icons keep the search box wide enough. */}
            <span className="sr-only lg:not-sr-only">{t(label)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Phones: tabs over the section's pages, so Meus Pets and Vacinas are one tap from Agenda. */
export function AppointmentSectionTabs() {
  const { t } = useT();
  return (
    <nav aria-label={t('route.appointments')} className="border-b border-line bg-surface md:hidden">
      <ul className="mx-auto flex max-w-7xl">
        {APPOINTMENT_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-12 items-center justify-center gap-1.5 border-b-2 text-sm font-semibold ${isActive ? 'border-primary-strong text-primary-strong' : 'border-transparent text-muted'}`
              }
            >
              <Icon width={18} height={18} />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
