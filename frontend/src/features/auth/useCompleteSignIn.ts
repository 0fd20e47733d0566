import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { clearPostLoginRedirect, postLoginTarget, startSession } from '../../shared/session';
import type { AuthAnswer } from './api/authAnswer';
import { PRIVATE_QUERY_KEYS } from './useLogout';

/**
 * After login or registration: the session is stored, then the user goes to the `redirect` query
 * parameter (same-site paths only), else the path stored before an action asked for a login, else
 * /profile; the stored path is forgotten once there.
 */
export function useCompleteSignIn(): (auth: AuthAnswer) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const redirect = params.get('redirect');
  const onAuthPage = ['/login', '/register', '/login-link'].includes(location.pathname);
  return useCallback(
    async (auth: AuthAnswer) => {
      const target = postLoginTarget(redirect);
      for (const queryKey of PRIVATE_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      startSession(auth);
      await navigate(target, { replace: onAuthPage });
      clearPostLoginRedirect();
    },
    [navigate, onAuthPage, queryClient, redirect],
  );
}
