import { NavLink } from 'react-router';
import type { MenuEntry } from './menus';
import { isInternalLink } from './model';

/** A menu entry of the shell: a route of the SPA as a NavLink, anything else in a new tab. */
export function NavigationLink({ entry, className }: { entry: MenuEntry; className?: string }) {
  return isInternalLink(entry.href) ? (
    <NavLink to={entry.href} className={className}>
      {entry.text}
    </NavLink>
  ) : (
    <a href={entry.href} className={className} target="_blank" rel="noopener noreferrer">
      {entry.text}
    </a>
  );
}
