import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isAuthenticated, useSession } from '../shared/session';

/** '/profile' and below: a guest goes to the login with the intended path as `redirect`. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isAuthenticated(session)) {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  if (!session.user?.role) return <Navigate to="/unauthorized" replace />;
  return children;
}

/** Only same-site paths are followed after login: `?redirect=https://evil.example` goes to /profile. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/profile';
  return value;
}

/** '/login' and '/register': a signed-in user is sent on (to `redirect`, else the profile). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (isAuthenticated(session)) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return children;
}
