// What the site needs from its router beyond wouter's own hooks (decision 023):
// a nav link that says which page is open, the #hash, and whether the last
// move was a new page, a replaced entry or the back button.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/** Goes to a path inside the site (`{replace: true}` keeps the history entry). */
export function useNavigate() {
  return useLocation()[1];
}

/** A link in a menu: marked as the current page (aria-current, `active`) when its path is open. */
export function NavLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const [pathname] = useLocation();
  const current = pathname.replace(/(.)\/$/, '$1').toLowerCase() === to.toLowerCase();
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} className={current ? `${className} active` : className}>
      {children}
    </Link>
  );
}

/** The URL's #fragment ('' when there is none, and while prerendering). */
export function useHash(): string {
  return useLocationProperty(
    () => window.location.hash,
    () => '',
  );
}

type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
let lastNavigation: NavigationType = 'POP';
// wouter announces its pushState and replaceState as window events; these
// listeners are added before any component listens, so a render caused by a
// move already sees its kind.
if (typeof window !== 'undefined') {
  const kinds = { popstate: 'POP', pushState: 'PUSH', replaceState: 'REPLACE' } as const;
  for (const [event, kind] of Object.entries(kinds))
    window.addEventListener(event, () => {
      lastNavigation = kind;
    });
}

/** How the current location was reached: a new entry, a replaced one, or back/forward (and the first load). */
export function useNavigationType(): NavigationType {
  return lastNavigation;
}
