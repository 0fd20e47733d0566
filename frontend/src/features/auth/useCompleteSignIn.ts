import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { preloadLocation } from '../../shared/lib';
import { clearPostLoginRedirect, postLoginTarget, startSession } from '../../shared/session';
import type { AuthAnswer } from './api/authAnswer';
import { PRIVATE_QUERY_KEYS } from './useLogout';

export interface CompleteSignIn {
  (auth: AuthAnswer): Promise<void>;
  /** Starts loading the next page's code while the server checks the sign-in. */
  prepare(): void;
}

/**
 * After login or registration: the session is stored, then the user goes to the `redirect` query
 * parameter (same-site paths only), else the path stored before an action asked for a login, else
 * /profile; the stored path is forgotten once there. The next page's code is loaded first (begun
 * by `prepare` when the form is sent), so the page never stands blank between the two (ADR 0057).
 */
export function useCompleteSignIn(): CompleteSignIn {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const redirect = params.get('redirect');
  const onAuthPage = ['/login', '/register', '/login-link'].includes(location.pathname);
  return useMemo(() => {
    const complete = async (auth: AuthAnswer) => {
      const target = postLoginTarget(redirect);
      await preloadLocation(target);
      for (const queryKey of PRIVATE_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      startSession(auth);
      await navigate(target, { replace: onAuthPage });
      clearPostLoginRedirect();
    };
    return Object.assign(complete, { prepare: () => void preloadLocation(postLoginTarget(redirect)) });
  }, [navigate, onAuthPage, queryClient, redirect]);
}
