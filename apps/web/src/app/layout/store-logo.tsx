import { Link } from 'react-router';
import { useServices } from '../../lib/services';

/** The store's name as its logo; goes to the home page (a courier's, to their deliveries). */
export function StoreLogo({ to = '/store' }: { to?: string }) {
  const { config } = useServices();
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-bold tracking-tight whitespace-nowrap"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full bg-on-primary text-base font-black text-primary-strong"
      >
        {config.name.slice(0, 1)}
      </span>
      <span>{config.name}</span>
    </Link>
  );
}
