import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useLiveNotifications } from '../../features/notifications';
import { onSessionEnd } from '../../shared/api';
import { useLiveRefresh, useRealtimeConnection } from '../../shared/realtime';
import { FirstLocationProvider } from '../../shared/lib';
import { useRouteTitle } from '../../shared/lib/routeHandle';
import { Toaster } from '../../shared/toast';
import { Footer } from '../../widgets/footer';
import { Header } from '../../widgets/header';
import styles from './AppLayout.module.css';
import { usePageHead } from './usePageHead';

/** A signed-out user (failed refresh, revoked session) goes to the login page, back here after. */
function useSessionEndRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionEnd(() => {
        if (location.pathname === '/login') return;
        const back = `${location.pathname}${location.search}`;
        void navigate(`/login?redirect=${encodeURIComponent(back)}`);
      }),
    [navigate, location.pathname, location.search],
  );
}

/**
 * A new page starts at its top; Back and Forward keep where the browser puts them (it restores
 * the scroll position of a history entry itself).
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The shell every page grows in: skip link, header, main landmark, footer, toasts. */
export function AppLayout() {
  usePageHead(useRouteTitle());
  useSessionEndRedirect();
  useScrollToTopOnNewPage();
  useRealtimeConnection();
  useLiveNotifications();
  useLiveRefresh();

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Перейти к содержимому
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.container}>
          <FirstLocationProvider>
            <Outlet />
          </FirstLocationProvider>
        </div>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
