import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getSession, signOut } from '../../shared/session';
import { toast } from '../../shared/toast';
import { revokeRefreshToken } from './api/logout';

export const LOGOUT_MESSAGE = 'Вы успешно вышли из системы';

/** Private server data kept in the query cache: the own profile and company, the admin's lists. */
export const PRIVATE_QUERY_KEYS = [['me'], ['admin']] as const;

/**
 * Signing out: the session is cleared and private cached data dropped, the user is told
 * 'Вы успешно вышли из системы' and taken to /login, and the refresh token is revoked on the server
 * (after the browser forgot it, so no request of this page can use it any more; a failure there
 * is ignored).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { refreshToken } = getSession();
    signOut();
    for (const queryKey of PRIVATE_QUERY_KEYS) queryClient.removeQueries({ queryKey });
    toast.success(LOGOUT_MESSAGE);
    const revoked = refreshToken ? revokeRefreshToken(refreshToken) : Promise.resolve();
    await navigate('/login');
    await revoked;
  }, [navigate, queryClient]);
}
