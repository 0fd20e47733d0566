import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRouteHandleValue } from '../../shared/lib/routeHandle';
import { CabinetSkeleton } from '../../widgets/profile-menu';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import styles from './AppLayout.module.css';

interface BoundaryProps {
  readonly children: ReactNode;
}

/** Catches what a page throws while rendering, so the header and footer keep working. */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Страница не показана', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * Where every page grows: its chunk loads behind a quiet placeholder as tall as a page (so the
 * footer does not jump), and an error it throws stays here. A cabinet page shows its frame at
 * once instead: the menu, the section's title and grey rows (after sign-in the page is never
 * blank). A new address starts a new boundary, so leaving a failed page clears the error.
 */
export function PageFrame() {
  const { pathname } = useLocation();
  const shell = useRouteHandleValue('shell');
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense
        fallback={
          shell === 'cabinet' ? <CabinetSkeleton /> : <div className={styles.pageLoading} aria-busy="true" />
        }
      >
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
