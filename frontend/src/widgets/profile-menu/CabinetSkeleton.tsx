import { useLocation } from 'react-router';
import { SECTION_LABELS, initialSection, isSectionAllowed, type SectionId } from '../../entities/cabinet';
import { isAuthenticated, useSession } from '../../shared/session';
import { Skeleton } from '../../shared/ui';
import { CabinetLayout } from './CabinetLayout';
import styles from './CabinetLayout.module.css';

export const CABINET_LOADING = 'Загрузка раздела…';

/** The section an address of the cabinet opens, if the signed-in role may open it. */
function sectionAt(pathname: string, role: Parameters<typeof initialSection>[0]): SectionId | null {
  if (pathname === '/company') return isSectionAllowed(role ?? undefined, 'company') ? 'company' : null;
  const section = /^\/profile\/?([^/]*)/.exec(pathname)?.[1];
  if (!section) return initialSection(role);
  return isSectionAllowed(role ?? undefined, section) ? section : null;
}

/** Rows of grey where the section's table or form will be. */
function SectionPlaceholder() {
  return (
    <div className={styles.placeholder} role="status">
      <span className="visually-hidden">{CABINET_LOADING}</span>
      <Skeleton height={72} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </div>
  );
}

/**
 * What the cabinet shows while its screens' code loads (right after sign-in): the real menu and
 * the section's title, grey rows for its content. Signed out, only the rows: the cabinet's guard,
 * once loaded, sends the visitor to the login page.
 */
export function CabinetSkeleton() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!isAuthenticated(session) || !session.user?.role) return <SectionPlaceholder />;
  const section = sectionAt(pathname, session.user.role);
  return (
    <CabinetLayout active={section} title={section ? SECTION_LABELS[section] : null}>
      <SectionPlaceholder />
    </CabinetLayout>
  );
}
