import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
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
 * footer does not jump), and an error it throws stays here. A new address starts a new boundary,
 * so leaving a failed page clears the error.
 */
export function PageFrame() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<div className={styles.pageLoading} aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
