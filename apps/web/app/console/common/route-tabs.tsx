import { clsx } from 'clsx';
import { NavLink } from 'react-router';

export interface RouteTab {
  to: string;
  label: string;
  /** Active only on this exact path (the area's index screen). */
  end: boolean;
}

/** An area's screens as tabs: links with their own URL, the current one marked by the router. */
export function RouteTabs({ label, links }: { label: string; links: RouteTab[] }) {
  return (
    <nav aria-label={label} className="mb-5 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                clsx(
                  'inline-block border-b-2 px-1 pb-2 text-sm font-medium',
                  isActive
                    ? 'border-primary-500 text-primary-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
