import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import {
  isAuthenticated,
  postLoginTarget,
  safeRedirect,
  signedOutRecently,
  useSession,
} from '../../shared/session';

export { safeRedirect };

/**
 * '/profile' and below: a guest goes to the login with the intended path as `redirect` (after a
 * logout just made here, to the plain login page: the user chose to leave).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isAuthenticated(session)) {
    if (signedOutRecently()) return <Navigate to="/login" replace />;
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  if (!session.user?.role) return <Navigate to="/unauthorized" replace />;
  return children;
}

/**
 * '/login' and '/register': a signed-in user is sent on (to `redirect`, else the stored post-login
 * path, else the profile). The page stays drawn until the next one is: right after signing in here,
 * the form gives way to the cabinet, never to a blank page (ADR 0057).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (isAuthenticated(session))
    return (
      <>
        <Navigate to={postLoginTarget(params.get('redirect'))} replace />
        {children}
      </>
    );
  return children;
}
